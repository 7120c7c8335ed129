import ArgumentParser
import BorderLogCore
import BorderLogStages

struct OverrideSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set the countries of a day (replacing an earlier override).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The day. Format: YYYY-MM-DD.")
    var date: LocalDay

    @Argument(
        help: ArgumentHelp("Country, ISO 3166-1 alpha-2; for a travel day, several in visiting order separated by commas (FR,CH).", valueName: "country"),
        transform: CountryCode.parsingList)
    var countries: [CountryCode]

    @Option(help: "Why; kept with the override and shown by explain.")
    var note: String?

    mutating func run() throws {
        let override = DayOverride(date: date, countries: countries, note: note)
        let locked = try global.openForWriting(.override)
        try Stages.setOverride(override, in: locked.store)
        Console.err("override: \(date) is \(override.countries.map(\.rawValue).joined(separator: " → "))")
    }
}
