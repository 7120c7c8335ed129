import BorderLogModel

/// Reads the ledger day by day under one counting mode: which days count toward a rule in a zone.
///
/// - `anyPresence`: any of the day's countries is in the zone (a layover, kept apart as `evidence[.transit]`, only
///   with `countTransit`).
/// - `midnight`: the day ended in the zone. The UK's transit exception (Finance Act 2013 Sch. 45 para 22(4); HMRC
///   RDR3: arriving as a passenger and leaving the next day) is applied only to days the person marked
///   (`override DATE CC --exempt transit`, for rules that honour `transit`): whether the day was spent on the
///   journey alone is for the person to say. An unmarked arrival from abroad followed by a departure the next day is
///   counted, and `possibleTransitDays` lists it.
/// - `arrivalNotDeparture`: the day began outside the zone and reached it (arrival; in and out the same day), or was
///   spent wholly in it; a day that began in the zone and left it (departure; out and back) does not count.
/// - `absence`: a known day with none of its countries in the zone.
/// - `fullDayAbroad`: an absence day with no layover or airborne sample in the zone, not begun where the day before
///   ended in the zone and not ended where the next day begins in it (Treas. Reg. §1.911-2(d)(2): a full day is a
///   period of 24 consecutive hours beginning at midnight; IRS Publication 54: the day you arrive abroad on a night
///   flight from the US is not a full day, your first full day is the next). A day on which a flight to or from the
///   zone lands or leaves abroad never counts, whatever the stays say of the day before (`isFlightDayToOrFromZone`).
///
/// A day whose `exempt` reasons meet the honoured ones never counts. A zone-only day (inside the zone by the record,
/// country unknown) counts for the zone it names under every mode but `absence`, and for no other zone.
public struct DayCounting: Sendable {
    public let zone: Zone
    public let counting: Rule.Counting
    public let countTransit: Bool
    public let honoured: Set<ExemptReason>
    /// Under `absence`: only absences this long or longer count (see `Rule.minAbsenceDays`).
    public let minAbsenceDays: Int?

    public init(zone: Zone, counting: Rule.Counting, countTransit: Bool = false, honoured: Set<ExemptReason> = [], minAbsenceDays: Int? = nil) {
        self.zone = zone
        self.counting = counting
        self.countTransit = countTransit
        self.honoured = honoured
        self.minAbsenceDays = minAbsenceDays
    }

    /// How `rule` counts days in `zone`.
    public init(rule: Rule, zone: Zone) {
        self.init(
            zone: zone, counting: rule.counting, countTransit: rule.countTransit ?? false, honoured: Set(rule.exemptReasons ?? []),
            minAbsenceDays: rule.minAbsenceDays)
    }

    /// The days of `ledger` that count.
    public func days(of ledger: Ledger) -> ZoneDays {
        let days = ledger.days
        let counted = days.indices.lazy.filter { index in
            let day = days[index]
            guard honoured.isDisjoint(with: day.exempt) else { return false }
            let previous = index > 0 && days[index - 1].date == day.date.adding(days: -1) ? days[index - 1] : nil
            let next = index + 1 < days.count && days[index + 1].date == day.date.adding(days: 1) ? days[index + 1] : nil
            return counts(day, previous: previous, next: next)
        }
        guard counting == .absence, let minimum = minAbsenceDays, minimum > 1 else { return ZoneDays(counted.map { days[$0].date }) }
        return ZoneDays(longAbsences(Set(counted), in: days, minimum: minimum).map { days[$0].date })
    }

    /// The absence days (`absent`, indexes into `days`) in absences of at least `minimum` of them: an absence runs
    /// through consecutive ledger days, unknown ones included without counting, and ends at a day with presence in the
    /// zone (a departure or return day, which is spent partly in it).
    private func longAbsences(_ absent: Set<Int>, in days: [LedgerDay], minimum: Int) -> [Int] {
        var kept: [Int] = []
        var run: [Int] = []
        func close() {
            if run.count >= minimum { kept += run }
            run = []
        }
        for index in days.indices {
            if index > 0, days[index - 1].date.adding(days: 1) != days[index].date { close() }
            if absent.contains(index) {
                run.append(index)
            } else if !(days[index].isUnknown || zone.isRegional && !zone.visits(days[index]).contains(true) && !zone.isKnownAbsence(days[index])) {
                close()
            }
        }
        close()
        return kept
    }

    /// Whether `day` counts, given the days either side of it when the ledger has them.
    func counts(_ day: LedgerDay, previous: LedgerDay?, next: LedgerDay?) -> Bool {
        let date = day.date
        if day.isZoneOnly { return !counting.countsAway && day.zones.contains(zone.id) }
        let visits = zone.visits(day)
        switch counting {
        case .anyPresence:
            return visits.contains(true)
                || countTransit && !zone.isRegional && zone.containsAny(day.evidence.countries(.transit), on: date)
        case .midnight:
            return zone.endsIn(day) ?? false
        case .arrivalNotDeparture:
            guard let first = visits.first, visits.contains(true) else { return false }
            return !first || visits.allSatisfy { $0 }
        case .absence:
            return zone.isKnownAbsence(day)
        case .fullDayAbroad:
            guard zone.isKnownAbsence(day), !zone.isRegional else { return false }
            let passedThrough = [EvidenceSource.transit, .airborne].flatMap { day.evidence.countries($0) }
            if zone.containsAny(passedThrough, on: date) { return false }
            if isFlightDayToOrFromZone(day, previous: previous, next: next) { return false }
            let arrivedOvernight = previous.flatMap { $0.country }.map { zone.contains($0, on: date.adding(days: -1)) } ?? false
            let leftOvernight = next.flatMap { $0.countries.first }.map { zone.contains($0, on: date.adding(days: 1)) } ?? false
            return !arrivedOvernight && !leftOvernight
        }
    }

    /// Days counted under `midnight` that look like the UK's one-night transit (arrived from abroad, the day began
    /// abroad or the day before ended abroad, and the next day ends abroad) and are not marked exempt, in date order:
    /// the person may mark them `--exempt transit` when the stay was only part of the journey. Empty for other modes
    /// and for rules that do not honour `transit`.
    public func possibleTransitDays(of ledger: Ledger, in range: DayRange) -> [LocalDay] {
        guard counting == .midnight, honoured.contains(.transit) else { return [] }
        let days = ledger.days
        return days.indices.compactMap { index -> LocalDay? in
            let day = days[index]
            guard range.contains(day.date), !day.exempt.contains(.transit), let last = day.country, zone.contains(last, on: day.date),
                  index + 1 < days.count, days[index + 1].date == day.date.adding(days: 1),
                  let next = days[index + 1].country, !zone.contains(next, on: days[index + 1].date) else { return nil }
            let beganAbroad = day.countries.first.map { !zone.contains($0, on: day.date) } ?? false
            let before = index > 0 && days[index - 1].date == day.date.adding(days: -1) ? days[index - 1] : nil
            let dayBeforeAbroad = before?.country.map { !zone.contains($0, on: before!.date) } ?? false
            return beganAbroad || dayBeforeAbroad ? day.date : nil
        }
    }
}

extension Ledger {
    /// Days that count toward `rule` in `zone`: its counting mode, its transit setting and the exempt reasons it honours.
    public func countedDays(for rule: Rule, zone: Zone) -> ZoneDays {
        DayCounting(rule: rule, zone: zone).days(of: self)
    }
}
