/// Reads the ledger day by day under one counting mode: which days count toward a rule in a zone.
///
/// - `anyPresence`: any of the day's countries is in the zone (a layover, kept apart as `evidence["transit"]`, only
///   with `countTransit`).
/// - `midnight`: the day ended in the zone, except a one-night transit (Finance Act 2013 Sch. 45; HMRC RDR3):
///   the day began abroad (or the day before ended abroad) and the next day ends abroad. `countTransit` counts it too.
/// - `arrivalNotDeparture`: the day began outside the zone and reached it (arrival; in and out the same day), or was
///   spent wholly in it; a day that began in the zone and left it (departure; out and back) does not count.
/// - `absence`: a known day with none of its countries in the zone.
///
/// A day whose `exempt` reasons meet the honoured ones never counts. A zone-only day (inside the zone by the record,
/// country unknown) counts for the zone it names under every mode but `absence`, and for no other zone.
public struct DayCounting: Sendable {
    public let zone: Zone
    public let counting: Rule.Counting
    public let countTransit: Bool
    public let honoured: Set<ExemptReason>

    public init(zone: Zone, counting: Rule.Counting, countTransit: Bool = false, honoured: Set<ExemptReason> = []) {
        self.zone = zone
        self.counting = counting
        self.countTransit = countTransit
        self.honoured = honoured
    }

    /// How `rule` counts days in `zone`.
    public init(rule: Rule, zone: Zone) {
        self.init(zone: zone, counting: rule.counting, countTransit: rule.countTransit ?? false, honoured: Set(rule.exemptReasons ?? []))
    }

    /// The days of `ledger` that count.
    public func days(of ledger: Ledger) -> ZoneDays {
        let days = ledger.days
        return ZoneDays(days.indices.lazy.filter { index in
            let day = days[index]
            guard honoured.isDisjoint(with: day.exempt) else { return false }
            let previous = index > 0 && days[index - 1].date == day.date.adding(days: -1) ? days[index - 1] : nil
            let next = index + 1 < days.count && days[index + 1].date == day.date.adding(days: 1) ? days[index + 1] : nil
            return counts(day, previous: previous, next: next)
        }.map { days[$0].date })
    }

    /// Whether `day` counts, given the days either side of it when the ledger has them.
    func counts(_ day: LedgerDay, previous: LedgerDay?, next: LedgerDay?) -> Bool {
        let date = day.date
        if day.isZoneOnly { return counting != .absence && day.zones.contains(zone.id) }
        func inZone(_ country: CountryCode) -> Bool { zone.contains(country, on: date) }
        switch counting {
        case .anyPresence:
            return zone.containsAny(day.countries, on: date)
                || countTransit && zone.containsAny((day.evidence["transit"] ?? [:]).keys.compactMap(CountryCode.init), on: date)
        case .midnight:
            guard let last = day.country, inZone(last) else { return false }
            guard !countTransit else { return true }
            let arrived = day.countries.first.map { !inZone($0) } ?? false
                || previous?.country.map { !zone.contains($0, on: previous!.date) } ?? false
            let leavesNextDay = next?.country.map { !zone.contains($0, on: next!.date) } ?? false
            return !(arrived && leavesNextDay)
        case .arrivalNotDeparture:
            guard let first = day.countries.first, day.countries.contains(where: inZone) else { return false }
            return !inZone(first) || day.countries.allSatisfy(inZone)
        case .absence:
            return !day.isUnknown && !zone.containsAny(day.countries, on: date)
        }
    }
}

extension Ledger {
    /// Days that count toward `rule` in `zone`: its counting mode, its transit setting and the exempt reasons it honours.
    public func countedDays(for rule: Rule, zone: Zone) -> ZoneDays {
        DayCounting(rule: rule, zone: zone).days(of: self)
    }
}
