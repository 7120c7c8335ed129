import ArgumentParser
import BorderLogModel
import BorderLogStages

struct ReviewConfirm: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm",
        abstract: "Record that you checked the ledger's reading of a day or run of days, then recompute the ledger.",
        discussion: """
            The days carry the flag `confirmed`, and explain, the PDF's daily log and the HTML day panel give the \
            date you confirmed them, for as long as the ledger reads them the same; when new evidence changes a \
            day's reading, it is no longer confirmed and comes back for review.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "First day, included. Format: YYYY-MM-DD.")
    var from: LocalDay

    @Option(help: "Last day, included (default: FROM alone). Format: YYYY-MM-DD.")
    var to: LocalDay?

    func validate() throws {
        if let to, to < from { throw ValidationError(ReviewError.backwards(from: from, to: to).description) }
    }

    mutating func run() throws {
        let options = InferOptions(rules: try global.ruleBook())
        let locked = try global.openForWriting(.reviewConfirm)
        let (context, _) = global.context()
        let outcome = try Stages.confirmReview(from: from, to: to ?? from, recompute: options, in: locked.store, context: context)
        for confirmation in outcome.confirmations { Console.out("\(confirmation.date)\t\(confirmation.readingDescription)") }
        let count = outcome.confirmations.count
        Console.err("review: \(count) day\(count == 1 ? "" : "s") confirmed as the ledger reads \(count == 1 ? "it" : "them"); "
            + "ledger snapshot #\(outcome.update.snapshot.id ?? 0)")
        Console.err(outcome.review.line)
    }
}
