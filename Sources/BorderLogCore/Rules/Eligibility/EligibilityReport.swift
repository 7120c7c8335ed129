/// "May I apply (or do I keep my status) on this date, and if not, from when?" (`report eligibility`,
/// docs/eligibility.md).
///
/// Every condition of the rule is measured on `on`; `earliestEligible` is the first date from `on` on which all hold,
/// within ten years, with the days after the ledger ends taken as days in the rule's country (and saved plans as
/// planned, when given); `binding` is the condition that held out longest on the way there.
///
/// Fields beyond the core shape: `zone`; per condition `aggregate`, `periodStart`/`periodEnd` (the whole window looked
/// at, when `windowStart` and `windowEnd` give the worst twelve months or the longest run in it), `creditedDays` (what
/// days before a status added) and `longRuns` (runs over the condition's `listRunsOver`); `assumedPresentFrom` (the
/// first day taken as a day in the country because the ledger ends before it, when any window reads it).
public struct EligibilityReport: Sendable, Equatable, Encodable {
    public struct Condition: Sendable, Equatable, Encodable {
        public let id: String
        public let description: String
        public let measure: EligibilityCondition.Measure
        /// Days found; fractional only with half-day credits.
        public let days: Fraction
        public let limit: Int
        public let kind: EligibilityCondition.Kind
        /// How the days were taken from the window: all of them, the worst twelve months, the longest run.
        public let aggregate: EligibilityCondition.Aggregate
        public let windowStart: LocalDay
        public let windowEnd: LocalDay
        public let periodStart: LocalDay
        public let periodEnd: LocalDay
        public let met: Bool
        /// Days of the window neither present nor absent: no evidence, or only a zone elsewhere.
        public let unknownDays: Int
        public let creditedDays: Fraction?
        public let longRuns: [DayRange]?

        enum CodingKeys: String, CodingKey {
            case id, description, measure, days, limit, kind, aggregate, windowStart, windowEnd, periodStart, periodEnd, met, unknownDays
            case creditedDays, longRuns
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(description, forKey: .description)
            try container.encode(measure, forKey: .measure)
            try EligibilityReport.encodeNumber(days, to: &container, forKey: .days)
            try container.encode(limit, forKey: .limit)
            try container.encode(kind, forKey: .kind)
            try container.encode(aggregate, forKey: .aggregate)
            try container.encode(windowStart, forKey: .windowStart)
            try container.encode(windowEnd, forKey: .windowEnd)
            try container.encode(periodStart, forKey: .periodStart)
            try container.encode(periodEnd, forKey: .periodEnd)
            try container.encode(met, forKey: .met)
            try container.encode(unknownDays, forKey: .unknownDays)
            if let creditedDays { try EligibilityReport.encodeNumber(creditedDays, to: &container, forKey: .creditedDays) }
            if let longRuns {
                try container.encode(longRuns.map { ["start": $0.first.description, "end": $0.last.description, "days": String($0.count)] }, forKey: .longRuns)
            }
        }

        /// How far from the limit: days over a maximum, or still missing for a minimum (0 when met).
        public var shortfall: Fraction {
            guard !met else { return .zero }
            return kind == .max ? days - Fraction(limit) : Fraction(limit) - days
        }
    }

    public let rule: String
    public let name: String
    public let zone: String
    public let on: LocalDay
    public let eligible: Bool
    public let conditions: [Condition]
    @Nullable public var earliestEligible: LocalDay?
    /// The id of the condition that holds the date back; nil when eligible on `on`.
    @Nullable public var binding: String?
    @Nullable public var assumedPresentFrom: LocalDay?

    /// How far ahead `earliestEligible` is looked for.
    public static let horizonYears = 10

    /// `rule` on `day` over the ledger's days in `zone` (and `plans`, counted as planned), with the statuses of
    /// `profile`; throws when the rule needs a status the profile does not hold.
    public init(rule: EligibilityRule, zone: Zone, ledger: Ledger, profile: Profile, on day: LocalDay, plans: [Plan] = []) throws(ProfileError) {
        var statuses: [ResidenceStatus.ID: ResidenceStatus] = [:]
        for id in rule.statusesNeeded {
            guard let status = profile.status(id) else { throw .missingStatus(id, rule: rule.id) }
            statuses[id] = status
        }
        let horizon = EligibilityCondition.Window.monthsBefore(day, -12 * EligibilityReport.horizonYears)
        let timeline = PresenceTimeline(
            ledger: ledger, zone: zone, range: DayRange(EligibilityEvaluator.earliestDayRead(by: rule, on: day), horizon)!, plans: plans)
        let evaluator = EligibilityEvaluator(rule: rule, timeline: timeline, statuses: statuses)
        self.rule = rule.id
        name = rule.name
        self.zone = zone.id
        on = day
        conditions = rule.conditions.map { condition in
            EligibilityReport.condition(condition, evaluator.measure(condition, on: day), timeline: timeline)
        }
        eligible = conditions.allSatisfy(\.met)
        // Each condition failing on the day: the last date it still fails before every condition holds.
        var lastFailure: [Int: LocalDay] = [:]
        var date = day
        var earliest: LocalDay?
        while date <= horizon {
            let failing = rule.conditions.indices.filter { !evaluator.measure(rule.conditions[$0], on: date).met }
            if failing.isEmpty {
                earliest = date
                break
            }
            for index in failing { lastFailure[index] = date }
            date = date.adding(days: 1)
        }
        earliestEligible = earliest
        let heldBack = conditions.indices.filter { !conditions[$0].met }
        binding = heldBack.max { (lastFailure[$0]!, $1) < (lastFailure[$1]!, $0) }.map { conditions[$0].id }
        let read = DayRange(timeline.range.first, earliest ?? horizon)!
        assumedPresentFrom = timeline.assumedFrom.flatMap { read.contains($0) ? $0 : nil }
    }

    private static func condition(_ condition: EligibilityCondition, _ measurement: EligibilityEvaluator.Measurement, timeline: PresenceTimeline) -> Condition {
        let window = measurement.window ?? measurement.period
        let longRuns = condition.listRunsOver.flatMap { over in
            EligibilityEvaluator.state(condition.measure).map { state in
                timeline.runs(of: state, in: measurement.period).filter { $0.count > over }
            }
        }
        return Condition(
            id: condition.id, description: condition.description, measure: condition.measure, days: measurement.value,
            limit: measurement.limit, kind: condition.kind, aggregate: condition.aggregate ?? .total, windowStart: window.first, windowEnd: window.last,
            periodStart: measurement.period.first, periodEnd: measurement.period.last, met: measurement.met,
            unknownDays: measurement.window.map { timeline.count(.unknown, in: $0) } ?? 0, creditedDays: measurement.credit, longRuns: longRuns)
    }

    /// A whole number as an integer, else as a decimal (1094.5).
    static func encodeNumber<Key: CodingKey>(_ value: Fraction, to container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
        if value.denominator == 1 { try container.encode(value.numerator, forKey: key) } else { try container.encode(value.doubleValue, forKey: key) }
    }
}
