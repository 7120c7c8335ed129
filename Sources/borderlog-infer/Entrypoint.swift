import BorderLogCommands

@main
enum Entrypoint {
    static func main() { InferCommand.main() }
}
