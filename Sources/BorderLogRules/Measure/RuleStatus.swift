import BorderLogInference
import BorderLogModel

/// Where someone stands under one rule on one day (`report rules`, docs/rules.md): days counted in the rule's period
/// and what is left.
public struct RuleStatus: Sendable, Equatable, Codable {
    /// Where someone stands: the rule book names it too (`AbsenceLevel`), so it is `RuleLevel` in the model.
    public typealias Level = RuleLevel

    public let rule: String
    public let name: String
    public let zone: ZoneID
    public let on: LocalDay
    /// The window or year; for a weighted rule 1 January of the earliest weighted year to the end of the current one;
    /// for `anyTwelveMonths` the period with the most days; for `longestStay` the longest stay.
    public let periodStart: LocalDay
    public let periodEnd: LocalDay
    /// Days counted up to and including `on` (see `RuleMeasure.days`).
    public let days: Int
    public let maxDays: Int?
    public let minDays: Int?
    /// Days left before the maximum, when there is one.
    public let remaining: Int?
    public private(set) var level: Level
    /// Weighted rules only: the exact weighted sum, as a number.
    public let weightedDays: Double?
    /// Weighted and two-year rules only: each year's days, earliest first.
    public let years: [RuleMeasure.YearDays]?
    /// Two-year rules only: the two years' days added up, a year at or under the floor counting none.
    public let aggregateDays: Int?
    /// `firstDayOf` rules only (present, possibly null): the first day of the latest residence through `on`, and the
    /// first day of the non-residence that ended it.
    public private(set) var residentFrom: Nullable<LocalDay>?
    public internal(set) var nonResidentFrom: Nullable<LocalDay>?
    /// The status whose limits were applied instead of the rule's own (`withStatus`: the UAE's 90 days for a
    /// resident), when the profile holds it on `on`.
    public let limitStatus: ResidenceStatus.ID?
    /// Days of the period through `on` with no evidence placing the person anywhere (before the ledger begins
    /// included): they count neither way and could change the answer.
    public private(set) var unknownDays: Int?
    /// The share of the period through `on` that has evidence (1 when every day does).
    public private(set) var coverage: Double?
    /// Whether the rule applies to the person: false for a national it exempts (an EU, EEA or Swiss national under
    /// Schengen's limit), whose days are counted but whose level is always `ok`.
    public let applies: Bool
    /// Why the rule does not apply, else nil.
    @Nullable public var reason: String?
    /// Midnight rules that honour `transit` (the UK's): days in the period through `on` that were counted although
    /// they look like a one-night transit (arrived from abroad, left the next day); mark them `--exempt transit` if the
    /// stay was only part of the journey. Left out for other rules.
    public private(set) var possibleTransitDays: [LocalDay]?
    /// Rules with `needsStatus` only, when the count is over `maxDays` but the profile lacks the status on `on` (no
    /// permanent place of abode): the level stays `ok`.
    public private(set) var statusMissing: ResidenceStatus.ID?
    /// Rules with `bilateral` only, when days over the limit count against an agreement state (see `BilateralStay`).
    public private(set) var bilateral: BilateralDays?
    /// Rules with `anyOf` only (present, possibly null): the first test met, which made the rule met.
    public internal(set) var testMet: Nullable<String>?
    /// Rules with `residentStatus` only: `ROR`, `RNOR` or `NR` (India).
    public internal(set) var residentStatus: ResidentStatus?
    /// Rules with `absenceWarning` only, while it holds: the first day of the absence from its zone under way.
    public internal(set) var absentFrom: LocalDay?
    /// A rule with a second limit (`alsoAtMost`): its zone, the days with presence there in the same period, and its
    /// maximum. Left out for other rules. Over the maximum, a minimum rule is `below` and a maximum rule in `breach`.
    public private(set) var also: AlsoDays?

    public struct AlsoDays: Sendable, Equatable, Codable {
        public let zone: ZoneID
        public let days: Int
        public let maxDays: Int
    }

    /// Evaluates `rule` on `day` over the ledger's days that count for it, and the days of `plans` as if they happened
    /// (`--with-plans`). Rolling periods end on `day`; years count from their start through `day`.
    public init(
        rule: Rule, zone: Zone, ledger: Ledger, on day: LocalDay, plans: [Plan] = [], nationalities: [CountryCode] = [], alsoZone: Zone? = nil,
        statuses: [ResidenceStatus] = [], otherZones: [Zone] = []
    ) {
        let counted = ledger.countedDays(for: rule, zone: zone).union(plans.countedDays(for: rule, zone: zone))
        self.init(rule: rule, zone: zone, counted: counted, on: day, nationalities: nationalities, statuses: statuses)
        if rule.bilateral != nil, applies {
            let stay = BilateralStay(rule: rule, zone: zone, ledger: ledger, counted: counted, on: day, nationalities: nationalities)
            if let covered = stay.covered, covered.days > 0 {
                bilateral = covered
                // Covered days keep the stay lawful only while it stays in that state: a warning, not a breach.
                level = stay.uncovered > 0 ? .breach : .warning
            }
        }
        if rule.hasTests || rule.absenceEnds != nil || rule.absenceWarning != nil {
            applyTests(rule: rule, zone: zone, ledger: ledger, counted: counted, on: day, plans: plans, statuses: statuses, otherZones: otherZones)
        }
        if case .firstDayOf = rule.period {
            var away = rule
            away.counting = .absence
            let awayDays = ledger.countedDays(for: away, zone: zone).union(plans.countedDays(for: away, zone: zone))
            let residence = rule.residence(present: counted, away: awayDays, on: day)
            residentFrom = Nullable(wrappedValue: residence.from)
            nonResidentFrom = Nullable(wrappedValue: residence.until)
            // Resident on the day: from a start that no non-residence has ended yet.
            let resident = residence.from != nil && residence.until == nil
            if applies, resident || level == .breach { level = resident ? .breach : .ok }
        }
        if let read = DayRange(periodStart, min(periodEnd, day)) {
            let known = ledger.days.lazy.filter { read.contains($0.date) && (!$0.isUnknown || $0.isZoneOnly) }.count
            unknownDays = read.count - known
            coverage = (Double(known) / Double(read.count) * 10_000).rounded() / 10_000
        }
        if let limit = rule.alsoAtMost, let alsoZone, alsoZone.id == limit.zone, let period = DayRange(periodStart, min(periodEnd, day)) {
            let present = ledger.zoneDays(alsoZone).count(in: period)
            also = AlsoDays(zone: limit.zone, days: present, maxDays: limit.maxDays)
            if applies, present > limit.maxDays { level = rule.minDays != nil ? .below : .breach }
        }
        let counting = DayCounting(rule: rule, zone: zone)
        if counting.counting == .midnight, counting.honoured.contains(.transit), let period = DayRange(periodStart, min(periodEnd, day)) {
            possibleTransitDays = counting.possibleTransitDays(of: ledger, in: period)
        }
    }

