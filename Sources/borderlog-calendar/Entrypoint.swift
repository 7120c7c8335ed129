import BorderLogCommands

@main
enum Entrypoint {
    static func main() { CalendarCommand.main() }
}
