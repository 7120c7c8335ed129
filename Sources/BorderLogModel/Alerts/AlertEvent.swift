/// Something a person should hear about before a limit, found by `alerts check` (docs/alerts.md, "Events"). `id` is
/// the event's identity (kind, rule, period, threshold, plan…): the store remembers an event by it, so it is sent
/// once while it holds and again only after it stopped holding and holds again. The JSON is this value: `id`, `kind`,
/// `rule`, `on`, `title`, `text` and the numbers the text states.
public struct AlertEvent: Sendable, Equatable, Codable, Identifiable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A maximum rule's days left fell to or below a threshold of `remaining`.
        case approaching
        /// A maximum rule's level is `breach`.
        case breach
        /// A minimum rule's last day to start is within 30, 14 or 7 days.
        case needed
        /// A saved plan would breach a rule.
        case plan
        /// An eligibility rule is met, or its earliest date moved by more than a week.
        case eligible
        /// Schengen days come back: from which date how many.
        case available
        /// A device that used to send points has sent none for three days.
        case silent
        /// `alerts test`: a message that only shows a channel works; never remembered.
        case test
    }

    public let id: String
    public let kind: Kind
    /// The rule's id; nil for `silent`, which is about a device.
    public let rule: String?
    /// The day the event was found for (`alerts check --on`).
    public let on: LocalDay
    /// One line: the subject of an email, ntfy's `Title`.
    public let title: String
    /// The message: the rule, its numbers and dates, and that counts are not legal advice.
    public let text: String

    // The numbers the text states (left out of the JSON when they do not belong to the kind).
    public var threshold: Int?
    public var days: Int?
    public var remaining: Int?
    public var maxDays: Int?
    public var minDays: Int?
    public var periodStart: LocalDay?
    public var periodEnd: LocalDay?
    public var lastStart: LocalDay?
    public var daysNeeded: Int?
    public var plan: Int64?
    public var planEntry: LocalDay?
    public var planExit: LocalDay?
    public var firstBreach: LocalDay?
    public var earliestEligible: LocalDay?
    public var previousEarliestEligible: LocalDay?
    public var availableFrom: LocalDay?
    public var availableDays: Int?
    public var device: String?
    public var lastSeen: LocalDay?

    public init(id: String, kind: Kind, rule: String?, on: LocalDay, title: String, text: String) {
        self.id = id
        self.kind = kind
        self.rule = rule
        self.on = on
        self.title = title
        self.text = text
    }

    /// For the thresholds of one rule and period (`approaching`, `needed`): the group's identity and this event's
    /// threshold. When several of a group begin to hold in one check, only the tightest is sent; the others are
    /// covered by it.
    public var thresholdGroup: (group: String, threshold: Int)? {
        guard kind == .approaching || kind == .needed, let threshold, let cut = id.lastIndex(of: ":") else { return nil }
        return (String(id[..<cut]), threshold)
    }

    /// `breach` asks for attention first (ntfy's `high` priority).
    public var isUrgent: Bool { kind == .breach }
}

/// How one channel's delivery of an event came out.
public enum AlertOutcome: String, Codable, Sendable, CaseIterable {
    case sent, failed
    /// Not sent: a tighter threshold of the same rule and period began to hold in the same check and was sent instead.
    case covered
}
