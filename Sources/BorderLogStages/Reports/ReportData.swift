import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStore
import Foundation

/// Everything a report for people (the HTML page, the audit PDF) shows about a range of the ledger, computed once
/// by the same functions as the command line's reports, so that every figure agrees with them.
public struct ReportData: Sendable {
    /// One piece of evidence beside a day, as the day panel lists it.
    public struct Evidence: Sendable, Equatable {
        public var kind: EvidenceSource
        /// Index into `sources`, nil for stays added by hand and overrides.
        public var source: Int?
        public var local: WallTime?
        public var country: CountryCode?
        public var weight: Double?
        public var note: String?
        /// Only when the report was asked to show coordinates.
        public var coordinate: Coordinate?
    }

    /// What the panel shows for one day beyond the ledger day itself.
    public struct DayDetail: Sendable, Equatable {
        public var evidence: [Evidence]
        /// Signals stored for the day, of which `evidence` shows the first few.
        public var signalCount: Int
    }

    /// A date on which zone days drop out of the rolling window, if no more are added.
    public struct RollOff: Sendable, Equatable {
        public var date: LocalDay
        /// Zone days that stop counting on `date`.
        public var days: Int
        /// Days remaining on `date`.
        public var remaining: Int
    }

    /// The zone days used on each day of the range, for the chart.
    public struct RollingSeries: Sendable, Equatable {
        public var zone: Zone
        public var limit: RollingLimit
        /// `used[i]` is the count on `range.first + i`.
        public var used: [Int]
        public var rollOffs: [RollOff]
    }

    /// Days per country in one calendar year of the range.
    public struct YearCount: Sendable, Equatable {
        public var year: Int
        public var countries: [CountryCode: Int]
    }

    public let range: DayRange?
    /// The ledger's days within the range.
    public let ledger: Ledger
    /// The day figures are given for: the range's last day.
    public let on: LocalDay
    public let today: LocalDay
    public let generatedAt: Date
    public let snapshot: SnapshotRecord
    public let isStale: Bool
    public let schengen: SchengenReport?
    public let series: RollingSeries?
    /// Standard windows ending on `on`, and the range.
    public let counts: CountryCountsReport
    /// The same windows per state or province (docs/regions.md).
    public let regionCounts: RegionCountsReport
    /// Zone-only days in the Schengen figure's window: counted as used, and not among its unknown days.
    public let schengenZoneOnlyDays: Int
    public let years: [YearCount]
    public let rules: [RuleStatus]
    /// The eligibility rules turned on, answered on `on`.
    public let eligibility: [EligibilityAnswer]
    /// The trips abroad each form asks for, for the eligibility rules turned on that are an authority's
    /// (`report absences` on `on`).
    public let absences: [AbsencesReport]
    /// The zones and rules in force (those `rules` evaluates, and the ones turned off).
    public let ruleBook: RuleBook
    public let trips: [TripsReport.Trip]
    public let details: [LocalDay: DayDetail]
    /// The overrides on days of the range, by date.
    public let overrides: [DayOverride]
    /// Source files named by evidence, once each.
    public let sources: [String]
    public let withCoordinates: Bool
    /// The ledger against the official record (`report reconcile` for every authority on `on`); nil when no crossing
    /// was imported.
    public let reconcile: ReconcileReport?
    /// The record `reconcile` reads: the crossings on or before `on`, in date order.
    public let crossings: [Crossing]

    /// Signals listed per day; the rest are counted (`borderlog explain DATE` lists them all).
    public static let evidencePerDay = 8

    /// The name of the zone a zone-only day is in ("Schengen Area"), as the rules in force call it.
    public func zoneName(of day: LedgerDay) -> String {
        day.zones.map(ruleBook.name(of:)).joined(separator: ", ")
    }

    /// The name of the Schengen Area in the rules in force: the zone of every zone-only day.
    public var schengenName: String { ruleBook.name(of: .schengen) }
}

extension Stages {
    /// The report of the latest snapshot from `from` through `to` (default: all of it), with Schengen (`zone`) as
    /// the rolling limit charted.
    public static func reportData(
        _ view: LedgerView, store: Store, from: LocalDay? = nil, to: LocalDay? = nil, today: LocalDay = .today(),
        zone zoneID: ZoneID = ZoneID.schengen, withCoordinates: Bool = false, policy: InferencePolicy = .standard
    ) throws -> ReportData {
        let ledger = view.days(from: from, to: to)
        let range = ledger.range
        let on = range?.last ?? to ?? today
        // The zone's rule decides which days count (permit days do not), as in `report schengen`.
        let rolling = try? view.rollingRule(for: zoneID)
        let series = rolling.flatMap { zone, rule, limit in
            range.map { rollingSeries(zone: zone, limit: limit, counted: view.ledger.countedDays(for: rule, zone: zone), range: $0) }
        }
        var details: [LocalDay: ReportData.DayDetail] = [:]
        var sources: [String] = []
        let overrides = try range.map { range in try store.overrides().filter { range.contains($0.date) } } ?? []
        if let range {
            (details, sources) = try dayDetails(store: store, range: range, withCoordinates: withCoordinates, policy: policy)
            try addStatements(to: &details, store: store, range: range)
        }
        // As `report schengen` answers it: with the bilateral agreement days and the latest EES checkpoint.
        let schengen = rolling.flatMap { _ in try? view.schengen(zone: zoneID, on: on) }
        let counts = view.countryCounts(on: on, custom: range)
        return ReportData(
            range: range, ledger: ledger, on: on, today: today, generatedAt: Date(), snapshot: view.snapshot, isStale: view.isStale,
            schengen: schengen, series: series, counts: counts, regionCounts: view.regionCounts(on: on, custom: range, country: nil),
            schengenZoneOnlyDays: schengen.map { zoneOnlyCount(view.ledger, DayRange($0.windowStart, $0.windowEnd)) } ?? 0,
            years: yearCounts(ledger), rules: view.ruleStatuses(on: on), eligibility: view.eligibilityAnswers(on: on),
            absences: view.absenceTables(on: on),
            ruleBook: view.rules, trips: TripsReport(ledger: ledger, rules: view.rules, today: today).trips, details: details,
            overrides: overrides, sources: sources,
            withCoordinates: withCoordinates,
            reconcile: view.crossings.isEmpty ? nil : (try? view.reconcile(authority: nil, on: on)),
            crossings: view.crossings.filter { $0.date <= on })
    }

