import BorderLogModel

/// What the evidence within and around a run of days points to (`review`, docs/review.md, "Suggestions"): the one
/// `suggestion` review has always given, every country worth offering (`suggestions`), and the countries on the run's
/// two sides, which a split assigns.
///
/// `suggestion`, in order: the country of the nearest known days on both sides of the run when they agree; else the
/// country with the most observed evidence within the run (photos, location samples, flights, bookings; none when
/// tied); else, when known days lie on one side only, theirs; else none.
///
/// `suggestions` is `suggestion` alone, except when the known days on the two sides disagree: then both sides follow
/// it (without repeating it), the side whose nearest known day is closer to the run first; at the same distance the
/// side with more evidence for its country on that day (every source but what inference set aside); at the same
/// evidence the side before the run.
struct ReviewSuggestions {
    var suggestion: CountryCode?
    var suggestions: [CountryCode]
    var sides: ReviewRun.Sides

    /// The suggestions for the run `days[start...end]`.
    init(_ days: [LedgerDay], start: Int, end: Int) {
        // Where the last known day before the run ended, and where the first known day after it began.
        let before = days[..<start].last { $0.country != nil }
        let after = days[(end + 1)...].first { !$0.countries.isEmpty }
        sides = ReviewRun.Sides(before: before?.country, after: after?.countries.first)
        suggestion = Self.suggestion(days[start...end], sides: sides)
        suggestions = suggestion.map { [$0] } ?? []
        guard let before, let after, let first = sides.before, let last = sides.after, first != last else { return }
        let sides = [
            Side(country: first, distance: before.date.days(to: days[start].date), evidence: Self.evidence(for: first, on: before), order: 0),
            Side(country: last, distance: days[end].date.days(to: after.date), evidence: Self.evidence(for: last, on: after), order: 1),
        ]
        for side in sides.sorted(by: { $0.rank < $1.rank }) where !suggestions.contains(side.country) { suggestions.append(side.country) }
    }

    private struct Side {
        let country: CountryCode
        /// Days from the run to the side's nearest known day (1 when it is next to the run).
        let distance: Int
        /// Pieces of evidence for `country` on that day.
        let evidence: Int
        /// 0 before the run, 1 after it.
        let order: Int

        /// Nearer first, then more evidence, then the side before the run.
        var rank: (Int, Int, Int) { (distance, -evidence, order) }
    }

    private static func suggestion(_ run: ArraySlice<LedgerDay>, sides: ReviewRun.Sides) -> CountryCode? {
        if let before = sides.before, before == sides.after { return before }
        var observed: [CountryCode: Int] = [:]
        for day in run {
            for (source, counts) in day.evidence where source.isObservation {
                for (area, count) in counts { if let country = area.country { observed[country, default: 0] += count } }
            }
        }
        if let most = observed.values.max() {
            let leaders = observed.filter { $0.value == most }
            if leaders.count == 1 { return leaders.first!.key }
        }
        // Known days on one side only: the run begins or ends the ledger's known days.
        return sides.before == nil ? sides.after : sides.after == nil ? sides.before : nil
    }

    /// The day's evidence for `country` from every source but what inference set aside.
    private static func evidence(for country: CountryCode, on day: LedgerDay) -> Int {
        day.evidence.filter { !$0.key.isSetAside }.values.reduce(0) { $0 + ($1[.country(country)] ?? 0) }
    }
}
