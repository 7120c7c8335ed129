import BorderLogModel

/// Why a review assignment or confirmation was refused; nothing was changed.
public enum ReviewError: Error, CustomStringConvertible, Equatable {
    /// The last day comes before the first.
    case backwards(from: LocalDay, to: LocalDay)
    /// The store has no ledger yet.
    case noLedger
    /// Days outside the ledger's range.
    case outsideLedger(DayRange, ledger: DayRange)
    /// Days fixed by an override, which wins over a review assignment.
    case overridden([DayOverride])
    /// A split's `until` leaves one part without a day: it must be in the range, before its last day.
    case splitOutside(until: LocalDay, DayRange)

    public var description: String {
        switch self {
        case .backwards(let from, let to):
            "the range runs backwards: \(from) is after \(to); give the first day, then the last"
        case .noLedger:
            "the store has no ledger yet; import evidence or add stays, then run `borderlog infer`"
        case .outsideLedger(let range, let ledger):
            "\(range) is not all within the ledger (\(ledger)); review only days of the ledger, "
                + "and state other days with `borderlog stays add` (or `borderlog plan add` for days ahead)"
        case .overridden(let overrides):
            "\(overrides.map { "\($0.date) (override \($0.countries.map(\.rawValue).joined(separator: ",")))" }.joined(separator: ", ")) "
                + "\(overrides.count == 1 ? "is" : "are") fixed by an override, which wins over a review assignment; nothing was assigned. "
                + "Assign the days around \(overrides.count == 1 ? "it" : "them"), or remove the override first "
                + "(`borderlog override remove \(overrides[0].date)`)"
        case .splitOutside(let until, let range):
            "until \(until) does not split \(range): the first country takes the days from \(range.first) through until, the second "
                + "the days after until through \(range.last); give until from \(range.first) to \(range.last.adding(days: -1))"
        }
    }
}
