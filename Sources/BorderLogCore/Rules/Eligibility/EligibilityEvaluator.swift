/// Measures an eligibility rule's conditions on any date over one timeline, each in constant time: totals from prefix
/// sums, the worst twelve months and the longest run from range maxima computed once.
struct EligibilityEvaluator: Sendable {
    /// One condition measured on one date.
    struct Measurement: Sendable, Equatable {
        /// Days found (a credit may make it fractional).
        var value: Fraction
        /// The days the value was found in: the window, the worst twelve months, the longest run.
        var window: DayRange?
        /// The whole window the condition looks at on the date (from the status's start, when the window starts there).
        var period: DayRange
        var limit: Int
        var met: Bool
        /// Days a credit added (already in `value`).
        var credit: Fraction?
    }

    let rule: EligibilityRule
    let timeline: PresenceTimeline
    let statuses: [ResidenceStatus.ID: ResidenceStatus]
    /// Per measured state: the count of the twelve months ending on each day of the timeline (-1 where they reach
    /// before it).
    private let twelveMonths: [PresenceTimeline.State: (counts: [Int], maximum: RangeMaximum)]
    /// Per measured state: the length of the run ending on each day, the next day of another state, their maxima.
    private let runs: [PresenceTimeline.State: (lengths: [Int], nextOther: [Int], maximum: RangeMaximum)]

    init(rule: EligibilityRule, timeline: PresenceTimeline, statuses: [ResidenceStatus.ID: ResidenceStatus]) {
        self.rule = rule
        self.timeline = timeline
        self.statuses = statuses
        var twelveMonths: [PresenceTimeline.State: ([Int], RangeMaximum)] = [:]
        var runs: [PresenceTimeline.State: ([Int], [Int], RangeMaximum)] = [:]
        let range = timeline.range
        for condition in rule.conditions {
            guard let state = EligibilityEvaluator.state(condition.measure) else { continue }
            switch condition.aggregate ?? .total {
            case .total: break
            case .mostInAnyTwelveMonths where twelveMonths[state] == nil:
                let counts = range.map { end in
                    let months = EligibilityEvaluator.twelveMonths(endingOn: end)
                    return months.first < range.first ? -1 : timeline.count(state, in: months)
                }
                twelveMonths[state] = (counts, RangeMaximum(counts))
            case .longestRun where runs[state] == nil:
                var lengths = [Int](repeating: 0, count: range.count)
                var nextOther = [Int](repeating: range.count, count: range.count)
                for index in 0..<range.count where timeline.states[index] == state {
                    lengths[index] = (index > 0 ? lengths[index - 1] : 0) + 1
                }
                for index in stride(from: range.count - 1, through: 0, by: -1) {
                    nextOther[index] = timeline.states[index] != state ? index : (index + 1 < range.count ? nextOther[index + 1] : range.count)
                }
                runs[state] = (lengths, nextOther, RangeMaximum(lengths))
            default: break
            }
        }
        self.twelveMonths = twelveMonths.mapValues { (counts: $0.0, maximum: $0.1) }
        self.runs = runs.mapValues { (lengths: $0.0, nextOther: $0.1, maximum: $0.2) }
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

    /// Whether every condition holds on `date`.
    func allMet(on date: LocalDay) -> Bool {
        rule.conditions.allSatisfy { measure($0, on: date).met }
    }

    /// `condition` on `date`, whose windows must lie inside the timeline.
    func measure(_ condition: EligibilityCondition, on date: LocalDay) -> Measurement {
        let period = condition.window.period(on: date)
        let statusStart = condition.window.notBeforeStatus.flatMap { statuses[$0]?.since }
        guard let window = condition.window.range(on: date, statusStart: statusStart) else {
            // The status began after the date: nothing of the window is left.
            return finish(condition, value: .zero, window: nil, period: period, limit: condition.limit ?? 0)
        }
        guard let state = EligibilityEvaluator.state(condition.measure) else {
            let held = condition.status.flatMap { statuses[$0] }?.daysHeld(in: window) ?? 0
            return finish(condition, value: Fraction(held), window: window, period: window, limit: window.count)
        }
        let limit = condition.limit ?? 0
        switch condition.aggregate ?? .total {
        case .total:
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
            return mostInTwelveMonths(condition, state: state, window: window, limit: limit)
        case .longestRun:
            return longestRun(condition, state: state, window: window, limit: limit)
        }
    }

    private func mostInTwelveMonths(
        _ condition: EligibilityCondition, state: PresenceTimeline.State, window: DayRange, limit: Int
    ) -> Measurement {
        // The first twelve months lying wholly inside the window end about a year after it starts.
        var end = EligibilityCondition.Window.monthsBefore(window.first, -12).adding(days: -1)
        while EligibilityEvaluator.twelveMonths(endingOn: end).first < window.first { end = end.adding(days: 1) }
        while EligibilityEvaluator.twelveMonths(endingOn: end.adding(days: -1)).first >= window.first { end = end.adding(days: -1) }
        guard end <= window.last, let (counts, maximum) = twelveMonths[state] else {
            return finish(condition, value: Fraction(timeline.count(state, in: window)), window: window, period: window, limit: limit)
        }
        let worst = maximum.index(in: timeline.index(end)...timeline.index(window.last))
        let worstEnd = timeline.range.first.adding(days: worst)
        return finish(condition, value: Fraction(counts[worst]), window: EligibilityEvaluator.twelveMonths(endingOn: worstEnd), period: window, limit: limit)
    }

    private func longestRun(
        _ condition: EligibilityCondition, state: PresenceTimeline.State, window: DayRange, limit: Int
    ) -> Measurement {
        guard let (lengths, nextOther, maximum) = runs[state] else {
            return finish(condition, value: .zero, window: nil, period: window, limit: limit)
        }
        let first = timeline.index(window.first), last = timeline.index(window.last)
        // A run under way when the window opens counts from the window's first day; every later run lies wholly in it
        // (clipped at its last day).
        let breaks = min(nextOther[first], last + 1)
        var longest = (length: breaks - first, end: breaks - 1)
        if breaks <= last {
            let end = maximum.index(in: breaks...last)
            if lengths[end] >= longest.length { longest = (lengths[end], end) }
        }
        let run = longest.length > 0
            ? DayRange(timeline.range.first.adding(days: longest.end - longest.length + 1), timeline.range.first.adding(days: longest.end))
            : nil
        return finish(condition, value: Fraction(longest.length), window: run, period: window, limit: limit)
    }

    private func finish(_ condition: EligibilityCondition, value: Fraction, window: DayRange?, period: DayRange, limit: Int) -> Measurement {
        let met = condition.kind == .max ? !(Fraction(limit) < value) : !(value < Fraction(limit))
        return Measurement(value: value, window: window, period: period, limit: limit, met: met, credit: nil)
    }
}
