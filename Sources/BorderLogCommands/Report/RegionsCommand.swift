import ArgumentParser
import BorderLogCore
import BorderLogStages

struct RegionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regions",
        abstract: "Days per US state, Canadian province or Australian state in the last 30/90/180/365 days, this year and a range.",
        discussion: """
            Any part of a day counts: a commuter's day counts for both states. `unknown` counts the days in such a \
            country whose region nothing names (docs/regions.md).
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Only this country's regions: US, CA or AU.", transform: CountryCode.parsing)
    var country: CountryCode?

    @Option(help: "Last day of the look-back windows. Format: YYYY-MM-DD. Default: today.")
    var on: LocalDay?

    @Option(help: "First day of an extra range column. Format: YYYY-MM-DD.")
    var from: LocalDay?

    @Option(help: "Last day of an extra range column (default: the --on day). Format: YYYY-MM-DD.")
    var to: LocalDay?

    @Option(help: "Output format: text, json or csv.")
    var format: OutputFormat = .text

    func validate() throws {
        try format.require([.text, .json, .csv])
        if let country, !RegionCode.hasRegions(country) {
            throw ValidationError(
                "\(country) (\(country.name)) has no region layer: regions are known for \(RegionCode.countries.map(\.rawValue).joined(separator: ", "))")
        }
        if to != nil && from == nil { throw ValidationError("--to needs --from") }
        if let from, let to, to < from { throw ValidationError("--to \(to) is before --from \(from)") }
    }

    mutating func run() throws {
        let day = on ?? .today()
        let custom = from.flatMap { DayRange($0, to ?? day) }
        if from != nil && custom == nil { throw ValidationError("--from is after the --on day \(day); add --to") }
        let report = try global.ledgerView().regionCounts(on: day, custom: custom, country: country)
        switch format {
        case .json: try Console.json(report)
        case .csv: Console.out(report.csv)
        default: Console.out(report.text)
        }
    }
}
