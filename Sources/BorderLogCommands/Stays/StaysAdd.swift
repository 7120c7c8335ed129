import ArgumentParser
import BorderLogModel
import BorderLogStages

struct StaysAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add one stay.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var location: PlaceOptions

    @OptionGroup var days: StayDaysOptions

    @Option(help: "A note kept with the stay.")
    var note: String?

    @Flag(help: "Accept a stay that overlaps stored stays.")
    var allowOverlap = false

    @Flag(help: "The stay is covered by a residence permit or long-stay visa: its days do not count for Schengen 90/180.")
    var permit = false

    mutating func run() throws {
        let place = location.place
        let stay = Stay(country: place.country, entry: days.entry, exit: days.exit, note: note, permit: permit, region: place.region)
        let locked = try global.openForWriting(.staysAdd)
        let record = try Stages.addStay(stay, allowOverlap: allowOverlap, into: locked.store)
        Console.err("stays: added #\(record.id ?? 0) \(stay.rangeDescription)")
    }
}
