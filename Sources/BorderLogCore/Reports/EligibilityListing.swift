/// One eligibility rule as `rules list` shows it: its conditions, source, what it does not model, whether it is on,
/// and the statuses it reads from the profile. In the JSON list beside the day-count rules, told apart by
/// `"kind": "eligibility"`.
public struct EligibilityListing: Encodable, Sendable, Equatable {
    public let kind = "eligibility"
    public var id: String
    public var name: String
    public var zone: String
    public var zoneName: String
    public var conditions: [EligibilityCondition]
    public var statusesNeeded: [ResidenceStatus.ID]
    @Nullable public var summary: String?
    @Nullable public var source: String?
    @Nullable public var notModelled: String?
    public var enabled: Bool

    public init(_ rule: EligibilityRule, zone: Zone?) {
        id = rule.id
        name = rule.name
        self.zone = rule.zone
        zoneName = zone?.name ?? rule.zone
        conditions = rule.conditions
        statusesNeeded = rule.statusesNeeded
        summary = rule.summary
        source = rule.source
        notModelled = rule.notModelled
        enabled = rule.isEnabled
    }

    /// Every eligibility rule of `book`, in its order.
    public static func all(in book: RuleBook) -> [EligibilityListing] {
        book.eligibility.map { EligibilityListing($0, zone: book.zone($0.zone)) }
    }

    /// A paragraph for people, like a day-count rule's.
    public var text: String {
        var lines = ["\(enabled ? "on " : "off") \(id): \(name)", "    eligibility in \(zoneName); every condition must hold:"]
        for condition in conditions { lines.append("    - \(condition.description)") }
        if !statusesNeeded.isEmpty {
            lines.append("    reads from your profile: " + statusesNeeded.map { "\($0.rawValue) (profile set --status \($0.rawValue):SINCE)" }.joined(separator: ", "))
        }
        if let summary { lines.append("    \(summary)") }
        if let source { lines.append("    source: \(source)") }
        if let notModelled { lines.append("    not modelled: \(notModelled)") }
        return lines.joined(separator: "\n")
    }

    private enum CodingKeys: String, CodingKey {
        case kind, id, name, zone, zoneName, conditions, statusesNeeded, summary, source, notModelled, enabled
    }
}
