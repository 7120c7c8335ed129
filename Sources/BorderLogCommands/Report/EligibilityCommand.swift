import ArgumentParser
import BorderLogModel
import BorderLogSettings
import BorderLogStages

struct EligibilityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eligibility",
        abstract: "May I apply (or do I keep my status) on a date, and if not, from when? For uk-ilr, ca-citizenship and the other eligibility rules.",
        discussion: """
            Every condition of the rule must hold: days present in (or absent from) its country over windows anchored \
            on the date. A day with any presence there is a day present, a day spent wholly elsewhere a day away; \
            unknown and zone-only days are neither and are counted apart. earliestEligible is the first date from --on \
            on which every condition holds, taking each day after the ledger ends as a day in the country (and saved \
            plans as planned, with --with-plans); binding is the condition still failing the day before it. A rule \
            reading a status your profile lacks (ca-pr, au-pr, nz-resident) still answers, with a warning naming the \
            `borderlog profile set --status ID:SINCE` to run. coverage and periodUnknownDays say how much of each \
            period has evidence. `borderlog rules list` shows each rule's source and what it does not model.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: """
        Eligibility rule, by id: uk-ilr, uk-naturalisation, ca-pr, ca-citizenship, us-n400, au-citizenship, ie-naturalisation, \
        nz-citizenship, eu-long-term, uk-euss, de-naturalisation, or one of your own.
        """)
    var rule: String

    @Option(help: "Day to evaluate (the day you would apply). Format: YYYY-MM-DD. Default: today.")
    var on: LocalDay?

    @Flag(help: "Count saved plans (`borderlog plan list`) as planned, in the search for the earliest date.")
    var withPlans = false

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let view = try global.ledgerView(countingPlans: withPlans)
        let day = on ?? .today()
        let report = try view.eligibility(rule: rule, on: day, withPlans: withPlans)
        try output.write(report, text: { $0.text(countryName: view.rules.name(of: $0.zone)) })
    }
}
