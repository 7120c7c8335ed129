import BorderLogInference
import BorderLogModel

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
        /// Days of the whole period (`periodStart`…`periodEnd`) with no evidence: unknown, before the ledger begins, or
        /// after it ends (assumed or planned).
        public let periodUnknownDays: Int

        /// The share of the period with evidence.
        public var coverage: Double {
            let total = periodStart.days(to: periodEnd) + 1
            return (Double(total - periodUnknownDays) / Double(total) * 10_000).rounded() / 10_000
        }

        enum CodingKeys: String, CodingKey {
            case id, description, measure, days, limit, kind, aggregate, windowStart, windowEnd, periodStart, periodEnd, met, unknownDays
            case periodUnknownDays, coverage, creditedDays, longRuns
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
            try container.encode(periodUnknownDays, forKey: .periodUnknownDays)
            try container.encode(coverage, forKey: .coverage)
            if let creditedDays { try EligibilityReport.encodeNumber(creditedDays, to: &container, forKey: .creditedDays) }
            if let longRuns {
                try container.encode(longRuns.map(LongRun.init), forKey: .longRuns)
            }
        }

        /// A run listed for being long: `{start, end, days}`, days a number.
        struct LongRun: Encodable {
            let start: LocalDay
            let end: LocalDay
            let days: Int

            init(_ run: DayRange) {
                start = run.first
                end = run.last
                days = run.count
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
    public let zone: ZoneID
    public let on: LocalDay
    public let eligible: Bool
    public let conditions: [Condition]
    @Nullable public var earliestEligible: LocalDay?
    /// The id of the condition that holds the date back; nil when eligible on `on`.
    @Nullable public var binding: String?
    @Nullable public var assumedPresentFrom: LocalDay?
    /// What the answer had to assume: a status the rule reads that the profile does not hold, with the command that
    /// sets it. Empty when nothing was assumed.
    public let warnings: [String]

    /// The lowest share of a condition's period with evidence (1 when every day has some).
    public let coverage: Double

    /// How far ahead `earliestEligible` is looked for.
    public static let horizonYears = 10

    /// `rule` on `day` over the ledger's days in `zone` (and `plans`, counted as planned), with the statuses of
    /// `profile`. A status the rule reads and the profile lacks is an answer, not an error: a condition needing it is
    /// unmet, a window that would start with it has its full length, days are not credited, and `warnings` says so.
    public init(rule: EligibilityRule, zone: Zone, ledger: Ledger, profile: Profile, on day: LocalDay, plans: [Plan] = []) {
        var statuses: [ResidenceStatus.ID: ResidenceStatus] = [:]
        var warnings: [String] = []
        for id in rule.statusesNeeded {
            if let status = profile.status(id) {
                statuses[id] = status
            } else {
                warnings.append(EligibilityReport.missing(id, in: rule))
            }
        }
        self.warnings = warnings
        let horizon = day.adding(months: 12 * EligibilityReport.horizonYears)
        let reasons = Set(rule.conditions.compactMap { $0.exemptAllowance?.reason })
        let timeline = PresenceTimeline(
            ledger: ledger, zone: zone, range: DayRange(EligibilityEvaluator.earliestDayRead(by: rule, on: day), horizon)!, plans: plans,
            reasons: reasons)
        let evaluator = EligibilityEvaluator(rule: rule, timeline: timeline, statuses: statuses)
        self.rule = rule.id
        name = rule.name
        self.zone = zone.id
        on = day
        conditions = rule.conditions.map { condition in
            EligibilityReport.condition(condition, evaluator.measure(condition, on: day), timeline: timeline)
        }
        eligible = conditions.allSatisfy(\.met)
        coverage = conditions.map(\.coverage).min() ?? 1
        // The first date every condition holds; what still failed the day before it is what held the date back.
        var failing: [Int] = []
        var date = day
        var earliest: LocalDay?
        while date <= horizon {
            let failingNow = rule.conditions.indices.filter { !evaluator.measure(rule.conditions[$0], on: date).met }
            if failingNow.isEmpty {
                earliest = date
                break
            }
            failing = failingNow
            date = date.adding(days: 1)
        }
        earliestEligible = earliest
        binding = eligible ? nil : failing.first.map { conditions[$0].id }
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
            unknownDays: measurement.window.map { timeline.count(.unknown, in: $0) } ?? 0, creditedDays: measurement.credit, longRuns: longRuns,
            periodUnknownDays: timeline.noEvidence(in: measurement.period))
    }

    /// The warning for a status `rule` reads that the profile lacks, with what was assumed instead.
    private static func missing(_ id: ResidenceStatus.ID, in rule: EligibilityRule) -> String {
        func ids(_ conditions: [EligibilityCondition]) -> String { conditions.map(\.id).joined(separator: ", ") }
        let needing = rule.conditions.filter { $0.status == id }
        let starting = rule.conditions.filter { $0.window.notBeforeStatus == id }
        let crediting = rule.conditions.filter { $0.creditBeforeStatus?.status == id }
        let uses = [
            needing.isEmpty ? nil : "\(ids(needing)) needs it and is not met",
            starting.isEmpty ? nil : starting.count == 1
                ? "\(ids(starting)) counts every day of its window, as if it had been held throughout"
                : "\(ids(starting)) count every day of their windows, as if it had been held throughout",
            crediting.isEmpty ? nil : "\(ids(crediting)) credits no day at a reduced weight",
        ].compactMap { $0 }
        return "the profile holds no \(id.rawValue) status: \(uses.joined(separator: "; ")); set it with `borderlog profile set --status \(id.rawValue):SINCE`"
    }

    /// A whole number as an integer, else as a decimal (1094.5).
    static func encodeNumber<Key: CodingKey>(_ value: Fraction, to container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
        if value.denominator == 1 { try container.encode(value.numerator, forKey: key) } else { try container.encode(value.doubleValue, forKey: key) }
    }
}
