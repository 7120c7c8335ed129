import BorderLogCommands

@main
enum Entrypoint {
    static func main() { ReportCommand.main() }
}
