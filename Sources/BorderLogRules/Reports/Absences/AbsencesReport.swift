import BorderLogInference
import BorderLogModel
import Foundation

/// Every trip out of an authority's country within the period its form asks about, in its arithmetic
/// (`report absences`, docs/absences.md).
///
/// JSON: `{authority, on, period: {start, end}, trips: [{departure, return, destinations, daysOutside, reason}],
/// total, limit, unknownDays}`, plus `rule`, `limitCondition`, `limitDescription`, `warnings` and, per trip, `open` and `unknownDays`.
public struct AbsencesReport: Sendable, Equatable, Codable {
    public struct Period: Sendable, Equatable, Codable {
        public var start: LocalDay
        public var end: LocalDay
    }

    public struct Trip: Sendable, Equatable, Codable {
        public var departure: LocalDay
        /// The day back; for a trip not over by `on`, `on` itself (`open`).
        public var `return`: LocalDay
        /// Countries visited, in visiting order.
        public var destinations: [CountryCode]
        /// Days wholly outside the country that fall in the period (a trip straddling the period's start counts only
        /// its days inside it).
        public var daysOutside: Int
        /// The person's notes on stays (and review answers) abroad during the trip, else empty.
        public var reason: String
        /// The person had not come back by `on`.
        public var open: Bool
        /// Days of the trip inside the period with no evidence: the dates are the last day known in the country and
        /// the first day known back, so these are counted as outside.
        public var unknownDays: Int
    }

    public let authority: AbsenceAuthority
    public let rule: String
    public let on: LocalDay
    public let period: Period
    public let trips: [Trip]
    /// The sum of `daysOutside`.
    public let total: Int
    /// The days outside the rule allows: its first limit on days away added up, else the days of its first presence window less the
    /// presence it asks for; null when it sets none in days.
    @Nullable public var limit: Int?
    /// The condition `limit` comes from, and what it says.
    @Nullable public var limitCondition: String?
    @Nullable public var limitDescription: String?
    /// Days of the period with no evidence (before the ledger begins and after it ends included).
    public let unknownDays: Int
    public let warnings: [String]

    /// The trips `authority`'s form asks about on `on`, read from `ledger` for the zone of `rule` (the eligibility rule of
    /// the authority's id). `stays` give each trip's reason. The period is every day a condition of the rule reads on
    /// `on` (from the earliest window start to the latest end).
    public init(authority: AbsenceAuthority, rule: EligibilityRule, zone: Zone, ledger: Ledger, stays: [Stay], on: LocalDay) {
        self.authority = authority
        self.rule = rule.id
        self.on = on
        let windows = rule.conditions.filter { $0.measure != .status }.map { $0.window.period(on: on) }
        let period = windows.isEmpty ? DayRange(on, on)! : DayRange(windows.map(\.first).min()!, windows.map(\.last).max()!)!
        self.period = Period(start: period.first, end: period.last)
        var trips: [Trip] = []
        for found in TripOutside.trips(in: ledger, zone: zone, through: on) {
            let back = found.back ?? on
            guard found.departure <= period.last, back >= period.first, authority.lists(departure: found.departure, return: back) else { continue }
            let outside = DayRange(found.departure.adding(days: 1), back.adding(days: -1)).flatMap { days in
                DayRange(max(days.first, period.first), min(days.last, period.last))
            }
            trips.append(Trip(
                departure: found.departure, return: back, destinations: found.destinations, daysOutside: outside?.count ?? 0,
                reason: AbsencesReport.reason(stays: stays, zone: zone, from: found.departure, to: back), open: found.back == nil,
                unknownDays: found.unknownDays.filter { period.contains($0) && $0 < back }.count))
        }
        self.trips = trips
        total = trips.reduce(0) { $0 + $1.daysOutside }
        let limit = AbsencesReport.limit(of: rule, on: on)
        self.limit = limit?.days
        limitCondition = limit?.condition.id
        limitDescription = limit?.condition.description
        let unknown = TripOutside.unknownDays(in: ledger, zone: zone, period: period)
        unknownDays = unknown
        var warnings: [String] = []
        if unknown > 0 {
            warnings.append(
                "\(EligibilityReport.grouped(unknown)) of the \(EligibilityReport.grouped(period.count)) days of the period have no evidence: "
                    + "a trip in them is not listed, and the trips around them may be longer or shorter")
        }
        if let open = trips.last, open.open {
            warnings.append("the trip that began \(open.departure) is not over: it is counted to \(on), as if you came back that day")
        }
        self.warnings = warnings
    }

    /// The notes of the stays abroad that share a day with the trip, each once, in the order the stays begin.
    static func reason(stays: [Stay], zone: Zone, from departure: LocalDay, to back: LocalDay) -> String {
        var notes: [String] = []
        for stay in stays.sorted(by: { $0.entry < $1.entry }) where !zone.contains(stay.country, on: stay.entry) {
            guard let note = stay.note?.trimmingCharacters(in: .whitespacesAndNewlines), !note.isEmpty,
                stay.entry <= back, (stay.exit ?? back) >= departure, !notes.contains(note)
            else { continue }
            notes.append(note)
        }
        return notes.joined(separator: "; ")
    }

    /// The days outside `rule` allows on `on`, and the condition that says so: a limit on days away added up (in the
    /// period or in any twelve months), not on one absence's length.
    static func limit(of rule: EligibilityRule, on: LocalDay) -> (days: Int, condition: EligibilityCondition)? {
        let summed: Set<EligibilityCondition.Aggregate> = [.total, .mostInAnyTwelveMonths]
        if let absence = rule.conditions.first(where: { $0.measure == .absence && $0.kind == .max && $0.limit != nil && summed.contains($0.aggregate ?? .total) }) {
            return (absence.limit!, absence)
        }
        if let presence = rule.conditions.first(where: { $0.measure == .presence && $0.kind == .min && $0.limit != nil && ($0.aggregate ?? .total) == .total }) {
            return (max(0, presence.window.period(on: on).count - presence.limit!), presence)
        }
        return nil
    }
}

extension TripOutside {
    /// Days of `period` with no evidence for `zone`: no ledger day, an unknown day, or a zone-only day of another zone.
    static func unknownDays(in ledger: Ledger, zone: Zone, period: DayRange) -> Int {
        let known = ledger.days.filter { day in
            period.contains(day.date) && (day.isZoneOnly ? day.zones.contains(zone.id) : !day.isUnknown)
        }
        return period.count - Set(known.map(\.date)).count
    }
}