    private static func zoneOnlyCount(_ ledger: Ledger, _ range: DayRange?) -> Int {
        guard let range else { return 0 }
        return ledger.days.filter { $0.isZoneOnly && range.contains($0.date) }.count
    }

    private static func rollingSeries(zone: Zone, limit: RollingLimit, counted zoneDays: ZoneDays, range: DayRange) -> ReportData.RollingSeries {
        let used = (0..<range.count).map { limit.status(of: zoneDays, on: range.first.adding(days: $0)).used }
        // Each zone day in the window of the last day stops counting `windowDays` days later.
        let last = range.last
        var dropping: [LocalDay: Int] = [:]
        for day in zoneDays.days(in: limit.window(on: last)) { dropping[day.adding(days: limit.windowDays), default: 0] += 1 }
        var remaining = max(0, limit.maxDays - (used.last ?? 0))
        var rolled = 0
        let usedOnLast = used.last ?? 0
        let rollOffs = dropping.keys.sorted().map { date -> ReportData.RollOff in
            rolled += dropping[date]!
            remaining = max(0, limit.maxDays - (usedOnLast - rolled))
            return ReportData.RollOff(date: date, days: dropping[date]!, remaining: remaining)
        }
        return ReportData.RollingSeries(zone: zone, limit: limit, used: used, rollOffs: rollOffs)
    }

    private static func yearCounts(_ ledger: Ledger) -> [ReportData.YearCount] {
        var years: [Int: [CountryCode: Int]] = [:]
        for day in ledger.days {
            years[day.date.year, default: [:]] = years[day.date.year, default: [:]]
            for country in Set(day.countries) { years[day.date.year]![country, default: 0] += 1 }
        }
        return years.keys.sorted().map { ReportData.YearCount(year: $0, countries: years[$0]!) }
    }

    private static func dayDetails(
        store: Store, range: DayRange, withCoordinates: Bool, policy: InferencePolicy
    ) throws -> ([LocalDay: ReportData.DayDetail], [String]) {
        let evidence = try store.dayEvidence(in: range, perDay: ReportData.evidencePerDay)
        var sourceIndex: [String: Int] = [:]
        var sources: [String] = []
        var details: [LocalDay: ReportData.DayDetail] = [:]
        for (day, total) in evidence.totals { details[day] = ReportData.DayDetail(evidence: [], signalCount: total) }
        for (signal, source) in evidence.signals {
            let index = sourceIndex[source] ?? {
                sources.append(source)
                sourceIndex[source] = sources.count - 1
                return sources.count - 1
            }()
            details[signal.day, default: .init(evidence: [], signalCount: 0)].evidence.append(ReportData.Evidence(
                kind: EvidenceSource(signal.kind), source: index, local: signal.local, country: signal.country,
                weight: EvidencePoint(signal).map { policy.weight(of: $0) } ?? 0, note: Stages.note(for: signal),
                coordinate: withCoordinates ? signal.coordinate : nil))
        }
        return (details, sources)
    }

    /// Stays and overrides are few; each day they cover lists them.
    private static func addStatements(to details: inout [LocalDay: ReportData.DayDetail], store: Store, range: DayRange) throws {
        for record in try store.stays() {
            guard let days = record.stay.days(openEnd: range.last) else { continue }
            let first = max(days.first.ordinal, range.first.ordinal), last = min(days.last.ordinal, range.last.ordinal)
            guard first <= last else { continue }
            for ordinal in first...last {
                details[LocalDay(ordinal: ordinal), default: .init(evidence: [], signalCount: 0)].evidence.append(ReportData.Evidence(
                    kind: .manual, country: record.country, note: record.stay.rangeDescription + (record.note.map { ", \($0)" } ?? "")))
            }
        }
        for override in try store.overrides() where range.contains(override.date) {
            details[override.date, default: .init(evidence: [], signalCount: 0)].evidence.append(ReportData.Evidence(
                kind: .override, country: override.countries.last, note: override.countries.map(\.rawValue).joined(separator: ",") + (override.note.map { ": \($0)" } ?? "")))
        }
    }
}