    /// Evaluates `rule` on `day` over days already counted.
    public init(rule: Rule, zone: Zone, counted: ZoneDays, on day: LocalDay, nationalities: [CountryCode] = [], statuses: [ResidenceStatus] = []) {
        let limited = rule.limits(for: statuses, on: day)
        limitStatus = rule.withStatus.flatMap { limit in statuses.contains { $0.id == limit.status && $0.isHeld(on: day) } ? limit.status : nil }
        let rule = limited
        let measure = rule.measure(counted, on: day)
        self.rule = rule.id
        name = rule.name
        self.zone = zone.id
        on = day
        periodStart = measure.period.first
        periodEnd = measure.period.last
        days = measure.days
        maxDays = rule.maxDays
        minDays = rule.minDays
        remaining = rule.remaining(after: measure)
        let exemption = rule.exemption(for: nationalities)
        applies = exemption == nil
        reason = exemption
        var level = if case .absenceRuns = rule.period { rule.absenceLevel(of: measure, statuses: statuses) } else { rule.level(of: measure) }
        // A maximum that needs a status (a permanent place of abode) is no breach without it: the count is over, and
        // the answer says which status would make it one.
        if let needed = rule.needsStatus, level == .breach, !statuses.contains(where: { $0.id == needed && $0.isHeld(on: day) }) {
            level = .ok
            statusMissing = needed
        }
        self.level = exemption == nil ? level : .ok
        weightedDays = measure.weightedDays?.doubleValue
        years = measure.years
        aggregateDays = measure.aggregateDays
    }

    /// Sets the level an answer over tests found.
    mutating func setLevel(_ level: Level) { self.level = level }

    public var text: String {
        let limit = [maxDays.map { "max \($0)" }, minDays.map { "min \($0)" }].compactMap { $0 }.joined(separator: ", ")
        let left = remaining.map { ", \($0) left" } ?? ""
        let counted = if let weightedDays, let years {
            "\(days) days in \(on.year), weighted \(RuleStatus.number(weightedDays)) over "
                + years.map { "\($0.year): \($0.days)" }.joined(separator: ", ")
        } else if let aggregateDays, let years {
            "\(days) days in \(on.year), \(aggregateDays) over two years (" + years.map { "\($0.year): \($0.days)" }.joined(separator: ", ") + ")"
        } else {
            "\(days) days in \(periodStart)…\(periodEnd)"
        }
        if let reason { return "N/A\t\(name): does not apply: \(reason) (\(counted))" }
        let transit = (possibleTransitDays ?? []).isEmpty ? "" : "; counted, possibly transit (mark with --exempt transit): "
            + possibleTransitDays!.map(\.description).joined(separator: ", ")
        let second = also.map { "; \($0.days) days in \($0.zone) (max \($0.maxDays))" } ?? ""
        let status = limitStatus.map { "; the limit for \($0.rawValue)" } ?? ""
        var testParts: [String] = []
        if let testMet { testParts.append(testMet.wrappedValue.map { "met by \($0)" } ?? "no test met") }
        if let residentStatus { testParts.append(residentStatus.rawValue) }
        if residentFrom == nil, let ended = nonResidentFrom?.wrappedValue { testParts.append("non-resident from \(ended)") }
        if let absentFrom { testParts.append("away since \(absentFrom)") }
        if let bilateral { testParts.append("\(bilateral.days) days over the limit counted against \(bilateral.state)'s bilateral agreement") }
        if let statusMissing {
            testParts.append("over the limit, but no \(statusMissing.rawValue) status is held (profile set --status \(statusMissing.rawValue):SINCE)")
        }
        let tests = testParts.map { "; " + $0 }.joined()
        let residence = residentFrom.map { from in
            "; " + (from.wrappedValue.map { "resident from \($0)" } ?? "not resident")
                + (nonResidentFrom?.wrappedValue.map { ", non-resident from \($0)" } ?? "")
        } ?? ""
        let bounds = limit.isEmpty ? "" : " (\(limit)\(left))"
        let unknown = (unknownDays ?? 0) > 0 ? "; \(unknownDays!) unknown day\(unknownDays == 1 ? "" : "s") (no evidence) in the period" : ""
        return "\(level.rawValue.uppercased())\t\(name): \(counted)\(bounds)\(status)\(residence)\(tests)\(second)\(transit)\(unknown)"
    }

    /// A weighted sum for people: whole, or with two decimals.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
