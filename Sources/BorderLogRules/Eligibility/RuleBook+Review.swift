import BorderLogInference
import BorderLogModel

/// What the rules turned on add to the review list: the periods they read before the ledger, the possible transit days.
extension RuleBook {
    /// The periods before `ledgerStart` that the rules turned on read when answered on `day`, with no evidence: one
    /// `no-evidence` run per first day read (rules reading from the same day together), the earliest first, each
    /// ending the day before the ledger begins.
    public func uncoveredPeriods(before ledgerStart: LocalDay, on day: LocalDay) -> [ReviewRun] {
        var readers: [LocalDay: [String]] = [:]
        for rule in enabledRules { readers[rule.hasTests ? rule.firstDayRead(on: day) : rule.period.window(endingOn: day).first, default: []].append(rule.id) }
        for rule in enabledEligibilityRules { readers[EligibilityEvaluator.earliestDayRead(by: rule, on: day), default: []].append(rule.id) }
        let last = ledgerStart.adding(days: -1)
        return readers.keys.filter { $0 <= last }.sorted().map { first in
            ReviewRun(from: first, to: last, reason: .noEvidence, countries: [], suggestion: nil, rules: readers[first]!)
        }
    }

    /// The days of `ledger` the rules turned on list as possible one-night transit days (the UK's midnight rules that
    /// honour `transit`), over the whole ledger.
    public func possibleTransitDays(in ledger: Ledger) -> Set<LocalDay> {
        guard let range = ledger.range else { return [] }
        var days = Set<LocalDay>()
        for rule in enabledRules {
            guard let zone = zone(rule.zone) else { continue }
            days.formUnion(DayCounting(rule: rule, zone: zone).possibleTransitDays(of: ledger, in: range))
        }
        return days
    }
}
