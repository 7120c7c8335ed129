import BorderLogInference
import BorderLogModel

extension RuleStatus {
    /// The answer of a rule with tests, earlier periods or absences (`anyOf`, `precedingYears`, `residentStatus`,
    /// `absenceEnds`, `absenceWarning`): met is `ok`, not met `below`; a run of days away that ended the status is
    /// `below` from its first day; a long absence from the warning's zone makes an `ok` a `warning`.
    mutating func applyTests(
        rule: Rule, zone: Zone, ledger: Ledger, counted: ZoneDays, on day: LocalDay, plans: [Plan], statuses: [ResidenceStatus], otherZones: [Zone]
    ) {
        var present = rule
        present.counting = .anyPresence
        var others: [ZoneID: ZoneDays] = [:]
        for other in otherZones where rule.otherZones.contains(other.id) {
            others[other.id] = ledger.zoneDays(other).union(plans.countedDays(for: present, zone: other))
        }
        var away = ZoneDays([])
        if rule.absenceEnds != nil {
            var awayRule = rule
            awayRule.counting = .absence
            away = ledger.countedDays(for: awayRule, zone: zone).union(plans.countedDays(for: awayRule, zone: zone))
        }
        let days = TestDays(counted: counted, others: others, away: away, statuses: statuses)
        var newLevel = level
        if rule.hasTests {
            let answer = rule.answer(days, on: day)
            if rule.anyOf != nil { testMet = Nullable(wrappedValue: answer.testMet) }
            newLevel = answer.met ? .ok : .below
            residentStatus = rule.residentStatus(days, on: day)
        }
        if rule.absenceEnds != nil {
            let ended = rule.nonResidentFrom(days, on: day)
            nonResidentFrom = Nullable(wrappedValue: ended)
            if ended != nil {
                newLevel = .below
                if residentStatus != nil { residentStatus = .NR }
            }
        }
        if let warning = rule.absenceWarning, let awayZone = otherZones.first(where: { $0.id == warning.zone }) {
            let gone = DayCounting(zone: awayZone, counting: .absence).days(of: ledger)
            if let run = gone.stays(maxGap: 0, through: day).last, run.last == day, run.first.adding(months: warning.months) <= day.adding(days: 1) {
                absentFrom = run.first
                if newLevel == .ok { newLevel = .warning }
            }
        }
        if applies { setLevel(newLevel) }
    }

    /// What the tests found, in a sentence for the HTML and PDF reports: the test met, the resident status, the day
    /// residence ended, the absence under way, the status a breach needs. Nil when there is nothing to say.
    public var testsNote: String? {
        var parts: [String] = []
        if let testMet { parts.append(testMet.wrappedValue.map { "met by \($0)" } ?? "no test met") }
        if let residentStatus { parts.append("resident status \(residentStatus.rawValue)") }
        if residentFrom == nil, let ended = nonResidentFrom?.wrappedValue { parts.append("non-resident from \(ended)") }
        if let absentFrom { parts.append("away since \(absentFrom)") }
        if let statusMissing { parts.append("over the limit, but no \(statusMissing.rawValue) status is held") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
