import BorderLogCommands

@main
enum Entrypoint {
    static func main() { PhotosCommand.main() }
}
