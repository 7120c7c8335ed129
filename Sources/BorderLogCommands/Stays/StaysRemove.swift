import ArgumentParser
import BorderLogStages

struct StaysRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove stays by the ids `stays list` shows.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Stay ids.")
    var ids: [Int64]

    mutating func run() throws {
        let locked = try global.openForWriting(.staysRemove)
        let missing = try Stages.removeStays(ids: ids, from: locked.store)
        Console.err("stays: removed \(ids.count - missing.count)")
        if !missing.isEmpty {
            Console.err("stays: no stay with id \(missing.map { "#\($0)" }.joined(separator: ", ")); see `borderlog stays list`")
            throw ExitCode(2)
        }
    }
}
