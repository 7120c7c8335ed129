import ArgumentParser
import BorderLogStages

struct ForecastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast",
        abstract: "What a planned stay does to a rule: days added, first breach, longest stay, earliest entry; for a minimum, days still needed.",
        discussion: """
            The plan is added to the ledger's history, each planned day a full day in the rule's zone. For a maximum: \
            maxStay is the longest stay from --enter (entry day included) with no day over the limit; earliestEntry is \
            the first day on or after --enter that allows a stay of --length days. For a minimum (--rule uk-srt, say): \
            daysNeeded is what the period still lacks after history and plan, lastStart the last day from which being \
            there every remaining day of the period still reaches it. Without --rule, --zone (default schengen) picks \
            the zone's rolling limit.
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var forecast: ForecastOptions

    @Flag(help: "Count saved plans (`borderlog plan list`) as if they happened, before the planned stay.")
    var withPlans = false

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let view = try global.ledgerView(countingPlans: withPlans)
        try output.write(try forecast.report(in: view, withPlans: withPlans), text: \.text)
    }
}
