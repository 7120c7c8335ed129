import ArgumentParser
import BorderLogModel
import BorderLogStages

struct ReconcileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reconcile",
        abstract: "Hold the ledger against the official record of your crossings, day by day.",
        discussion: """
            The record puts you inside an area (the Schengen Area for member states, else the country) from each \
            entry to the next exit, both days included. Listed are the days your ledger disagrees: \
            missing-in-ledger (the record says inside, your evidence places you elsewhere), unknown-in-ledger (the \
            record says inside, your ledger names no country and no zone), extra-in-ledger (your evidence places you in the \
            area while the record says outside). A zone-only day inside the record's zone, or a day the ledger filled \
            from a country's record, agrees and is not listed. The Schengen count on the day is given both ways: from the record \
            alone, as the border's calculator counts it, and from your ledger.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Whose record: ees, i94, uk-sar, au-movements, stamp or self (default: every imported crossing).")
    var authority: Crossing.Authority?

    @OptionGroup var evaluation: EvaluationDayOptions

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let view = try global.ledgerView()
        let report = try view.reconcile(authority: authority, on: evaluation.day)
        try output.write(report, text: { $0.text(rules: view.rules) })
    }
}

extension Crossing.Authority: ExpressibleByArgument {}
