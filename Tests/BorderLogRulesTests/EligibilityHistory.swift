import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// Ledgers for eligibility and day-count rule tests, written as runs of days: `("GB", "2020-01-01", "2023-02-28")`; a
/// country of "" is a run of unknown days, and `"US>FR"` a travel day's countries in visiting order (it ends in the
/// last). Runs follow each other without gaps.
enum EligibilityHistory {
    static func ledger(_ runs: [(String, String, String)]) -> Ledger {
        Ledger(days: runs.flatMap { code, first, last in
            range(first, last).map { date in
                let countries = code.split(separator: ">").map { country(String($0)) }
                return LedgerDay(
                    date: date, country: countries.last, countries: countries, confidence: 1, confidenceLabel: .high, evidence: [:],
                    flags: countries.isEmpty ? [.unknown] : [], zones: [])
            }
        })
    }

    /// In `home` from `first` through `last`, except one run in `away` from `awayFirst` for `awayDays` days.
    static func awayOnce(home: String, _ first: String, _ last: String, away: String = "FR", from awayFirst: String, days awayDays: Int) -> Ledger {
        let start = day(awayFirst), end = start.adding(days: awayDays - 1)
        return ledger([
            (home, first, start.adding(days: -1).description), (away, start.description, end.description), (home, end.adding(days: 1).description, last),
        ])
    }

    static func rule(_ id: String) throws -> (EligibilityRule, Zone) {
        let book = try RuleBook.bundled()
        let rule = book.eligibilityRule(id)!
        return (rule, book.zone(rule.zone)!)
    }

    static func report(
        _ id: String, _ ledger: Ledger, on date: String, profile: Profile = Profile(), plans: [Plan] = []
    ) throws -> EligibilityReport {
        let (rule, zone) = try rule(id)
        return EligibilityReport(rule: rule, zone: zone, ledger: ledger, profile: profile, on: day(date), plans: plans)
    }

    /// The bundled day-count rule `id` on `date`, with the profile's statuses.
    static func status(
        rule id: String, _ ledger: Ledger, on date: String, profile: Profile = Profile(), plans: [Plan] = []
    ) throws -> RuleStatus {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule(id))
        let zone = try #require(book.zone(rule.zone))
        return RuleStatus(
            rule: rule, zone: zone, ledger: ledger, on: day(date), plans: plans, statuses: profile.statuses,
            otherZones: rule.otherZones.compactMap { book.zone($0) })
    }

    /// `ledger` with `dates` marked exempt for `reason`.
    static func marking(_ ledger: Ledger, _ dates: [LocalDay], _ reason: ExemptReason) -> Ledger {
        var marked = ledger
        for index in marked.days.indices where dates.contains(marked.days[index].date) { marked.days[index].exempt.append(reason) }
        return marked
    }

    static func status(_ id: ResidenceStatus.ID, since: String, until: String? = nil) -> Profile {
        Profile(statuses: [ResidenceStatus(id: id, since: day(since), until: until.map(day))!])
    }
}
