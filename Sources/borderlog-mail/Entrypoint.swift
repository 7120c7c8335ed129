import BorderLogCommands

@main
enum Entrypoint {
    static func main() { MailCommand.main() }
}
