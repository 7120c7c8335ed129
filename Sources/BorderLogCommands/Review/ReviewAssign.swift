import ArgumentParser
import BorderLogModel
import BorderLogStages

struct ReviewAssign: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assign",
        abstract: "State the country you were in on every day of a run, or split the run between two countries, then recompute the ledger.",
        discussion: """
            Kept as a stay of source `review` (`stays list` shows it; `stays remove ID` takes it back) that decides its \
            days over your other stays and over observed evidence. A later assignment replaces an earlier one for the \
            days they share. Days fixed by an override are refused: an override wins over an assignment. \
            `review assign FROM TO GB --until DATE FR` splits the run: GB from FROM through DATE, both included, and FR \
            from the day after DATE through TO, kept together or not at all.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "First day, included. Format: YYYY-MM-DD.")
    var from: LocalDay

    @Argument(help: "Last day, included. Format: YYYY-MM-DD.")
    var to: LocalDay

    @OptionGroup var location: PlaceOptions

    @OptionGroup var split: RunSplitOptions

    @Option(help: "Why; kept with the assignment and shown by explain.")
    var note: String?

    func validate() throws {
        if to < from { throw ValidationError(ReviewError.backwards(from: from, to: to).description) }
        try split.requireBoth()
        do {
            _ = try assignments()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The one assignment, or the split's two.
    func assignments() throws(ReviewError) -> [ReviewAssignment] {
        let place = location.place
        return try split.assignments(of: ReviewAssignment(from: from, to: to, country: place.country, note: note, region: place.region))
    }

    mutating func run() throws {
        let options = InferOptions(rules: try global.ruleBook())
        let locked = try global.openForWriting(.reviewAssign)
        let (context, _) = global.context()
        let outcome = try Stages.assignReview(try assignments(), recompute: options, in: locked.store, context: context)
        let parts = zip(split.places(first: location.place), outcome.stays).map { place, stay in
            let days = stay.entry.days(to: stay.exit ?? stay.entry) + 1
            return "\(stay.entry)…\(stay.exit ?? stay.entry) (\(days) day\(days == 1 ? "" : "s")) assigned to \(place) \(place.region?.name ?? place.country.name), "
                + "stay #\(stay.id ?? 0)"
        }
        Console.err("review: \(parts.joined(separator: "; ")); ledger snapshot #\(outcome.update.snapshot.id ?? 0)")
        Console.err(outcome.review.line)
    }
}
