import BorderLogModel

/// One rule as `rules list --format json` prints it (docs/reports.md, "JSON output"): what it counts, its limit, its
/// source, what it does not model and whether it is turned on. `maxDays` and `minDays` appear only when the rule has
/// them, as in `report rules`; every other field is always present (`null` when a configured rule does not say).
public struct RuleListing: Codable, Sendable, Equatable {
    public var about: RuleAbout
    public var period: Rule.Period
    public var counting: Rule.Counting
    public var maxDays: Int?
    public var minDays: Int?
    @Nullable public var warnWithin: Int?
    public var countTransit: Bool
    public var exemptReasons: [ExemptReason]
    /// Present only on `absence` rules that count only long absences (docs/regions.md).
    public var minAbsenceDays: Int?
    /// Present only on rules with a second limit over the same period.
    public var alsoAtMost: Rule.ZoneLimit?
    /// Present only on rules whose limits change while a status is held.
    public var withStatus: Rule.StatusLimit?
    /// Present only on rules with tests, earlier periods, absences or agreements (`Rule.testsText`), in sentences.
    public var tests: [String]?

    public init(_ rule: Rule, zone: Zone?, zoneName: (ZoneID) -> String = \.rawValue) {
        about = RuleAbout(rule, zone: zone)
        period = rule.period
        counting = rule.counting
        maxDays = rule.maxDays
        minDays = rule.minDays
        warnWithin = rule.warnWithin
        countTransit = rule.countTransit ?? false
        exemptReasons = rule.exemptReasons ?? []
        minAbsenceDays = rule.minAbsenceDays
        alsoAtMost = rule.alsoAtMost
        withStatus = rule.withStatus
        let tests = rule.testsText(zoneName: zoneName)
        self.tests = tests.isEmpty ? nil : tests
    }

    /// Every rule of `book`, in its order.
    public static func all(in book: RuleBook) -> [RuleListing] {
        book.rules.map { RuleListing($0, zone: book.zone($0.zone), zoneName: book.name(of:)) }
    }

    /// A paragraph for people: id, on or off, limit, counting, then what it counts and its source.
    public var text: String {
        let limit = [maxDays.map { "at most \($0)" }, minDays.map { "at least \($0)" }].compactMap { $0 }.joined(separator: " and ")
        // An absence rule's limits are its levels, which its period names.
        let counts = limit.isEmpty ? period.text : "\(limit) days in \(period.text)"
        var lines = [about.headline, "    \(counts), counting \(counting.rawValue), in \(about.zoneName)"]
        if let minAbsenceDays { lines.append("    only absences of \(minAbsenceDays) days or more count") }
        if let alsoAtMost { lines.append("    and at most \(alsoAtMost.maxDays) days in \(alsoAtMost.zone) in the same period") }
        if let withStatus {
            let other = [withStatus.maxDays.map { "at most \($0)" }, withStatus.minDays.map { "at least \($0)" }].compactMap { $0 }.joined(separator: " and ")
            lines.append("    \(other) days while the profile holds \(withStatus.status.rawValue)")
        }
        if !exemptReasons.isEmpty { lines.append("    leaves out days exempt for: \(exemptReasons.map(\.rawValue).joined(separator: ", "))") }
        lines += (tests ?? []).map { "    \($0)" }
        return (lines + about.notes).joined(separator: "\n")
    }

    // MARK: - One JSON object: the rule's `about` fields beside its own

    private enum CodingKeys: String, CodingKey {
        case period, counting, maxDays, minDays, warnWithin, countTransit, exemptReasons, minAbsenceDays, alsoAtMost, withStatus, tests
    }

    public init(from decoder: any Decoder) throws {
        about = try RuleAbout(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        period = try container.decode(Rule.Period.self, forKey: .period)
        counting = try container.decode(Rule.Counting.self, forKey: .counting)
        maxDays = try container.decodeIfPresent(Int.self, forKey: .maxDays)
        minDays = try container.decodeIfPresent(Int.self, forKey: .minDays)
        warnWithin = try container.decodeIfPresent(Int.self, forKey: .warnWithin)
        countTransit = try container.decode(Bool.self, forKey: .countTransit)
        exemptReasons = try container.decode([ExemptReason].self, forKey: .exemptReasons)
        minAbsenceDays = try container.decodeIfPresent(Int.self, forKey: .minAbsenceDays)
        alsoAtMost = try container.decodeIfPresent(Rule.ZoneLimit.self, forKey: .alsoAtMost)
        withStatus = try container.decodeIfPresent(Rule.StatusLimit.self, forKey: .withStatus)
        tests = try container.decodeIfPresent([String].self, forKey: .tests)
    }

    public func encode(to encoder: any Encoder) throws {
        try about.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(period, forKey: .period)
        try container.encode(counting, forKey: .counting)
        try container.encodeIfPresent(maxDays, forKey: .maxDays)
        try container.encodeIfPresent(minDays, forKey: .minDays)
        try container.encode(warnWithin, forKey: .warnWithin)
        try container.encode(countTransit, forKey: .countTransit)
        try container.encode(exemptReasons, forKey: .exemptReasons)
        try container.encodeIfPresent(minAbsenceDays, forKey: .minAbsenceDays)
        try container.encodeIfPresent(alsoAtMost, forKey: .alsoAtMost)
        try container.encodeIfPresent(withStatus, forKey: .withStatus)
        try container.encodeIfPresent(tests, forKey: .tests)
    }
}
