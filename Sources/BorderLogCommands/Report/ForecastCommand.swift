import ArgumentParser
import BorderLogCore
import BorderLogStages

struct ForecastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast",
        abstract: "What a planned stay does: days added, first breach, longest stay, earliest entry.",
        discussion: """
            The plan is added to the ledger's history. maxStay is the longest stay from --enter (entry day \
            included) with no day over the limit; earliestEntry is the first day on or after --enter that allows \
            a stay of --length days.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Zone with a rolling-window limit (default: schengen).")
    var zone = "schengen"

    @Option(help: "Planned entry day. Format: YYYY-MM-DD.")
    var enter: LocalDay

    @Option(help: "Planned exit day, included. Format: YYYY-MM-DD.")
    var exit: LocalDay?

    @Option(help: "Planned length in days, entry day included.")
    var length: Int?

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        if exit != nil && length != nil { throw ValidationError("give --exit or --length, not both") }
        if let exit, exit < enter { throw ValidationError("--exit \(exit) is before --enter \(enter)") }
        if let length, length < 1 { throw ValidationError("--length must be at least 1 day") }
    }

    mutating func run() throws {
        let report = try global.ledgerView().forecast(zone: zone, enter: enter, exit: exit, length: length)
        if format == .json { try Console.json(report) } else { Console.out(report.text) }
    }
}
