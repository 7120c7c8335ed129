import BorderLogCommands

@main
enum Entrypoint {
    static func main() { ResolveCommand.main() }
}
