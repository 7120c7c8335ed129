import ArgumentParser
import BorderLogModel
import BorderLogStages

struct StaysAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add one stay.")

    @OptionGroup var global: GlobalOptions

    @Argument(
        help: ArgumentHelp("Country, ISO 3166-1 alpha-2 (e.g. FR, GB, RE), or a US state or Canadian or Australian province (US-NY).", valueName: "country"),
        transform: Place.parsing)
    var place: Place

    @Argument(help: "Entry day, included. Format: YYYY-MM-DD.")
    var entry: LocalDay

    @Argument(help: "Exit day, included. Format: YYYY-MM-DD. Omit while you are still there.")
    var exit: LocalDay?

    @Option(help: "A note kept with the stay.")
    var note: String?

    @Flag(help: "Accept a stay that overlaps stored stays.")
    var allowOverlap = false

    @Flag(help: "The stay is covered by a residence permit or long-stay visa: its days do not count for Schengen 90/180.")
    var permit = false

    func validate() throws {
        if let exit, exit < entry { throw ValidationError("exit \(exit) is before entry \(entry)") }
    }

    mutating func run() throws {
        let stay = Stay(country: place.country, entry: entry, exit: exit, note: note, permit: permit, region: place.region)
        let locked = try global.openForWriting(.staysAdd)
        let record = try Stages.addStay(stay, allowOverlap: allowOverlap, into: locked.store)
        Console.err("stays: added #\(record.id ?? 0) \(stay.rangeDescription)")
    }
}
