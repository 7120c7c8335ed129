import BorderLogModel

/// One eligibility rule as `rules list` shows it: its conditions, source, what it does not model, whether it is on,
/// and the statuses it reads from the profile. In the JSON list beside the day-count rules, told apart by
/// `"kind": "eligibility"`.
public struct EligibilityListing: Encodable, Sendable, Equatable {
    public let kind = "eligibility"
    public var about: RuleAbout
    public var conditions: [EligibilityCondition]
    public var statusesNeeded: [ResidenceStatus.ID]

    public init(_ rule: EligibilityRule, zone: Zone?) {
        about = RuleAbout(rule, zone: zone)
        conditions = rule.conditions
        statusesNeeded = rule.statusesNeeded
    }

    /// Every eligibility rule of `book`, in its order.
    public static func all(in book: RuleBook) -> [EligibilityListing] {
        book.eligibility.map { EligibilityListing($0, zone: book.zone($0.zone)) }
    }

    /// A paragraph for people, like a day-count rule's.
    public var text: String {
        var lines = [about.headline, "    eligibility in \(about.zoneName); every condition must hold:"]
        for condition in conditions { lines.append("    - \(condition.description)") }
        if !statusesNeeded.isEmpty {
            lines.append("    reads from your profile: " + statusesNeeded.map { "\($0.rawValue) (profile set --status \($0.rawValue):SINCE)" }.joined(separator: ", "))
        }
        return (lines + about.notes).joined(separator: "\n")
    }

    private enum CodingKeys: String, CodingKey {
        case kind, conditions, statusesNeeded
    }

    /// One JSON object: the rule's `about` fields beside its own.
    public func encode(to encoder: any Encoder) throws {
        try about.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(conditions, forKey: .conditions)
        try container.encode(statusesNeeded, forKey: .statusesNeeded)
    }
}
