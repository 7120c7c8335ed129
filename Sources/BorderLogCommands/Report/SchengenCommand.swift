import ArgumentParser
import BorderLogModel
import BorderLogSettings
import BorderLogStages

struct SchengenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schengen",
        abstract: "Schengen 90/180 status on a day: days used, remaining, overstay.",
        discussion: """
            Counts zone days in the window [DATE−179, DATE] exactly as the European Commission's short-stay \
            calculator: a day counts if any part of it was spent in the zone, entry and exit days included.
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var evaluation: EvaluationDayOptions

    @Option(help: "Zone with a rolling-window limit (default: schengen).")
    var zone = ZoneID.schengen

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let report = try global.ledgerView().schengen(zone: zone, on: evaluation.day)
        try output.write(report, text: \.text)
    }
}
