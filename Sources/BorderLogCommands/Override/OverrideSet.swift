import ArgumentParser
import BorderLogModel
import BorderLogStages

struct OverrideSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set the countries of a day (replacing an earlier override).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The day. Format: YYYY-MM-DD.")
    var date: LocalDay

    @Argument(
        help: ArgumentHelp(
            "Country, ISO 3166-1 alpha-2, or a US state or Canadian or Australian province (US-NY); for a travel day, several in visiting order separated by commas (FR,CH; US-NJ,US-NY,US-NJ).",
            valueName: "country"),
        transform: Place.parsingList)
    var places: [Place]

    @Option(help: "Why; kept with the override and shown by explain.")
    var note: String?

    @Option(help: ArgumentHelp(
        "Leave the day out of the rules that honour this reason; the day keeps its countries for everything else. Repeat for several. One of: \(ExemptReason.allCases.filter { $0 != .permit }.map(\.rawValue).joined(separator: ", ")).",
        valueName: "reason"))
    var exempt: [ExemptReason] = []

    func validate() throws {
        if exempt.contains(.permit) {
            throw ValidationError("permit days come from stays: mark the stay with `borderlog stays add CC ENTRY EXIT --permit` or a permit column")
        }
    }

    mutating func run() throws {
        let override = DayOverride(date: date, places: places, note: note, exempt: exempt)
        let locked = try global.openForWriting(.override)
        try Stages.setOverride(override, in: locked.store)
        let exemptText = override.exempt.isEmpty ? "" : ", exempt (\(override.exempt.map(\.rawValue).joined(separator: ", ")))"
        Console.err("override: \(date) is \(places.map(\.description).joined(separator: " → "))\(exemptText)")
    }
}
