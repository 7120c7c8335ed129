import BorderLogModel

/// Consecutive days that need a person for the same reason (`review --format json`, docs/review.md).
public struct ReviewRun: Codable, Sendable, Equatable {
    public var from: LocalDay
    public var to: LocalDay
    /// Days from `from` through `to`, both included.
    public var days: Int
    public var reason: ReviewReason
    /// Every country the run's days name or hold evidence for (in flight over excepted), by code.
    public var countries: [CountryCode]
    /// The country the evidence around the run points to (see `ReviewSuggestions`), or nil.
    @Nullable public var suggestion: CountryCode?
    /// Every country worth offering, best first: `suggestion` (when there is one), and both sides when the known days
    /// on the two sides of the run disagree (see `ReviewSuggestions` for their order). Empty when there is none.
    public var suggestions: [CountryCode]
    /// The countries of the nearest known days before and after the run: what a split assigns (`review assign FROM TO
    /// BEFORE --until DATE AFTER`) when they differ.
    public var sides: Sides
    /// A `no-evidence` period only: the ids of the rules turned on that read it. Left out for other runs.
    public var rules: [String]?
    /// A `checkpoint-differs` run only: the official count beside the ledger's. Left out for other runs.
    public var checkpoint: CheckpointComparison?

    /// Where the last known day before a run ended (`before`) and where the first known day after it began (`after`);
    /// nil on a side with no known day.
    public struct Sides: Codable, Sendable, Equatable {
        @Nullable public var before: CountryCode?
        @Nullable public var after: CountryCode?

        public init(before: CountryCode? = nil, after: CountryCode? = nil) {
            self.before = before
            self.after = after
        }

        /// Both sides known, and not the same country: the run may be split between them.
        public var disagree: Bool { before != nil && after != nil && before != after }
    }

    /// A run; `suggestions` default to `suggestion` alone.
    public init(
        from: LocalDay, to: LocalDay, reason: ReviewReason, countries: [CountryCode], suggestion: CountryCode?, suggestions: [CountryCode]? = nil,
        sides: Sides = Sides(), rules: [String]? = nil
    ) {
        self.rules = rules
        self.from = from
        self.to = to
        days = from.days(to: to) + 1
        self.reason = reason
        self.countries = countries
        self.suggestion = suggestion
        self.suggestions = suggestions ?? suggestion.map { [$0] } ?? []
        self.sides = sides
    }

    /// Whether the run can be split between its two sides: they disagree, and it has a day for each.
    public var isSplittable: Bool { sides.disagree && days > 1 }

    /// The one-day run of a checkpoint the ledger disagrees with.
    public init(checkpoint: CheckpointComparison) {
        self.init(from: checkpoint.on, to: checkpoint.on, reason: .checkpointDiffers, countries: [], suggestion: nil)
        self.checkpoint = checkpoint
    }

    public var range: DayRange { DayRange(from, to)! }

    /// One line for people: `2024-03-01…2024-03-03  3 d  unknown  countries: -  suggestion: FR`; when the two sides
    /// disagree, the line goes on with every suggestion and the split: `suggestions: GB, FR  split: GB before, FR after`.
    public var text: String {
        let countries = countries.isEmpty ? "-" : countries.map(\.rawValue).joined(separator: ",")
        let readers = rules.map { "\tread by: \($0.joined(separator: ", "))" } ?? ""
        var line = "\(range)\t\(days) d\t\(reason.rawValue)\tcountries: \(countries)\tsuggestion: \(suggestion?.rawValue ?? "none")\(readers)"
        if suggestions.count > 1 { line += "\tsuggestions: \(suggestions.map(\.rawValue).joined(separator: ", "))" }
        if isSplittable, let before = sides.before, let after = sides.after { line += "\tsplit: \(before) before, \(after) after" }
        if let checkpoint { line += "\t\(checkpoint.text)" }
        return line
    }
}
