import BorderLogCommands

@main
enum Entrypoint {
    static func main() { LocationsCommand.main() }
}
