import ArgumentParser
import BorderLogCore
import BorderLogStages

struct CountriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries",
        abstract: "Days per country in the last 30/90/180/365 days, this calendar year and an optional range.",
        discussion: "A travel day counts for every country visited that day; unknown days are shown apart.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Last day of the look-back windows. Format: YYYY-MM-DD. Default: today.")
    var on: LocalDay?

    @Option(help: "First day of an extra range column. Format: YYYY-MM-DD.")
    var from: LocalDay?

    @Option(help: "Last day of an extra range column (default: the --on day). Format: YYYY-MM-DD.")
    var to: LocalDay?

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        if to != nil && from == nil { throw ValidationError("--to needs --from") }
        if let from, let to, to < from { throw ValidationError("--to \(to) is before --from \(from)") }
    }

    mutating func run() throws {
        let day = on ?? .today()
        let custom = from.flatMap { DayRange($0, to ?? day) }
        if from != nil && custom == nil { throw ValidationError("--from is after the --on day \(day); add --to") }
        let report = try global.ledgerView().countryCounts(on: day, custom: custom)
        if format == .json { try Console.json(report) } else { Console.out(report.text) }
    }
}
