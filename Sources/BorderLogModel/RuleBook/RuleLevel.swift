/// Where someone stands under one rule on one day (`RuleStatus.level`, an absence rule's `AbsenceLevel`).
public enum RuleLevel: String, Sendable, Codable, Comparable {
    /// Within the limit with room to spare (or a minimum already met).
    case ok
    /// Within `warnWithin` days of a maximum.
    case warning
    /// A maximum exceeded.
    case breach
    /// A minimum not (yet) met in the period.
    case below
    /// An absence rule's middle levels (`absenceRuns`): an absence long enough to be questioned (a green-card
    /// holder's return after more than 180 days is examined as an admission), and long enough to be presumed to
    /// break continuous residence (more than six months).
    case soft
    case presumption
    /// An absence long enough to lose the status (a year, without a re-entry permit).
    case hard

    private var rank: Int { [RuleLevel.ok: 0, .below: 1, .warning: 2, .soft: 3, .presumption: 4, .breach: 5, .hard: 6][self]! }
    public static func < (lhs: RuleLevel, rhs: RuleLevel) -> Bool { lhs.rank < rhs.rank }
}
