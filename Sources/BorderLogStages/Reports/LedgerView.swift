import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStore

/// What reports read: the latest ledger snapshot (or a range of it) and the rules in force.
public struct LedgerView: Sendable {
    public let ledger: Ledger
    public let rules: RuleBook
    public let snapshot: SnapshotRecord
    /// Evidence changed after the snapshot was computed.
    public let isStale: Bool
    /// Saved what-if stays; reports count them only when asked (`--with-plans`).
    public let plans: [Plan]
    /// Border crossings as imported: the official record `reconcile` holds the ledger against.
    public let crossings: [Crossing]
    /// The person's nationalities, home and statuses (`profile.json`).
    public let profile: Profile
    /// The stays the person stated or answered in review: their notes are the reasons of trips abroad.
    public let stays: [Stay]
    /// What official checks said remained (`crossings checkpoint`), by day.
    public let checkpoints: [Checkpoint]

    /// The latest snapshot's days (within `range`, when given); throws `StoreError.noSnapshot` before the first `infer`.
    public init(store: Store, rules: RuleBook, profile: Profile = Profile(), range: DayRange? = nil) throws {
        let (ledger, snapshot, stale) = try store.currentLedger(in: range)
        self.ledger = ledger
        self.rules = rules
        self.profile = profile
        self.snapshot = snapshot
        isStale = stale
        plans = try store.plans()
        crossings = try store.crossings().map(\.crossing)
        stays = try store.stays().map(\.stay)
        checkpoints = try store.checkpoints()
    }

    /// The warning a report shows when its snapshot is older than the evidence.
    public var staleWarning: String? {
        isStale ? "warning: evidence changed after snapshot #\(snapshot.id ?? 0) was computed; run `borderlog infer` for current answers" : nil
    }

    /// The zone and its rolling limit.
    public func rollingLimit(for zoneID: ZoneID) throws(ReportError) -> (Zone, RollingLimit) {
        let (zone, _, limit) = try rollingRule(for: zoneID)
        return (zone, limit)
    }

    /// The zone, the rule of its rolling limit (whose `exemptReasons` say which days to leave out: permit days for
    /// Schengen), and the limit.
    public func rollingRule(for zoneID: ZoneID) throws(ReportError) -> (Zone, Rule, RollingLimit) {
        guard let zone = rules.zone(zoneID), let rule = rules.rollingLimit(for: zoneID), let limit = RollingLimit(rule) else {
            throw .noRollingLimit(zone: zoneID, zonesWithOne: rules.zones.filter { rules.rollingLimit(for: $0.id) != nil }.map(\.id))
        }
        return (zone, rule, limit)
    }

    /// `report schengen`: the zone's rolling limit on `day`, without the days its rule leaves out (permit days); not
    /// applying to a national the rule exempts.
    public func schengen(zone zoneID: ZoneID, on day: LocalDay) throws(ReportError) -> SchengenReport {
        let (zone, rule, limit) = try rollingRule(for: zoneID)
        let bilateral = rules.enabledRules.first { $0.zone == zoneID && $0.bilateral != nil }
        var report = SchengenReport(zone: zone, limit: limit, ledger: ledger, on: day, rule: rule, nationalities: profile.nationalities, bilateral: bilateral)
        if zoneID == .schengen { report.checkpoint = try checkpointComparisons(through: day).last }
        return report
    }

    /// Each checkpoint on or before `day` beside the ledger's Schengen count on its own day.
    public func checkpointComparisons(through day: LocalDay) throws(ReportError) -> [CheckpointComparison] {
        let relevant = checkpoints.filter { $0.on <= day }
        guard !relevant.isEmpty else { return [] }
        let (zone, rule, limit) = try rollingRule(for: .schengen)
        let counted = ledger.countedDays(for: rule, zone: zone)
        return relevant.map { checkpoint in
            CheckpointComparison(
                authority: checkpoint.authority, on: checkpoint.on, recordRemaining: checkpoint.remaining,
                ledgerRemaining: limit.status(of: counted, on: checkpoint.on).remaining)
        }
    }

    /// `report reconcile`: the ledger against the crossings of `authority` (all, when nil) on `day`.
    public func reconcile(authority: Crossing.Authority?, on day: LocalDay) throws(ReportError) -> ReconcileReport {
        let schengen = try rollingRule(for: ZoneID.schengen)
        var report = ReconcileReport(ledger: ledger, crossings: crossings, authority: authority, on: day, schengen: schengen)
        let compared = try checkpointComparisons(through: day).filter { authority == nil || $0.authority == authority }
        report.checkpoints = compared.isEmpty ? nil : compared
        return report
    }

    /// `report forecast --zone`: a planned stay against the zone's rolling limit; not applying to a national the rule
    /// exempts, as `schengen` decides.
    public func forecast(
        zone zoneID: ZoneID, enter: LocalDay, exit: LocalDay?, length: Int?, withPlans: Bool = false
    ) throws(ReportError) -> ForecastReport {
        let (zone, rule, _) = try rollingRule(for: zoneID)
        return ForecastReport(
            rule: rule, zone: zone, ledger: ledger, plans: withPlans ? plans : [], enter: enter, exit: exit, length: length,
            nationalities: profile.nationalities)
    }

    /// `report forecast --rule`: a planned stay against any rule, turned on or not; with `withPlans`, saved plans count
    /// as if they happened.
    public func forecast(
        rule ruleID: String, enter: LocalDay, exit: LocalDay?, length: Int?, withPlans: Bool = false
    ) throws(ReportError) -> ForecastReport {
        guard let rule = rules.rule(ruleID), let zone = rules.zone(rule.zone) else {
            throw .unknownRule(id: ruleID, known: rules.rules.map(\.id))
        }
        // A status held on the entry day brings its own limits (the UAE's 90 days for a resident).
        return ForecastReport(
            rule: rule.limits(for: profile.statuses, on: enter), zone: zone, ledger: ledger, plans: withPlans ? plans : [], enter: enter, exit: exit,
            length: length, nationalities: profile.nationalities)
    }

