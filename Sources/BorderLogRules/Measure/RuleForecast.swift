import BorderLogInference
import BorderLogModel

/// What a planned stay does to one rule (`report forecast --rule ID`). Every planned day counts as a full day in the
/// rule's zone (for an absence rule, a full day away).
///
/// For a maximum: the zone days the plan adds, the first planned day over the limit, the longest stay from `enter`
/// that keeps every day within it, and the earliest entry allowing a stay of `length` days. A stay "keeps within the
/// limit" when no planned day is over it and no later recorded day is pushed over it by the plan. For a minimum: the
/// days still needed in the period after history and plan, and the last day from which being there every remaining
/// day of the period still reaches it.
public struct RuleForecast: Sendable, Equatable {
    public var addedDays: Int?
    public var firstBreach: LocalDay?
    /// Nil for a rule without a maximum, or when no stay of up to `RuleForecast.horizonDays` reaches it.
    public var maxStay: Int?
    public var earliestEntry: LocalDay?
    /// Minimum rules only.
    public var daysNeeded: Int?
    /// Minimum rules only; nil when nothing is needed. Before the period's first day when even a whole period there
    /// would fall short.
    public var lastStart: LocalDay?
    /// Minimum rules only: the period `daysNeeded` is counted in.
    public var period: DayRange?

    /// The longest stay a forecast looks for, and how far it looks for an entry: ten years.
    public static let horizonDays = 3653
}

extension Rule {
    /// The forecast of a planned stay from `enter` through `exit` (when given) over `history`, the days that already
    /// count (saved plans included when asked for); `length` asks for the earliest entry allowing that many days.
    public func forecast(history: ZoneDays, enter: LocalDay, exit: LocalDay?, length: Int?) -> RuleForecast {
        let plan = exit.flatMap { DayRange(enter, $0) }
        var forecast = RuleForecast()
        forecast.addedDays = plan.map { range in range.filter { !history.contains($0) }.count }
        if maxDays != nil {
            if let limit = RollingLimit(self) {
                // Schengen's kind: the rolling limit's own forecast, as the Commission's calculator counts.
                let rolling = limit.forecast(history: history, enter: enter, exit: plan?.last, length: length)
                forecast.firstBreach = rolling.firstBreach
                forecast.maxStay = rolling.maxStay
                forecast.earliestEntry = rolling.earliestEntry
            } else {
                forecast.firstBreach = plan.flatMap { firstBreach(of: $0, history: history) }
                forecast.maxStay = longestAllowedStay(from: enter, history: history)
                forecast.earliestEntry = length.flatMap { earliestEntry(from: enter, length: $0, history: history) }
            }
        }
        if minDays != nil {
            let period = minimumPeriod(enter: enter, exit: plan?.last)
            let all = plan.map { history.union($0) } ?? history
            let needed = shortfall(all, in: period)
            forecast.period = period
            forecast.daysNeeded = needed
            forecast.lastStart = needed == 0 ? nil : lastStart(all, in: period)
        }
        return forecast
    }

    // MARK: - Maximum

    private func isBreach(_ days: ZoneDays, on day: LocalDay) -> Bool {
        level(of: measure(days, on: day)) == .breach
    }

    /// The stretches of `range` within which the count only grows (calendar or tax years).
    private func segments(of range: DayRange) -> [DayRange] {
        var segments: [DayRange] = []
        var day = range.first
        while day <= range.last, let segment = period.segment(containing: day) {
            let last = min(segment.last, range.last)
            segments.append(DayRange(day, last)!)
            day = last.adding(days: 1)
        }
        return segments
    }

