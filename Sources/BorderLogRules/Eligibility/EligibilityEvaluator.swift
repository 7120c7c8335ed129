import BorderLogModel

/// Measures an eligibility rule's conditions on any date over one timeline, each in constant time: totals from prefix
/// sums, the worst twelve months and the longest run from range maxima computed once per condition.
struct EligibilityEvaluator: Sendable {
    /// One condition measured on one date.
    struct Measurement: Sendable, Equatable {
        /// Days found (a credit may make it fractional).
        var value: Fraction
        /// The days the value was found in: the window, the worst twelve months, the longest run, the leanest block.
        var window: DayRange?
        /// The whole window the condition looks at on the date (from the status's start, when the window starts there).
        var period: DayRange
        var limit: Int
        var met: Bool
        /// Days a credit added (already in `value`).
        var credit: Fraction?
    }

    /// A day-indexed number over the timeline and the index of its largest value in any stretch.
    private struct Ranked: Sendable {
        let values: [Int]
        let maximum: RangeMaximum

        init(_ values: [Int]) {
            self.values = values
            maximum = RangeMaximum(values)
        }
    }

    let rule: EligibilityRule
    let timeline: PresenceTimeline
    let statuses: [ResidenceStatus.ID: ResidenceStatus]
    /// Per condition with the worst twelve months: how far the twelve months ending on each day are over the limit
    /// (their count less the limit), `Int.min` where they reach before the timeline.
    private let twelveMonths: [String: Ranked]
    /// Per condition with the longest run: the length of the run ending on each day, the next day of another state,
    /// and how far the run ending on each day is over the limit.
    private let runs: [String: (lengths: [Int], nextOther: [Int], excess: Ranked)]

    init(rule: EligibilityRule, timeline: PresenceTimeline, statuses: [ResidenceStatus.ID: ResidenceStatus]) {
        self.rule = rule
        self.timeline = timeline
        self.statuses = statuses
        var twelveMonths: [String: Ranked] = [:]
        var runs: [String: ([Int], [Int], Ranked)] = [:]
        let range = timeline.range
        for condition in rule.conditions {
            guard let state = EligibilityEvaluator.state(condition.measure) else { continue }
            switch condition.aggregate ?? .total {
            case .total, .blocks: break
            case .mostInAnyTwelveMonths:
                twelveMonths[condition.id] = Ranked(range.map { end in
                    let months = EligibilityEvaluator.twelveMonths(endingOn: end)
                    guard months.first >= range.first else { return Int.min }
                    return timeline.count(state, in: months) - condition.limitDays(from: timeline.first(state, in: months) ?? months.first)
                })
            case .longestRun:
                var lengths = [Int](repeating: 0, count: range.count)
                var nextOther = [Int](repeating: range.count, count: range.count)
                var excess = [Int](repeating: Int.min, count: range.count)
                for index in 0..<range.count where timeline.states[index] == state {
                    lengths[index] = (index > 0 ? lengths[index - 1] : 0) + 1
                    excess[index] = lengths[index] - condition.limitDays(from: range.first.adding(days: index - lengths[index] + 1))
                }
                for index in stride(from: range.count - 1, through: 0, by: -1) {
                    nextOther[index] = timeline.states[index] != state ? index : (index + 1 < range.count ? nextOther[index + 1] : range.count)
                }
                runs[condition.id] = (lengths, nextOther, Ranked(excess))
            }
        }
        self.twelveMonths = twelveMonths
        self.runs = runs.mapValues { (lengths: $0.0, nextOther: $0.1, excess: $0.2) }
    }

    static func state(_ measure: EligibilityCondition.Measure) -> PresenceTimeline.State? {
        switch measure {
        case .presence: .present
        case .absence: .absent
        case .status: nil
        }
    }

    /// The twelve calendar months ending on `day`.
    static func twelveMonths(endingOn day: LocalDay) -> DayRange {
        EligibilityCondition.Window(months: 12, ends: .onDate).period(on: day)
    }

    /// The first day of the timeline every condition's window on `date` needs.
    static func earliestDayRead(by rule: EligibilityRule, on date: LocalDay) -> LocalDay {
        rule.conditions.map { $0.window.period(on: date).first }.min() ?? date
    }

    /// `condition` on `date`, whose windows must lie inside the timeline.
    func measure(_ condition: EligibilityCondition, on date: LocalDay) -> Measurement {
        let period = condition.window.period(on: date)
        let statusStart = condition.window.notBeforeStatus.flatMap { statuses[$0]?.since }
        guard let window = condition.window.range(on: date, statusStart: statusStart) else {
            // The status began after the date: nothing of the window is left.
            return finish(condition, value: .zero, window: nil, period: period, limit: condition.limitDays(from: period.first))
        }
        guard let state = EligibilityEvaluator.state(condition.measure) else {
            let held = condition.status.flatMap { statuses[$0] }?.daysHeld(in: window) ?? 0
            return finish(condition, value: Fraction(held), window: window, period: window, limit: window.count)
        }
        switch condition.aggregate ?? .total {
        case .total:
            let limit = allowed(condition, limit: condition.limitDays(from: timeline.first(state, in: window) ?? window.first), in: window)
            guard let credit = condition.creditBeforeStatus, let since = statuses[credit.status]?.since, since > window.first else {
                return finish(condition, value: Fraction(timeline.count(state, in: window)), window: window, period: window, limit: limit)
            }
            let before = DayRange(window.first, min(since.adding(days: -1), window.last))!
            let after = DayRange(since, window.last).map { timeline.count(state, in: $0) } ?? 0
            let credited = min(credit.weight * timeline.count(state, in: before), Fraction(credit.cap))
            var measurement = finish(condition, value: Fraction(after) + credited, window: window, period: window, limit: limit)
            measurement.credit = credited
            return measurement
        case .mostInAnyTwelveMonths:
            return mostInTwelveMonths(condition, state: state, window: window)
        case .longestRun:
            return longestRun(condition, state: state, window: window)
        case .blocks:
            return leanestBlock(condition, state: state, window: window, period: period)
        }
    }

