import BorderLogModel

/// What in the ledger needs a person (`review`, docs/review.md): runs of consecutive days with the same
/// `ReviewReason`, each with the countries the evidence within and around it points to (`ReviewSuggestions`).
public struct ReviewList: Sendable, Equatable {
    public var runs: [ReviewRun]

    /// The runs of `ledger`; `possibleTransitDays` are the days the rules list as possible transit days; `uncovered`
    /// the periods before the ledger that rules read (`RuleBook.uncoveredPeriods`), listed first.
    public init(ledger: Ledger, possibleTransitDays: Set<LocalDay> = [], uncovered: [ReviewRun] = []) {
        let days = ledger.days
        let reasons = days.map { ReviewReason(of: $0, possibleTransit: possibleTransitDays.contains($0.date)) }
        var runs = uncovered
        var start = 0
        while start < days.count {
            guard let reason = reasons[start] else {
                start += 1
                continue
            }
            var end = start
            while end + 1 < days.count, reasons[end + 1] == reason { end += 1 }
            let suggested = ReviewSuggestions(days, start: start, end: end)
            runs.append(ReviewRun(
                from: days[start].date, to: days[end].date, reason: reason, countries: Self.countries(days[start...end]),
                suggestion: suggested.suggestion, suggestions: suggested.suggestions, sides: suggested.sides))
            start = end + 1
        }
        self.runs = runs
    }

    private static func countries(_ days: ArraySlice<LedgerDay>) -> [CountryCode] {
        var codes = Set<CountryCode>()
        for day in days {
            codes.formUnion(day.countries)
            for (source, counts) in day.evidence where source != .airborne { codes.formUnion(counts.keys.compactMap(\.country)) }
        }
        return codes.sorted()
    }

    /// Days in review, all runs together.
    public var dayCount: Int { runs.reduce(0) { $0 + $1.days } }

    /// Days before the ledger that rules read and no evidence covers, all such periods together (overlapping ones
    /// once: they all end the day before the ledger begins).
    public var uncoveredDays: Int { runs.filter { $0.reason == .noEvidence }.map(\.days).max() ?? 0 }

    /// The one-line summary a person reads: the ledger's days that need a look, and the days before it that rules read.
    public var line: String {
        let inLedger = runs.filter { $0.reason != .noEvidence }
        let days = inLedger.reduce(0) { $0 + $1.days }
        var text = inLedger.isEmpty
            ? "review: nothing in the ledger needs a look"
            : "review: \(days) day\(days == 1 ? "" : "s") in \(inLedger.count) run\(inLedger.count == 1 ? "" : "s") need a look; "
                + "`borderlog review assign FROM TO COUNTRY` places them, `borderlog review confirm FROM --to TO` accepts the ledger's reading"
        if uncoveredDays > 0 {
            text += "; \(uncoveredDays) day\(uncoveredDays == 1 ? "" : "s") before the ledger that rules read have no evidence: "
                + "import evidence for them or add stays (`borderlog stays add`)"
        }
        return text
    }
}