    /// The first planned day whose count, with the plan added, is over the limit: within each year the count only
    /// grows, so the year's last planned day tells whether one does and a binary search finds it. A year the history
    /// alone (recorded days and booked plans, later ones included) already puts over the limit has no room, so its
    /// first planned day is over, as `violates` has it.
    func firstBreach(of plan: DayRange, history: ZoneDays) -> LocalDay? {
        let all = history.union(plan)
        if let stay = plannedStay(plan, all: all), let maxDays {
            // The planned stay itself (joined to recorded days around it) is what runs over: on its first planned day
            // when the history already makes that stay too long, or when the stay ran over before the plan starts.
            if isOverAlready(stay, history: history) { return plan.first }
            let over = max(stay.first.adding(days: maxDays), plan.first)
            return plan.contains(over) ? over : nil
        }
        if period.segment(containing: plan.first) == nil {
            // A window of months moves with the day: its count can fall as well as grow, so each planned day is tried.
            return plan.first { isBreach(all, on: $0) }
        }
        for segment in segments(of: plan) {
            if isBreach(history, on: period.segment(containing: segment.first)!.last) { return segment.first }
            guard isBreach(all, on: segment.last) else { continue }
            var low = segment.first.ordinal, high = segment.last.ordinal
            while low < high {
                let mid = (low + high) / 2
                if isBreach(all, on: LocalDay(ordinal: mid)) { high = mid } else { low = mid + 1 }
            }
            return LocalDay(ordinal: low)
        }
        return nil
    }

    /// Whether adding `plan` puts a day over the limit: a year holding planned days ends over it, or a later year the
    /// plan still reaches (weighted years, twelve-month periods, a stay it joins) ends over it because of the plan.
    func violates(_ plan: DayRange, history: ZoneDays) -> Bool {
        let all = history.union(plan)
        if let stay = plannedStay(plan, all: all), let maxDays { return stay.count > maxDays }
        if period.segment(containing: plan.first) == nil {
            // A window of months: a planned day over the limit, or a later day the plan's days push over it.
            if plan.contains(where: { isBreach(all, on: $0) }) { return true }
            let reach = influence(of: plan, all: all)
            guard reach > plan.last else { return false }
            return all.days(in: DayRange(plan.last.adding(days: 1), reach)!).contains { day in
                isBreach(all, on: day) && value(of: measure(all, on: day)) > value(of: measure(history, on: day))
            }
        }
        let planned = segments(of: plan)
        if planned.contains(where: { isBreach(all, on: period.segment(containing: $0.last)!.last) }) { return true }
        let reach = influence(of: plan, all: all)
        guard reach > plan.last else { return false }
        return segments(of: DayRange(plan.last.adding(days: 1), reach)!).contains { segment in
            let end = period.segment(containing: segment.last)!.last
            let with = measure(all, on: end)
            return level(of: with) == .breach && value(of: with) > value(of: measure(history, on: end))
        }
    }

    /// For a longest-stay rule: the whole stay the plan is part of, joined to recorded days at most `maxGap` days away
    /// before and after it. Nil for other kinds.
    private func plannedStay(_ plan: DayRange, all: ZoneDays) -> DayRange? {
        guard case .longestStay(let maxGap) = period else { return nil }
        return all.stays(maxGap: maxGap, through: all.last ?? plan.last).first { $0.contains(plan.first) }
    }

    /// For a longest-stay rule: whether a stay of the history alone within `stay` is already over the limit.
    private func isOverAlready(_ stay: DayRange, history: ZoneDays) -> Bool {
        guard case .longestStay(let maxGap) = period, let maxDays, let last = history.last else { return false }
        return history.stays(maxGap: maxGap, through: last).contains { stay.contains($0.first) && $0.count > maxDays }
    }

    /// The last day whose count a plan ending on `plan.last` can still change.
    private func influence(of plan: DayRange, all: ZoneDays) -> LocalDay {
        switch period {
        case .rolling(let days): return plan.last.adding(days: days - 1)
        case .rollingMonths(let months), .firstDayOf(let months, _): return plan.last.adding(months: months)
        case .absenceRuns: return plan.last
        case .twoYearAggregate: return Period.calendarYear(plan.last.year + 1).last
        case .calendarYear, .taxYear: return period.segment(containing: plan.last)!.last
        case .weightedYears(let weights, _): return Period.calendarYear(plan.last.year + weights.count - 1).last
        case .anyTwelveMonths: return Period.calendarYear(plan.last.year + 1).last
        case .longestStay: return plan.last  // the planned stay decides (see `plannedStay`)
        }
    }

