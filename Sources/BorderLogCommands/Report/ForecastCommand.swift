import ArgumentParser
import BorderLogModel
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

    @Option(help: "Zone whose rolling-window limit to forecast (default: schengen). Not with --rule.")
    var zone: ZoneID?

    @Option(help: "Rule to forecast, by id (see `borderlog rules list`); it need not be turned on.")
    var rule: String?

    @Option(help: "Planned entry day. Format: YYYY-MM-DD.")
    var enter: LocalDay

    @Option(help: "Planned exit day, included. Format: YYYY-MM-DD.")
    var exit: LocalDay?

    @Option(help: "Planned length in days, entry day included.")
    var length: Int?

    @Flag(help: "Count saved plans (`borderlog plan list`) as if they happened, before the planned stay.")
    var withPlans = false

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        if zone != nil && rule != nil { throw ValidationError("give --zone or --rule, not both (a rule names its zone)") }
        if exit != nil && length != nil { throw ValidationError("give --exit or --length, not both") }
        if let exit, exit < enter { throw ValidationError("--exit \(exit) is before --enter \(enter)") }
        if let length, length < 1 { throw ValidationError("--length must be at least 1 day") }
        if let length, length > 36_600 { throw ValidationError("--length must be at most 36600 days") }
    }

    mutating func run() throws {
        let view = try global.ledgerView()
        if withPlans { Console.err(PlanNote.counting(view.plans)) }
        let report = if let rule {
            try view.forecast(rule: rule, enter: enter, exit: exit, length: length, withPlans: withPlans)
        } else {
            try view.forecast(zone: zone ?? ZoneID.schengen, enter: enter, exit: exit, length: length, withPlans: withPlans)
        }
        if format == .json { try Console.json(report) } else { Console.out(report.text) }
    }
}
