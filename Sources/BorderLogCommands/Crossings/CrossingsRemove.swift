import ArgumentParser
import BorderLogStages

struct CrossingsRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove crossings by the ids `crossings list` shows.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Crossing ids.")
    var ids: [Int64]

    mutating func run() throws {
        let locked = try global.openForWriting(.crossingsRemove)
        let missing = try Stages.removeCrossings(ids: ids, from: locked.store)
        Console.err("crossings: removed \(ids.count - missing.count)")
        if !missing.isEmpty {
            Console.err("crossings: no crossing with id \(missing.map { "#\($0)" }.joined(separator: ", ")); see `borderlog crossings list`")
            throw ExitCode(2)
        }
    }
}
