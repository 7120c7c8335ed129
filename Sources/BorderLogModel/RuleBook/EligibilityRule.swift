/// "May I apply (or do I keep my status) on this date?": conditions on days present in or absent from a country over
/// windows anchored on the date, every one of which must hold (docs/eligibility.md).
///
/// Like day-count rules, eligibility rules are data: the bundled library (`eligibility.json`) and the user's rules file
/// hold them under `eligibility`, and `rules enable`/`rules disable` turn them on and off by id. `source` cites the
/// statute or official guidance and `notModelled` what is left out; a rule counts days, it is never advice.
public struct EligibilityRule: Codable, Sendable, Equatable, Identifiable {
    public var id: String
    public var name: String
    /// The country (a zone of the rule book) the days are counted in.
    public var zone: ZoneID
    public var conditions: [EligibilityCondition]
    /// What the rule asks, in a sentence.
    public var summary: String?
    /// The statute or official guidance the rule follows.
    public var source: String?
    /// What the rule does not model (discretion, documents, exceptional circumstances…).
    public var notModelled: String?
    /// Whether the HTML and PDF reports show the rule; nil means yes. The bundled library ships them turned off.
    public var enabled: Bool?

    public init(
        id: String, name: String, zone: ZoneID, conditions: [EligibilityCondition], summary: String? = nil, source: String? = nil,
        notModelled: String? = nil, enabled: Bool? = nil
    ) {
        self.id = id
        self.name = name
        self.zone = zone
        self.conditions = conditions
        self.summary = summary
        self.source = source
        self.notModelled = notModelled
        self.enabled = enabled
    }

    public var isEnabled: Bool { enabled ?? true }

    /// The statuses the rule reads from the profile, in condition order.
    public var statusesNeeded: [ResidenceStatus.ID] {
        var needed: [ResidenceStatus.ID] = []
        for condition in conditions {
            for id in [condition.status, condition.window.notBeforeStatus, condition.creditBeforeStatus?.status].compactMap({ $0 })
            where !needed.contains(id) {
                needed.append(id)
            }
        }
        return needed
    }

    /// Why the rule cannot be read as data, or nil when it can.
    func problem() -> String? {
        guard !conditions.isEmpty else { return "eligibility rule '\(id)' has no conditions" }
        let ids = conditions.map(\.id)
        guard Set(ids).count == ids.count else { return "eligibility rule '\(id)' has two conditions with the same id" }
        for condition in conditions {
            if let problem = condition.problem() { return "eligibility rule '\(id)', condition '\(condition.id)': \(problem)" }
        }
        return nil
    }
}
