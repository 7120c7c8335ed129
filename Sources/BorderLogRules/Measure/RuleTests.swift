import BorderLogInference
import BorderLogModel

/// The days a rule's tests read: the rule's own counted days, the days present in the other zones its tests name,
/// the days away from its zone (for `absenceEnds`) and the statuses the profile holds.
public struct TestDays: Sendable {
    public var counted: ZoneDays
    public var others: [ZoneID: ZoneDays]
    public var away: ZoneDays
    public var statuses: [ResidenceStatus]

    public init(counted: ZoneDays, others: [ZoneID: ZoneDays] = [:], away: ZoneDays = ZoneDays([]), statuses: [ResidenceStatus] = []) {
        self.counted = counted
        self.others = others
        self.away = away
        self.statuses = statuses
    }

    func holds(_ status: ResidenceStatus.ID, on day: LocalDay) -> Bool {
        statuses.contains { $0.id == status && $0.isHeld(on: day) }
    }
}

/// A rule's answer over tests and earlier periods (docs/rules.md, "Tests, preceding years and absences").
public struct TestAnswer: Sendable, Equatable {
    /// Whether the rule is met (resident) in the period holding the date.
    public var met: Bool
    /// The first of `anyOf`'s tests that is met; nil without `anyOf` or when none is.
    public var testMet: String?
}

extension Rule {
    /// The period `back` periods before the one holding `day` (0: that one).
    func periodWindow(back: Int, from day: LocalDay) -> DayRange {
        var window = period.window(endingOn: day)
        for _ in 0..<max(0, back) { window = period.window(endingOn: window.first.adding(days: -1)) }
        return window
    }

    /// The rule's answer in the period holding `day`, counting through `day`: the first `anyOf` test met, else
    /// `minDays` (a status's limits applied) in the period; and `precedingYears` when the rule has it.
    /// `nested` is set while an earlier period's answer is being found for `residentYears`: tests that themselves ask
    /// for earlier answers are then not met, so the look back ends.
    public func answer(_ days: TestDays, on day: LocalDay, nested: Bool = false) -> TestAnswer {
        var met: Bool
        var testMet: String?
        if let anyOf {
            testMet = anyOf.first { isMet($0, days, on: day, nested: nested) }?.id
            met = testMet != nil
        } else {
            let limited = limits(for: days.statuses, on: day)
            met = limited.minDays.map { days.counted.count(in: clipped(periodWindow(back: 0, from: day), to: day)) >= $0 } ?? true
        }
        if let precedingYears, !isMet(precedingYears, days.counted, on: day) { met = false }
        return TestAnswer(met: met, testMet: testMet)
    }

    /// India's resident status on `day`: `NR` when the rule is not met, `RNOR` when a resident meets one of the
    /// `notOrdinarily` tests, else `ROR`. Nil for a rule without `residentStatus`.
    public func residentStatus(_ days: TestDays, on day: LocalDay) -> ResidentStatus? {
        guard let residentStatus else { return nil }
        guard answer(days, on: day).met else { return .NR }
        return residentStatus.notOrdinarily.contains { isMet($0, days, on: day, nested: false) } ? .RNOR : .ROR
    }

    /// The first day of the latest run of at least `absenceEnds.days` consecutive days away that began no earlier than
    /// the period before the one holding `day`, reached its length by `day`, and followed a period in which the rule was
    /// met (South Africa: the day after leaving, once 330 full days outside have passed). Nil when there is none.
    public func nonResidentFrom(_ days: TestDays, on day: LocalDay) -> LocalDay? {
        guard let absenceEnds else { return nil }
        let earliest = periodWindow(back: 1, from: day).first
        let runs = days.away.stays(maxGap: 0, through: day).filter { $0.first >= earliest && $0.count >= absenceEnds.days }
        return runs.last { run in
            let left = run.first.adding(days: -1)
            return answer(days, on: periodWindow(back: 0, from: left).last, nested: false).met
        }?.first
    }

