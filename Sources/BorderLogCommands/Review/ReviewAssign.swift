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

    @Argument(
        help: ArgumentHelp("Country, ISO 3166-1 alpha-2 (e.g. FR, GB, RE), or a US state or Canadian or Australian province (US-NY).", valueName: "country"),
        transform: Place.parsing)
    var place: Place

    @Argument(
        help: ArgumentHelp("With --until: the country of the days after --until through TO, written as the first.", valueName: "then"),
        transform: Place.parsing)
    var then: Place?

    @Option(help: "Split the run: the first country takes FROM through this day, included; THEN takes the days after it through TO. Format: YYYY-MM-DD.")
    var until: LocalDay?

    @Option(help: "Why; kept with the assignment and shown by explain.")
    var note: String?

    func validate() throws {
        if to < from { throw ValidationError(ReviewError.backwards(from: from, to: to).description) }
        if until != nil, then == nil { throw ValidationError("--until needs the country of the days after it: review assign FROM TO COUNTRY --until DATE THEN") }
        if then != nil, until == nil { throw ValidationError("a second country needs --until, the last day of the first: review assign FROM TO COUNTRY --until DATE THEN") }
        do {
            _ = try assignments()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The one assignment, or the split's two.
    func assignments() throws(ReviewError) -> [ReviewAssignment] {
        let whole = ReviewAssignment(from: from, to: to, country: place.country, note: note, region: place.region)
        guard let until, let then else { return [whole] }
        return try whole.split(until: until, then: then.country, region: then.region)
    }

    mutating func run() throws {
        let options = InferOptions(rules: try global.ruleBook())
        let locked = try global.openForWriting(.reviewAssign)
        let (context, _) = global.context()
        let outcome = try Stages.assignReview(try assignments(), recompute: options, in: locked.store, context: context)
        let parts = zip([place] + (then.map { [$0] } ?? []), outcome.stays).map { place, stay in
            let days = stay.entry.days(to: stay.exit ?? stay.entry) + 1
            return "\(stay.entry)…\(stay.exit ?? stay.entry) (\(days) day\(days == 1 ? "" : "s")) assigned to \(place) \(place.region?.name ?? place.country.name), "
                + "stay #\(stay.id ?? 0)"
        }
        Console.err("review: \(parts.joined(separator: "; ")); ledger snapshot #\(outcome.update.snapshot.id ?? 0)")
        Console.err(outcome.review.line)
    }
}
