import BorderLogModel

/// The days whose reading changed between two ledgers: what a nightly run reports.
public struct LedgerDiff: Sendable, Equatable, Encodable {
    /// One day's reading, as far as a person cares: where, how sure, and the flags.
    public struct Reading: Sendable, Equatable, Encodable {
        @Nullable public var country: CountryCode?
        public let countries: [CountryCode]
        public let confidenceLabel: LedgerDay.ConfidenceLabel
        public let flags: [LedgerDay.Flag]

        init(_ day: LedgerDay) {
            country = day.country
            countries = day.countries
            confidenceLabel = day.confidenceLabel
            flags = day.flags
        }

        var text: String {
            countries.isEmpty ? "unknown" : countries.map(\.rawValue).joined(separator: "→") + " (\(confidenceLabel.rawValue))"
        }
    }

    public struct Change: Sendable, Equatable, Encodable {
        public let date: LocalDay
        /// Nil when the day was not in the older ledger.
        public let before: Reading?
        /// Nil when the day is not in the newer ledger.
        public let after: Reading?
    }

    public let changes: [Change]

    public init(from old: Ledger, to new: Ledger) {
        let before = Dictionary(old.days.map { ($0.date, Reading($0)) }, uniquingKeysWith: { $1 })
        let after = Dictionary(new.days.map { ($0.date, Reading($0)) }, uniquingKeysWith: { $1 })
        changes = Set(before.keys).union(after.keys).sorted().compactMap { date in
            before[date] == after[date] ? nil : Change(date: date, before: before[date], after: after[date])
        }
    }

    /// One line per changed day: `2026-08-15  unknown  →  NL (medium)`.
    public var lines: [String] {
        changes.map { "\($0.date)  \($0.before?.text ?? "—")  →  \($0.after?.text ?? "—")" }
    }
}