    /// The limit raised by the window's days marked with the condition's exempt reason that it counts.
    private func allowed(_ condition: EligibilityCondition, limit: Int, in window: DayRange) -> Int {
        guard let allowance = condition.exemptAllowance else { return limit }
        return min(allowance.upTo, limit + timeline.marked(allowance.reason, in: window))
    }

    private func mostInTwelveMonths(_ condition: EligibilityCondition, state: PresenceTimeline.State, window: DayRange) -> Measurement {
        // The first twelve months lying wholly inside the window end about a year after it starts.
        var end = window.first.adding(months: 12).adding(days: -1)
        while EligibilityEvaluator.twelveMonths(endingOn: end).first < window.first { end = end.adding(days: 1) }
        while EligibilityEvaluator.twelveMonths(endingOn: end.adding(days: -1)).first >= window.first { end = end.adding(days: -1) }
        guard end <= window.last, let ranked = twelveMonths[condition.id] else {
            let limit = condition.limitDays(from: timeline.first(state, in: window) ?? window.first)
            return finish(condition, value: Fraction(timeline.count(state, in: window)), window: window, period: window, limit: limit)
        }
        let worst = ranked.maximum.index(in: timeline.index(end)...timeline.index(window.last))
        let months = EligibilityEvaluator.twelveMonths(endingOn: timeline.range.first.adding(days: worst))
        let limit = allowed(condition, limit: condition.limitDays(from: timeline.first(state, in: months) ?? months.first), in: months)
        return finish(condition, value: Fraction(timeline.count(state, in: months)), window: months, period: window, limit: limit)
    }

    /// The run furthest over its limit (the longest, when the limit is in days).
    private func longestRun(_ condition: EligibilityCondition, state: PresenceTimeline.State, window: DayRange) -> Measurement {
        guard let (lengths, nextOther, excess) = runs[condition.id] else {
            return finish(condition, value: .zero, window: nil, period: window, limit: condition.limitDays(from: window.first))
        }
        let first = timeline.index(window.first), last = timeline.index(window.last)
        func run(length: Int, end: Int) -> DayRange? {
            length > 0 ? DayRange(timeline.range.first.adding(days: end - length + 1), timeline.range.first.adding(days: end)) : nil
        }
        // A run under way when the window opens counts from the window's first day; every later run lies wholly in it
        // (clipped at its last day).
        let breaks = min(nextOther[first], last + 1)
        var worst = (length: breaks - first, end: breaks - 1)
        var worstExcess = run(length: worst.length, end: worst.end).map { worst.length - condition.limitDays(from: $0.first) } ?? Int.min
        if breaks <= last {
            let end = excess.maximum.index(in: breaks...last)
            if excess.values[end] != Int.min, excess.values[end] >= worstExcess {
                worst = (lengths[end], end)
                worstExcess = excess.values[end]
            }
        }
        let found = run(length: worst.length, end: worst.end)
        return finish(condition, value: Fraction(max(0, worst.length)), window: found, period: window, limit: condition.limitDays(from: (found ?? window).first))
    }

    /// The year-long block, counted back from the window's last day, holding the fewest days (the latest of equal ones).
    private func leanestBlock(_ condition: EligibilityCondition, state: PresenceTimeline.State, window: DayRange, period: DayRange) -> Measurement {
        var leanest: (days: Int, block: DayRange)?
        var end = period.last
        for _ in 0..<(condition.window.years ?? 1) {
            let block = DayRange(end.adding(months: -12).adding(days: 1), end)!
            // Days before the window's start (a status begun later) are not counted.
            let days = DayRange(max(block.first, window.first), block.last).map { timeline.count(state, in: $0) } ?? 0
            if leanest.map({ days < $0.days }) ?? true { leanest = (days, block) }
            end = block.first.adding(days: -1)
        }
        return finish(condition, value: Fraction(leanest!.days), window: leanest!.block, period: window, limit: condition.limitDays(from: window.first))
    }

    private func finish(_ condition: EligibilityCondition, value: Fraction, window: DayRange?, period: DayRange, limit: Int) -> Measurement {
        let met = condition.kind == .max ? !(Fraction(limit) < value) : !(value < Fraction(limit))
        return Measurement(value: value, window: window, period: period, limit: limit, met: met, credit: nil)
    }
}
