import ArgumentParser
import BorderLogStore

struct StaysRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove stays by the ids `stays list` shows.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Stay ids.")
    var ids: [Int64]

    mutating func run() throws {
        let (store, lock) = try global.openForWriting(stage: "stays remove")
        defer { withExtendedLifetime(lock) {} }
        let ids = ids
        let missing = try store.recordRun(stage: "stays remove", arguments: ids.map(String.init)) {
            let missing = try store.removeStays(ids: ids)
            return (missing, Store.RunCounts(seen: ids.count, rejected: missing.count), nil)
        }
        Console.err("stays: removed \(ids.count - missing.count)")
        if !missing.isEmpty {
            Console.err("stays: no stay with id \(missing.map { "#\($0)" }.joined(separator: ", ")); see `borderlog stays list`")
            throw ExitCode(2)
        }
    }
}
