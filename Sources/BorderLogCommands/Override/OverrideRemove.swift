import ArgumentParser
import BorderLogModel
import BorderLogStages

struct OverrideRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove the override of a day.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The day. Format: YYYY-MM-DD.")
    var date: LocalDay

    mutating func run() throws {
        let locked = try global.openForWriting(.overrideRemove)
        guard try Stages.removeOverride(on: date, from: locked.store) else {
            Console.err("override: no override on \(date); see `borderlog override list`")
            throw ExitCode(2)
        }
        Console.err("override: removed \(date)")
    }
}