    /// The longest stay from `enter` within the limit; nil when even `RuleForecast.horizonDays` days stay within it.
    func longestAllowedStay(from enter: LocalDay, history: ZoneDays) -> Int? {
        func allowed(_ days: Int) -> Bool { !violates(DayRange(enter, enter.adding(days: days - 1))!, history: history) }
        guard allowed(1) else { return 0 }
        guard !allowed(RuleForecast.horizonDays) else { return nil }
        var low = 1, high = RuleForecast.horizonDays  // allowed(low), !allowed(high)
        while high - low > 1 {
            let mid = (low + high) / 2
            if allowed(mid) { low = mid } else { high = mid }
        }
        return low
    }

    /// The first day on or after `from` that allows a stay of `length` days, looking as far as the history and a few
    /// years beyond it can matter.
    func earliestEntry(from: LocalDay, length: Int, history: ZoneDays) -> LocalDay? {
        guard length >= 1 else { return nil }
        let years = if case .weightedYears(let weights, _) = period { weights.count + 1 } else { 3 }
        let horizon = max(from, history.last ?? from).adding(days: 366 * years)
        var entry = from
        while entry <= horizon {
            if !violates(DayRange(entry, entry.adding(days: length - 1))!, history: history) { return entry }
            entry = entry.adding(days: 1)
        }
        return nil
    }

    // MARK: - Minimum

    /// The period a minimum is to be met in: the year (or tax year) holding `enter`, or for a rolling rule the window
    /// ending on the planned stay's last day.
    private func minimumPeriod(enter: LocalDay, exit: LocalDay?) -> DayRange {
        switch period {
        case .rolling, .rollingMonths, .firstDayOf, .absenceRuns: period.window(endingOn: exit ?? enter)
        case .weightedYears: Period.calendarYear(enter.year)
        default: period.segment(containing: enter)!
        }
    }

    /// Days still needed for the minimum by the end of `period` with `days`: for a weighted rule the more of the days
    /// the weighted sum lacks and the current-year days lacking; for a two-year rule the fewer of the days this year
    /// alone lacks and the days that bring the two years to the minimum with this year over the floor.
    private func shortfall(_ days: ZoneDays, in period: DayRange) -> Int {
        guard let minDays else { return 0 }
        let measure = measure(days, on: period.last)
        if case .twoYearAggregate(let floor, let alone) = self.period, let years = measure.years {
            let lastYear = years[0].days > floor ? years[0].days : 0
            let needed = min(alone ?? Int.max, max(floor + 1, minDays - lastYear))
            return max(0, needed - measure.days)
        }
        let short = (Fraction(minDays) - value(of: measure)).ceiling
        guard case .weightedYears(_, let minCurrentYear) = self.period else { return max(0, short) }
        return max(0, short, minCurrentYear - measure.days)
    }

    /// The last day from which being there every day to the end of `period` meets the minimum; when even the whole
    /// period falls short, as many days before its start as are still missing.
    private func lastStart(_ days: ZoneDays, in period: DayRange) -> LocalDay {
        func meets(from start: LocalDay) -> Bool { shortfall(days.union(DayRange(start, period.last)!), in: period) == 0 }
        guard meets(from: period.first) else {
            return period.first.adding(days: -shortfall(days.union(period), in: period))
        }
        var low = period.first.ordinal, high = period.last.ordinal  // meets(low); the answer is in low…high
        while low < high {
            let mid = (low + high + 1) / 2
            if meets(from: LocalDay(ordinal: mid)) { low = mid } else { high = mid - 1 }
        }
        return LocalDay(ordinal: low)
    }
}
