import ArgumentParser
import BorderLogCore
import BorderLogStore

struct OverrideRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove the override of a day.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The day. Format: YYYY-MM-DD.")
    var date: LocalDay

    mutating func run() throws {
        let (store, lock) = try global.openForWriting(stage: "override remove")
        defer { withExtendedLifetime(lock) {} }
        let date = date
        let removed = try store.recordRun(stage: "override remove", arguments: [date.description]) {
            let removed = try store.removeOverride(on: date)
            return (removed, Store.RunCounts(seen: 1, rejected: removed ? 0 : 1), nil)
        }
        guard removed else {
            Console.err("override: no override on \(date); see `borderlog override list`")
            throw ExitCode(2)
        }
        Console.err("override: removed \(date)")
    }
}
