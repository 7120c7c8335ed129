import BorderLogInference
import BorderLogModel

/// The ledger held against the official record, day by day (`report reconcile`, docs/evidence/stays-and-crossings.md).
///
/// The record is the crossings of one authority (or all of them): between an entry and the next exit of an area
/// (the Schengen Area for member states, else the country) the record puts the person `inside` it, both days
/// included; every other day of its period it puts them `outside`. Listed are only the days the two disagree on:
/// - `missing-in-ledger`: the record says inside, the ledger knows the day and places it outside the area (a
///   zone-only day of another zone included);
/// - `unknown-in-ledger`: the record says inside, the ledger names no country and no zone.
///
/// A zone-only day inside the record's zone, and a day the ledger filled from a country's record (entry to exit,
/// nothing else placing it), are in the record's area: they agree and are not listed.
/// - `extra-in-ledger`: the record says outside, the ledger places the day in one of the record's areas.
public struct ReconcileReport: Sendable, Equatable, Codable {
    public enum Side: String, Sendable, Codable {
        case inside, outside
    }

    public enum Kind: String, Sendable, Codable, CaseIterable {
        case missingInLedger = "missing-in-ledger"
        case unknownInLedger = "unknown-in-ledger"
        case extraInLedger = "extra-in-ledger"
    }

    public struct Period: Sendable, Equatable, Codable {
        public var start: LocalDay
        public var end: LocalDay

        public init(start: LocalDay, end: LocalDay) {
            self.start = start
            self.end = end
        }
    }

    /// The zone's count on `on`, from the record alone (as the border's calculator counts it) and from the ledger.
    public struct Count: Sendable, Equatable, Codable {
        public var recordUsed: Int
        public var ledgerUsed: Int
        public var recordRemaining: Int
        public var ledgerRemaining: Int
    }

    public struct Day: Sendable, Equatable, Codable {
        public var date: LocalDay
        public var record: Side
        /// The ledger's countries that day, in visiting order; empty when it names none.
        public var ledger: [CountryCode]
        public var kind: Kind
        /// The area the day is about: the record's for a day it puts inside, else the one the ledger places it in
        /// (written `schengen` or a country code). An extension of the contract.
        public var area: PresenceArea
    }

    public var on: LocalDay
    /// The authority whose crossings are the record; null when every imported crossing is.
    @Nullable public var authority: Crossing.Authority?
    /// The record's first to last crossing (an open entry runs to `on`); null without crossings.
    @Nullable public var period: Period?
    public var schengen: Count
    public var days: [Day]
    /// What the record itself leaves open: exits with no entry before them (the record begins mid-trip), an entry
    /// still open on `on`. An extension of the contract.
    public var notes: [String]
    /// The EES checkpoints up to `on` (`crossings checkpoint`), each beside the ledger's count on its day; left out
    /// when there are none. An extension of the contract (docs/evidence/stays-and-crossings.md).
    public var checkpoints: [CheckpointComparison]?

    /// - Parameters:
    ///   - crossings: every stored crossing; those of `authority` (all, when nil) up to `on` are the record.
    ///   - schengen: the zone, the rule and the rolling limit `report schengen` counts with.
    public init(
        ledger: Ledger, crossings: [Crossing], authority: Crossing.Authority?, on: LocalDay,
        schengen: (zone: Zone, rule: Rule, limit: RollingLimit)
    ) {
        self.on = on
        self.authority = authority
        let record = crossings.filter { (authority == nil || $0.authority == authority) && $0.date <= on }
        let intervals = CrossingInterval.intervals(of: record, schengen: schengen.zone)
        var inside: [LocalDay: PresenceArea] = [:]
        for interval in intervals {
            // An exit with no entry: the record knows only that the person was inside on that day.
            guard let days = interval.days(openEnd: on) ?? interval.exit.flatMap({ DayRange($0.date, $0.date) }) else { continue }
            for date in days where inside[date] == nil { inside[date] = interval.area }
        }
        let areas = Set(intervals.map(\.area))
        let period = record.map(\.date).min().map { first in
            Period(start: first, end: intervals.contains { $0.exit == nil } ? on : record.map(\.date).max()!)
        }
        self.period = period

        let ledgerDays = Dictionary(ledger.days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        func isIn(_ day: LedgerDay, _ area: PresenceArea) -> Bool {
            switch area {
            case .zone(let id): day.zones.contains(id) || id == schengen.zone.id && schengen.zone.containsAny(day.countries, on: day.date)
            case .country(let code): day.countries.contains(code)
            }
        }
        var listed: [Day] = []
        if let period {
            for date in DayRange(period.start, period.end)! {
                let day = ledgerDays[date]
                let countries = day?.countries ?? []
                if let area = inside[date] {
                    // A zone-only day in the record's zone and a day filled from a country's record are in its area.
                    if let day, isIn(day, area) { continue }
                    if countries.isEmpty && (day?.zones.isEmpty ?? true) {
                        listed.append(Day(date: date, record: .inside, ledger: [], kind: .unknownInLedger, area: area))
                    } else {
                        listed.append(Day(date: date, record: .inside, ledger: countries, kind: .missingInLedger, area: area))
                    }
                } else if let day, let area = areas.sorted().first(where: { isIn(day, $0) }) {
                    listed.append(Day(date: date, record: .outside, ledger: countries, kind: .extraInLedger, area: area))
                }
            }
        }
        days = listed

        let recordDays = ZoneDays(inside.filter { $0.value == .zone(schengen.zone.id) }.keys)
        let recordUsed = schengen.limit.status(of: recordDays, on: on).used
        let ledgerUsed = schengen.limit.status(of: ledger.countedDays(for: schengen.rule, zone: schengen.zone), on: on).used
        self.schengen = Count(
            recordUsed: recordUsed, ledgerUsed: ledgerUsed, recordRemaining: max(0, schengen.limit.maxDays - recordUsed),
            ledgerRemaining: max(0, schengen.limit.maxDays - ledgerUsed))

        notes = intervals.compactMap { interval in
            if interval.entry == nil, let exit = interval.exit {
                return "the \(exit.summary) has no entry before it in the record (it may begin mid-trip, or miss an entry): it counts as inside on that day only"
            }
            if interval.exit == nil, let entry = interval.entry {
                return "the \(entry.summary) has no exit in the record: it counts as inside through \(on)"
            }
            return nil
        }
    }
}
