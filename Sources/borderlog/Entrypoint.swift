import BorderLogCommands

@main
enum Entrypoint {
    static func main() { BorderLogCommand.main() }
}
