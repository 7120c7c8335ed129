/// Where someone stands under one rule on one day: days counted in the rule's period and what is left.
public struct RuleStatus: Sendable, Equatable, Codable {
    public enum Level: String, Sendable, Codable, Comparable {
        /// Within the limit with room to spare (or a minimum already met).
        case ok
        /// Within `warnWithin` days of a maximum.
        case warning
        /// A maximum exceeded.
        case breach
        /// A minimum not (yet) met in the period.
        case below

        private var rank: Int { [.ok: 0, .below: 1, .warning: 2, .breach: 3][self]! }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
    }

    public let rule: String
    public let name: String
    public let zone: String
    public let on: LocalDay
    public let periodStart: LocalDay
    public let periodEnd: LocalDay
    /// Zone days counted in the period up to and including `on`.
    public let days: Int
    public let maxDays: Int?
    public let minDays: Int?
    /// Days left before the maximum, when there is one.
    public let remaining: Int?
    public let level: Level

    /// Evaluates `rule` on `day`. Rolling periods end on `day`; calendar and tax years count from
    /// their start through `day`.
    public init(rule: Rule, zone: Zone, ledger: Ledger, on day: LocalDay) {
        let period = rule.period.window(endingOn: day)
        let counted = DayRange(period.first, min(period.last, day))
        let days = counted.map { ledger.zoneDays(zone, counting: rule.counting, countTransit: rule.countTransit ?? false).count(in: $0) } ?? 0
        self.rule = rule.id
        name = rule.name
        self.zone = zone.id
        on = day
        periodStart = period.first
        periodEnd = period.last
        self.days = days
        maxDays = rule.maxDays
        minDays = rule.minDays
        remaining = rule.maxDays.map { max(0, $0 - days) }
        level = if let maxDays = rule.maxDays, days > maxDays {
            .breach
        } else if let maxDays = rule.maxDays, let margin = rule.warnWithin, maxDays - days <= margin {
            .warning
        } else if let minDays = rule.minDays, days < minDays {
            .below
        } else {
            .ok
        }
    }

    public var text: String {
        let limit = [maxDays.map { "max \($0)" }, minDays.map { "min \($0)" }].compactMap { $0 }.joined(separator: ", ")
        let left = remaining.map { ", \($0) left" } ?? ""
        return "\(level.rawValue.uppercased())\t\(name): \(days) days in \(periodStart)…\(periodEnd) (\(limit)\(left))"
    }
}
