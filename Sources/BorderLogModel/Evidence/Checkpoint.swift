/// What an official check answered on a day (`crossings checkpoint`, docs/evidence/stays-and-crossings.md): the EU
/// Entry/Exit System tells a traveller at the border, or through its web service, how many of the 90 days remain.
/// Kept as the record said it, to hold against the ledger's own count.
public struct Checkpoint: Sendable, Equatable, Codable {
    /// The store's id; nil before the checkpoint is stored.
    @Nullable public var id: Int64?
    public var authority: Crossing.Authority
    /// The day the check was made, whose count it gives.
    public var on: LocalDay
    /// The days the check said remain.
    public var remaining: Int
    @Nullable public var note: String?

    /// The authorities that answer with a count of remaining days: the EES alone.
    public static let authorities: [Crossing.Authority] = [.ees]

    /// A checkpoint; nil for an authority that gives no count or a count outside 0…`maxDays`.
    public init?(id: Int64? = nil, authority: Crossing.Authority, on: LocalDay, remaining: Int, note: String? = nil, maxDays: Int = 90) {
        guard Checkpoint.authorities.contains(authority), remaining >= 0, remaining <= maxDays else { return nil }
        self.id = id
        self.authority = authority
        self.on = on
        self.remaining = remaining
        self.note = note
    }
}

/// A checkpoint beside the ledger's count on its day (`report schengen`, `report reconcile`, `review`).
public struct CheckpointComparison: Sendable, Equatable, Codable {
    public var authority: Crossing.Authority
    public var on: LocalDay
    /// What the official check said remain.
    public var recordRemaining: Int
    /// What the ledger says remain on the same day.
    public var ledgerRemaining: Int
    /// `ledgerRemaining − recordRemaining`: negative when the ledger counts more days used than the record.
    public var difference: Int

    public init(authority: Crossing.Authority, on: LocalDay, recordRemaining: Int, ledgerRemaining: Int) {
        self.authority = authority
        self.on = on
        self.recordRemaining = recordRemaining
        self.ledgerRemaining = ledgerRemaining
        difference = ledgerRemaining - recordRemaining
    }

    /// Whether the two counts agree.
    public var agrees: Bool { difference == 0 }

    /// `EES check on 2026-05-01: 12 days remaining; the ledger says 10 (2 fewer).`
    public var text: String {
        let gap = agrees ? "the same" : "\(ledgerRemaining) (\(abs(difference)) \(difference < 0 ? "fewer" : "more"))"
        return "\(authority.recordName) check on \(on): \(recordRemaining) day\(recordRemaining == 1 ? "" : "s") remaining; the ledger says \(gap)."
    }
}
