/// Why a day needs a person (`review`, docs/review.md). A day has at most one: the first that applies, in the order
/// of the cases.
public enum ReviewReason: String, Sendable, Codable, CaseIterable {
    /// No country is known (zone-only days included: the record knows the zone, not the country).
    case unknown
    /// Stays contradict each other, or strong observed evidence contradicts them.
    case disputed
    /// A one-day flip between long runs in another country, or a connection that left evidence on the ground.
    case transitSuspect = "transit-suspect"
    /// Counted by a UK midnight rule although it looks like a one-night transit, and not marked `--exempt transit`.
    case possibleTransit = "possible-transit"
    /// Placed, but with low confidence (a long filled gap, a day of little evidence).
    case lowConfidence = "low-confidence"
    /// A point of the day lies within the region layer's tolerance of a state or province the day is not in
    /// (docs/regions.md): the person may have been there too.
    case regionBorder = "region-border"
    /// Before the ledger begins, in a period a rule turned on reads: no evidence at all. No day of the ledger has this
    /// reason; `ReviewList` lists such periods so the person knows what to import or state next.
    case noEvidence = "no-evidence"
    /// An official check (`crossings checkpoint`: the EES's remaining days) disagrees with the ledger's count on its
    /// day: the record or the evidence misses days. No ledger day has this reason; `reviewList` adds one run per
    /// checkpoint, with the two counts.
    case checkpointDiffers = "checkpoint-differs"

    /// The reason `day` needs a look, or nil when it does not: a day the person confirmed and whose reading still holds
    /// needs none. `possibleTransit` says whether a rule lists the day as a possible transit day.
    public init?(of day: LedgerDay, possibleTransit: Bool) {
        let flags = Set(day.flags)
        if flags.contains(.confirmed) { return nil }
        if day.isUnknown {
            self = .unknown
        } else if flags.contains(.disputed) {
            self = .disputed
        } else if flags.contains(.transitSuspect) {
            self = .transitSuspect
        } else if possibleTransit {
            self = .possibleTransit
        } else if day.confidenceLabel == .low {
            self = .lowConfidence
        } else if flags.contains(.regionBorder) {
            self = .regionBorder
        } else {
            return nil
        }
    }
}
