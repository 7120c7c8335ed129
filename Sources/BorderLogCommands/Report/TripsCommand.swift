import ArgumentParser
import BorderLogModel
import BorderLogStages

struct TripsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trips",
        abstract: "The ledger as trips: consecutive days in the same country, with entry, exit, days and zones.",
        discussion: """
            Consecutive days whose primary country (where the day ended) is the same form one trip; a travel day ends \
            one trip and starts the next, so it belongs to both; an unknown day ends a trip. A trip that reaches the \
            ledger's last day, today or later, is ongoing (no exit). Confidence is the lowest of the trip's days. \
            Without --from and --to, the whole latest snapshot.
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var range: DayRangeOptions

    @OptionGroup var output: TableFormatOptions

    mutating func run() throws {
        let view = try global.ledgerView()
        let report = view.trips(from: range.from, to: range.to)
        try output.write(json: report.trips, csv: report.csv, text: report.text(rules: view.rules))
    }
}
