import BorderLogInference
import BorderLogModel

/// What a rule measures on one day from the days that count: the number its limits are compared with, and the
/// period it was found in.
public struct RuleMeasure: Sendable, Equatable {
    /// One weighted year's days.
    public struct YearDays: Codable, Sendable, Equatable {
        public var year: Int
        public var days: Int

        public init(year: Int, days: Int) {
            self.year = year
            self.days = days
        }
    }

    /// Days counted through the day: in the rolling window or the calendar or tax year; the current year's for a
    /// weighted rule; the most in one twelve-month period; the longest stay's length.
    public var days: Int
    /// The window or year; the weighted years; the twelve-month period with the most days; the longest stay.
    public var period: DayRange
    /// Weighted rules: the exact weighted sum of `years`.
    public var weightedDays: Fraction?
    /// Weighted and two-year rules: each year's days, earliest first.
    public var years: [YearDays]?
    /// Two-year rules: the years' days added up, a year at or under the floor counting none.
    public var aggregateDays: Int?
}

extension Rule {
    /// The rule's measure on `day`, counting only days of `counted` up to and including `day`.
    public func measure(_ counted: ZoneDays, on day: LocalDay) -> RuleMeasure {
        let window = period.window(endingOn: day)
        switch period {
        case .rolling, .calendarYear, .taxYear, .rollingMonths, .firstDayOf:
            return RuleMeasure(days: counted.count(in: DayRange(window.first, min(window.last, day))!), period: window)
        case .twoYearAggregate(let floor, _):
            return Rule.twoYears(counted, on: day, floor: floor)
        case .absenceRuns:
            return Rule.absence(counted, on: day)
        case .weightedYears(let weights, _):
            var years: [RuleMeasure.YearDays] = []
            var weighted = Fraction.zero
            for (back, weight) in weights.enumerated() {
                let year = Period.calendarYear(day.year - back)
                let days = counted.count(in: DayRange(year.first, min(year.last, day))!)
                years.insert(RuleMeasure.YearDays(year: day.year - back, days: days), at: 0)
                weighted = weighted + weight * days
            }
            return RuleMeasure(days: years.last!.days, period: window, weightedDays: weighted, years: years)
        case .anyTwelveMonths:
            return Rule.mostInTwelveMonths(counted, on: day)
        case .longestStay(let maxGap):
            let year = Period.calendarYear(day.year)
            let stays = counted.stays(maxGap: maxGap, through: day).filter { $0.last >= year.first && $0.first <= year.last }
            guard let longest = stays.max(by: { ($0.count, $1.first) < ($1.count, $0.first) }) else { return RuleMeasure(days: 0, period: year) }
            return RuleMeasure(days: longest.count, period: longest)
        }
    }

    /// The twelve months that start on `start`: through the day before the same date a year on (29 February's
    /// through 28 February).
    public static func twelveMonths(startingOn start: LocalDay) -> DayRange {
        let anniversary = LocalDay(year: start.year + 1, month: start.month, day: start.day) ?? LocalDay(year: start.year + 1, month: 3, day: 1)!
        return DayRange(start, anniversary.adding(days: -1))!
    }

    /// The most counted days (through `day`) in a twelve-month period starting or ending in `day`'s year. Periods
    /// start from 2 January of the year before (ending on 1 January) to 31 December; one starting on a counted day
    /// always holds at least as many as one starting on the uncounted days before it, so only those are tried.
    private static func mostInTwelveMonths(_ counted: ZoneDays, on day: LocalDay) -> RuleMeasure {
        let year = Period.calendarYear(day.year)
        let earliest = LocalDay(year: day.year - 1, month: 1, day: 2)!
        let latest = min(day, year.last)
        var best = RuleMeasure(days: 0, period: year)
        for start in [earliest] + counted.days(in: DayRange(earliest, latest)!) {
            let months = twelveMonths(startingOn: start)
            let days = counted.count(in: DayRange(start, min(months.last, day))!)
            if days > best.days { best = RuleMeasure(days: days, period: months) }
        }
        return best
    }

    // MARK: - Levels

    /// The number the limits are compared with: the weighted sum, or the days.
    public func value(of measure: RuleMeasure) -> Fraction {
        measure.weightedDays ?? Fraction(measure.aggregateDays ?? measure.days)
    }

    /// Whether the current-year condition of a weighted or two-year rule holds (always, for other kinds): at least
    /// `minCurrentYear` days, or more than the floor.
    func meetsCurrentYear(_ measure: RuleMeasure) -> Bool {
        switch period {
        case .weightedYears(_, let minCurrentYear): measure.days >= minCurrentYear
        case .twoYearAggregate(let floor, _): measure.days > floor
        default: true
        }
    }

    /// A two-year rule's current year alone reaching its own threshold (Ireland's 183 days): the rule is met whatever
    /// the two years add up to.
    func meetsCurrentYearAlone(_ measure: RuleMeasure) -> Bool {
        guard case .twoYearAggregate(_, let alone?) = period else { return false }
        return measure.days >= alone
    }

    /// `breach` above `maxDays` (a weighted rule only with its current-year days met), `warning` within `warnWithin`
    /// of it, `below` under `minDays` (or without the current-year days), else `ok`.
    public func level(of measure: RuleMeasure) -> RuleStatus.Level {
        let value = value(of: measure)
        let met = meetsCurrentYear(measure)
        let alone = meetsCurrentYearAlone(measure)
        if let maxDays, alone || met && value > Fraction(maxDays) { return .breach }
        if let maxDays, let margin = warnWithin, Fraction(maxDays) - value <= Fraction(margin) { return .warning }
        if let minDays, !(alone || met && value >= Fraction(minDays)) { return .below }
        return .ok
    }

    /// Days that may still be added without a breach, for a maximum: whole days left under `maxDays`, or (weighted)
    /// the days left before the current-year condition is met, whichever is more. Nil without a maximum.
    public func remaining(after measure: RuleMeasure) -> Int? {
        guard let maxDays else { return nil }
        let underLimit = (Fraction(maxDays) - value(of: measure)).floor
        if case .weightedYears(_, let minCurrentYear) = period { return max(0, underLimit, minCurrentYear - 1 - measure.days) }
        return max(0, underLimit)
    }
}
