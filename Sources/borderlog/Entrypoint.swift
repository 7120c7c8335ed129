import BorderLogCommands

@main
enum Entrypoint {
    static func main() async { await BorderLogCommand.main() }
}
