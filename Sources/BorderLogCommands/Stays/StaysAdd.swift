import ArgumentParser
import BorderLogCore
import BorderLogStore

struct StaysAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add one stay.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Country, ISO 3166-1 alpha-2 (e.g. FR, GB, RE).")
    var country: String

    @Argument(help: "Entry day, included. Format: YYYY-MM-DD.")
    var entry: LocalDay

    @Argument(help: "Exit day, included. Format: YYYY-MM-DD. Omit while you are still there.")
    var exit: LocalDay?

    @Option(help: "A note kept with the stay.")
    var note: String?

    @Flag(help: "Accept a stay that overlaps stored stays.")
    var allowOverlap = false

    func validate() throws {
        guard CountryCode(country) != nil else {
            let hint = CountryCode.suggestion(for: country).map { " (\($0))" } ?? ""
            throw ValidationError("unknown country code '\(country)'\(hint); use ISO 3166-1 alpha-2 such as FR, GB, RE")
        }
        if let exit, exit < entry { throw ValidationError("exit \(exit) is before entry \(entry)") }
    }

    mutating func run() throws {
        let stay = Stay(country: CountryCode(country)!, entry: entry, exit: exit, note: note)
        let (store, lock) = try global.openForWriting(stage: "stays add")
        defer { withExtendedLifetime(lock) {} }
        let allowOverlap = allowOverlap
        let record = try store.recordRun(stage: "stays add", arguments: CommandLine.arguments.dropFirst().map { $0 }) {
            (try store.addStay(stay, allowOverlap: allowOverlap), Store.RunCounts(seen: 1, added: 1), nil)
        }
        Console.err("stays: added #\(record.id ?? 0) \(stay.rangeDescription)")
    }
}