    /// `report rules`: every rule turned on, on `day`; with `withPlans`, saved plans count as if they happened.
    public func ruleStatuses(on day: LocalDay, withPlans: Bool = false) -> [RuleStatus] {
        rules.enabledRules.compactMap { rule in
            rules.zone(rule.zone).map {
                RuleStatus(
                    rule: rule, zone: $0, ledger: ledger, on: day, plans: withPlans ? plans : [], nationalities: profile.nationalities,
                    alsoZone: rule.alsoAtMost.flatMap { rules.zone($0.zone) }, statuses: profile.statuses,
                    otherZones: rule.otherZones.compactMap { rules.zone($0) })
            }
        }
    }

    /// `report countries`: days per country in the standard windows and `custom`, with the profile's home.
    public func countryCounts(on day: LocalDay, custom: DayRange?) -> CountryCountsReport {
        CountryCountsReport(ledger: ledger, on: day, custom: custom, home: profile.home)
    }

    /// `report regions`: days per state or province in the standard windows and `custom`, of `country` or of every
    /// country with a region layer.
    public func regionCounts(on day: LocalDay, custom: DayRange?, country: CountryCode?) -> RegionCountsReport {
        RegionCountsReport(ledger: ledger, on: day, custom: custom, country: country)
    }

    /// `report eligibility`: an eligibility rule, turned on or not, on `day` with the profile's statuses; with
    /// `withPlans`, saved plans count as planned.
    public func eligibility(rule ruleID: String, on day: LocalDay, withPlans: Bool = false) throws(ReportError) -> EligibilityReport {
        guard let rule = rules.eligibilityRule(ruleID), let zone = rules.zone(rule.zone) else {
            throw .unknownEligibilityRule(id: ruleID, known: rules.eligibility.map(\.id))
        }
        return EligibilityReport(rule: rule, zone: zone, ledger: ledger, profile: profile, on: day, plans: withPlans ? plans : [])
    }

    /// Every eligibility rule turned on, answered on `day`, for the HTML and PDF reports.
    public func eligibilityAnswers(on day: LocalDay) -> [EligibilityAnswer] {
        rules.enabledEligibilityRules.compactMap { rule in
            rules.zone(rule.zone).map { zone in
                EligibilityAnswer(
                    rule: rule.id, name: rule.name,
                    report: EligibilityReport(rule: rule, zone: zone, ledger: ledger, profile: profile, on: day))
            }
        }
    }

    /// `report absences`: the trips out of `authority`'s country its form asks about on `day`, from its eligibility rule.
    public func absences(_ authority: AbsenceAuthority, on day: LocalDay) throws(ReportError) -> AbsencesReport {
        guard let rule = rules.eligibilityRule(authority.ruleID), let zone = rules.zone(rule.zone) else {
            throw .unknownEligibilityRule(id: authority.ruleID, known: rules.eligibility.map(\.id))
        }
        return AbsencesReport(authority: authority, rule: rule, zone: zone, ledger: ledger, stays: stays, on: day)
    }

    /// The trips tables of every eligibility rule turned on that is an authority's, for the HTML and PDF reports.
    public func absenceTables(on day: LocalDay) -> [AbsencesReport] {
        rules.enabledEligibilityRules.compactMap { AbsenceAuthority(rawValue: $0.id) }.compactMap { try? absences($0, on: day) }
    }

    /// Where each day's located evidence was made, for an export that asks for coordinates.
    public static func places(in ledger: Ledger, store: Store) throws -> [LocalDay: [LedgerExport.Place]] {
        guard let first = ledger.days.first?.date, let last = ledger.days.last?.date else { return [:] }
        var places: [LocalDay: [LedgerExport.Place]] = [:]
        for (signal, _) in try store.signals(in: DayRange(first, last)) {
            guard let coordinate = signal.coordinate else { continue }
            places[signal.day, default: []].append(LedgerExport.Place(kind: signal.kind, local: signal.local, coordinate: coordinate))
        }
        return places
    }

    /// `report trips`: the trips of the days from `from` through `to` (either open).
    public func trips(from: LocalDay? = nil, to: LocalDay? = nil, today: LocalDay = .today()) -> TripsReport {
        TripsReport(ledger: days(from: from, to: to), rules: rules, today: today)
    }

    /// The ledger's days from `from` through `to` (either open).
    public func days(from: LocalDay?, to: LocalDay?) -> Ledger {
        var selected = ledger
        selected.days.removeAll { day in from.map { day.date < $0 } ?? false || to.map { day.date > $0 } ?? false }
        return selected
    }
}

/// A report asked for something the rules do not define.
public enum ReportError: Error, CustomStringConvertible, Equatable {
    case noRollingLimit(zone: ZoneID, zonesWithOne: [ZoneID])
    case unknownRule(id: String, known: [String])
    case unknownEligibilityRule(id: String, known: [String])

    public var description: String {
        switch self {
        case .noRollingLimit(let zone, let zones):
            "zone '\(zone)' has no rolling-window limit; zones with one: \(zones.map(\.rawValue).joined(separator: ", "))"
        case .unknownRule(let id, let known):
            "no rule '\(id)'; rules: \(known.joined(separator: ", ")) (see `borderlog rules list`)"
        case .unknownEligibilityRule(let id, let known):
            "no eligibility rule '\(id)'; eligibility rules: \(known.joined(separator: ", ")) (see `borderlog rules list`)"
        }
    }
}
