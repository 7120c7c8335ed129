/// Consecutive days that need a person for the same reason (`review --format json`, docs/review.md).
public struct ReviewRun: Codable, Sendable, Equatable {
    public var from: LocalDay
    public var to: LocalDay
    /// Days from `from` through `to`, both included.
    public var days: Int
    public var reason: ReviewReason
    /// Every country the run's days name or hold evidence for (in flight over excepted), by code.
    public var countries: [CountryCode]
    /// The country the evidence around the run points to (see `ReviewList`), or nil.
    @Nullable public var suggestion: CountryCode?
    /// A `no-evidence` period only: the ids of the rules turned on that read it. Left out for other runs.
    public var rules: [String]?

    public init(from: LocalDay, to: LocalDay, reason: ReviewReason, countries: [CountryCode], suggestion: CountryCode?, rules: [String]? = nil) {
        self.rules = rules
        self.from = from
        self.to = to
        days = from.days(to: to) + 1
        self.reason = reason
        self.countries = countries
        self.suggestion = suggestion
    }

    public var range: DayRange { DayRange(from, to)! }

    /// One line for people: `2024-03-01…2024-03-03  3 d  unknown  countries: -  suggestion: FR`.
    public var text: String {
        let countries = countries.isEmpty ? "-" : countries.map(\.rawValue).joined(separator: ",")
        let readers = rules.map { "\tread by: \($0.joined(separator: ", "))" } ?? ""
        return "\(range)\t\(days) d\t\(reason.rawValue)\tcountries: \(countries)\tsuggestion: \(suggestion?.rawValue ?? "none")\(readers)"
    }
}
