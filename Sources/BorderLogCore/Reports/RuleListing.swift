/// One rule as `rules list --format json` prints it (docs/reports.md, "JSON output"): what it counts, its limit, its
/// source, what it does not model and whether it is turned on. `maxDays` and `minDays` appear only when the rule has
/// them, as in `report rules`; every other field is always present (`null` when a configured rule does not say).
public struct RuleListing: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var zone: String
    public var zoneName: String
    public var period: Rule.Period
    public var counting: Rule.Counting
    public var maxDays: Int?
    public var minDays: Int?
    @Nullable public var warnWithin: Int?
    public var countTransit: Bool
    public var exemptReasons: [ExemptReason]
    @Nullable public var summary: String?
    @Nullable public var source: String?
    @Nullable public var notModelled: String?
    public var enabled: Bool

    public init(_ rule: Rule, zone: Zone?) {
        id = rule.id
        name = rule.name
        self.zone = rule.zone
        zoneName = zone?.name ?? rule.zone
        period = rule.period
        counting = rule.counting
        maxDays = rule.maxDays
        minDays = rule.minDays
        warnWithin = rule.warnWithin
        countTransit = rule.countTransit ?? false
        exemptReasons = rule.exemptReasons ?? []
        summary = rule.summary
        source = rule.source
        notModelled = rule.notModelled
        enabled = rule.isEnabled
    }

    /// Every rule of `book`, in its order.
    public static func all(in book: RuleBook) -> [RuleListing] {
        book.rules.map { RuleListing($0, zone: book.zone($0.zone)) }
    }

    /// A paragraph for people: id, on or off, limit, counting, then what it counts and its source.
    public var text: String {
        let limit = [maxDays.map { "at most \($0)" }, minDays.map { "at least \($0)" }].compactMap { $0 }.joined(separator: " and ")
        var lines = ["\(enabled ? "on " : "off") \(id): \(name)", "    \(limit) days in \(period.text), counting \(counting.rawValue), in \(zoneName)"]
        if !exemptReasons.isEmpty { lines.append("    leaves out days exempt for: \(exemptReasons.map(\.rawValue).joined(separator: ", "))") }
        if let summary { lines.append("    \(summary)") }
        if let source { lines.append("    source: \(source)") }
        if let notModelled { lines.append("    not modelled: \(notModelled)") }
        return lines.joined(separator: "\n")
    }
}