    /// The first day the rule reads when answered on `day`: its period's, or that of the earliest period its tests look
    /// back to (an earlier period's own answer reads the periods before it too).
    public func firstDayRead(on day: LocalDay) -> LocalDay {
        let tests = (anyOf ?? []) + (residentStatus?.notOrdinarily ?? [])
        let preceding = ([precedingYears] + tests.map(\.precedingYears)).compactMap { $0?.periods }.max() ?? 0
        // An earlier period's answer reads what `answer` reads: the rule's own precedingYears and its anyOf tests'.
        let answerReads = ([precedingYears] + (anyOf ?? []).map(\.precedingYears)).compactMap { $0?.periods }.max() ?? 0
        let resident = tests.compactMap { $0.residentYears?.periods }.max().map { $0 + answerReads } ?? 0
        return periodWindow(back: max(preceding, resident), from: day).first
    }

    // MARK: - Tests

    func isMet(_ test: RuleTest, _ days: TestDays, on day: LocalDay, nested: Bool) -> Bool {
        if let off = test.offWithStatus, days.holds(off, on: day) { return false }
        let counted = test.zone.map { days.others[$0] ?? ZoneDays([]) } ?? days.counted
        var minDays = test.minDays, maxDays = test.maxDays
        if let limit = test.withStatus, days.holds(limit.status, on: day) {
            minDays = limit.minDays ?? minDays
            maxDays = limit.maxDays ?? maxDays
        }
        let count = counted.count(in: clipped(periodWindow(back: 0, from: day), to: day))
        if let minDays, count < minDays { return false }
        if let maxDays, count > maxDays { return false }
        if let preceding = test.precedingYears, !isMet(preceding, counted, on: day) { return false }
        if let years = test.residentYears {
            if nested { return false }
            let matching = (1...years.periods).filter { back in
                let resident = answer(days, on: periodWindow(back: back, from: day).last, nested: true).met
                return resident == (years.answer == .resident)
            }.count
            if matching < years.atLeast { return false }
        }
        if let span = test.spanningStay, !isMet(span, counted, on: day) { return false }
        return true
    }

    /// Each preceding period's days (the current one's through `day` when included), earliest first.
    public func precedingCounts(_ preceding: PrecedingYears, _ counted: ZoneDays, on day: LocalDay) -> [Int] {
        let backs = Array((preceding.includesCurrent == true ? 0 : 1)...preceding.periods).reversed()
        return backs.map { counted.count(in: clipped(periodWindow(back: $0, from: day), to: day)) }
    }

    func isMet(_ preceding: PrecedingYears, _ counted: ZoneDays, on day: LocalDay) -> Bool {
        let counts = precedingCounts(preceding, counted, on: day)
        let total = counts.reduce(0, +)
        if let atLeast = preceding.atLeast, total < atLeast { return false }
        if let atMost = preceding.atMost, total > atMost { return false }
        if let each = preceding.eachAtLeast, counts.contains(where: { $0 < each }) { return false }
        return true
    }

    /// A stay reaching into the period holding `day` and into enough consecutive periods, long enough. The stay is
    /// read whole, days after `day` included: a year's answer under this test settles when the stay ends (a stay
    /// across New Year makes the first year's answer only once the second year's days are recorded).
    func isMet(_ span: SpanningStay, _ counted: ZoneDays, on day: LocalDay) -> Bool {
        guard let last = counted.last else { return false }
        let current = periodWindow(back: 0, from: day)
        return counted.stays(maxGap: span.maxGap ?? 0, through: last).contains { stay in
            guard stay.first <= current.last, stay.last >= current.first, stay.count >= (span.minDays ?? 0) else { return false }
            var reached = 1
            var window = period.window(endingOn: stay.first)
            while window.last < stay.last {
                window = period.window(endingOn: window.last.adding(days: 1))
                reached += 1
            }
            return reached >= span.yearsSpanned
        }
    }

    private func clipped(_ window: DayRange, to day: LocalDay) -> DayRange {
        DayRange(window.first, min(window.last, day)) ?? DayRange(window.first, window.first)!
    }
}
