import ArgumentParser
import BorderLogCore
import BorderLogStages

struct ReviewAssign: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assign",
        abstract: "State the country you were in on every day of a run, then recompute the ledger.",
        discussion: """
            Kept as a stay of source `review` (`stays list` shows it; `stays remove ID` takes it back) that decides its \
            days over your other stays and over observed evidence. A later assignment replaces an earlier one for the \
            days they share. Days fixed by an override are refused: an override wins over an assignment.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "First day, included. Format: YYYY-MM-DD.")
    var from: LocalDay

    @Argument(help: "Last day, included. Format: YYYY-MM-DD.")
    var to: LocalDay

    @Argument(
        help: ArgumentHelp("Country, ISO 3166-1 alpha-2 (e.g. FR, GB, RE), or a US state or Canadian or Australian province (US-NY).", valueName: "country"),
        transform: Place.parsing)
    var place: Place

    @Option(help: "Why; kept with the assignment and shown by explain.")
    var note: String?

    func validate() throws {
        if to < from { throw ValidationError(ReviewError.backwards(from: from, to: to).description) }
    }

    mutating func run() throws {
        let options = InferOptions(rules: try global.ruleBook())
        let locked = try global.openForWriting(.reviewAssign)
        let (context, _) = global.context()
        let assignment = ReviewAssignment(from: from, to: to, country: place.country, note: note, region: place.region)
        let outcome = try Stages.assignReview(assignment, recompute: options, in: locked.store, context: context)
        let days = from.days(to: to) + 1
        Console.err("review: \(from)…\(to) (\(days) day\(days == 1 ? "" : "s")) assigned to \(place) \(place.region?.name ?? place.country.name), stay #\(outcome.stay?.id ?? 0); "
            + "ledger snapshot #\(outcome.update.snapshot.id ?? 0)")
        Console.err(outcome.review.line)
    }
}
