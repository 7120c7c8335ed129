import BorderLogModel

/// A rule `rules list` can show, day-count or eligibility: what it is called, where it counts, why it is there and
/// whether it is on.
public protocol ListedRule {
    var id: String { get }
    var name: String { get }
    var zone: ZoneID { get }
    var summary: String? { get }
    var source: String? { get }
    var notModelled: String? { get }
    var isEnabled: Bool { get }
}

extension Rule: ListedRule {}
extension EligibilityRule: ListedRule {}

/// What `rules list` says of every rule, whatever its kind: its id and name, its zone, its summary and source, what it
/// leaves out and whether it is on. A listing writes these fields beside its own in one JSON object, and opens and
/// closes its paragraph of text with them.
public struct RuleAbout: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var zone: ZoneID
    public var zoneName: String
    @Nullable public var summary: String?
    @Nullable public var source: String?
    @Nullable public var notModelled: String?
    public var enabled: Bool

    public init(_ rule: some ListedRule, zone: Zone?) {
        id = rule.id
        name = rule.name
        self.zone = rule.zone
        zoneName = zone?.name ?? rule.zone.rawValue
        summary = rule.summary
        source = rule.source
        notModelled = rule.notModelled
        enabled = rule.isEnabled
    }

    /// The paragraph's first line: `on  schengen-90-180: Schengen 90/180`.
    var headline: String { "\(enabled ? "on " : "off") \(id): \(name)" }

    /// Its last lines: the summary, the source, what is not modelled.
    var notes: [String] {
        [summary, source.map { "source: \($0)" }, notModelled.map { "not modelled: \($0)" }].compactMap { $0.map { "    \($0)" } }
    }
}
