import BorderLogInference
import BorderLogModel

/// The measures of the rule shapes whose answer is more than a count in one window: two years added up (Ireland),
/// single absences (a green card), and the day residence begins and ends (New Zealand).
extension Rule {
    /// Last year's and this year's days through `day`, each counting none when it holds `floor` days or fewer
    /// (TCA 1997 s.819(2): a year of 30 days or fewer is left out of the aggregate).
    static func twoYears(_ counted: ZoneDays, on day: LocalDay, floor: Int) -> RuleMeasure {
        let years = [day.year - 1, day.year].map { year in
            let range = Period.calendarYear(year)
            return RuleMeasure.YearDays(year: year, days: counted.count(in: DayRange(range.first, min(range.last, day))!))
        }
        let aggregate = years.map { $0.days > floor ? $0.days : 0 }.reduce(0, +)
        return RuleMeasure(
            days: years[1].days, period: DayRange(Period.calendarYear(day.year - 1).first, Period.calendarYear(day.year).last)!,
            years: years, aggregateDays: aggregate)
    }

    /// The absence under way on `day` (consecutive counted days through it), else the longest that reaches into the
    /// twelve months before `day`, each whole; none is a measure of 0 days over those twelve months.
    static func absence(_ counted: ZoneDays, on day: LocalDay) -> RuleMeasure {
        let year = DayRange(day.adding(months: -12), day.adding(days: -1))!
        let runs = counted.stays(maxGap: 0, through: day)
        if let current = runs.last, current.last == day { return RuleMeasure(days: current.count, period: current) }
        let recent = runs.filter { $0.last >= year.first }
        guard let longest = recent.max(by: { ($0.count, $1.first) < ($1.count, $0.first) }) else { return RuleMeasure(days: 0, period: year) }
        return RuleMeasure(days: longest.count, period: longest)
    }

    /// The highest level of an `absenceRuns` rule the absence `measure` found reaches, with the statuses held.
    func absenceLevel(of measure: RuleMeasure, statuses: [ResidenceStatus]) -> RuleStatus.Level {
        guard case .absenceRuns(let levels) = period, measure.days > 0 else { return .ok }
        return levels.filter { $0.isReached(by: measure.period, statuses: statuses) }.map(\.level).max() ?? .ok
    }

    /// When a `firstDayOf` rule's status began and ended, as of `day` (ITA 2007 s.YD 1(3)–(6)): residence from the
    /// first counted day of the first `months`-month window holding more than `maxDays` counted days; non-residence,
    /// looked for only once residence began, from the first day away of the first window (from then on) holding more
    /// than `absentOver` days away. A later window can start residence again after non-residence: the latest start
    /// through `day` and the end that followed it are given.
    func residence(present: ZoneDays, away: ZoneDays, on day: LocalDay) -> (from: LocalDay?, until: LocalDay?) {
        guard case .firstDayOf(let months, let absentOver) = period, let maxDays else { return (nil, nil) }
        var from: LocalDay?, until: LocalDay?
        var start = present.first
        while let notBefore = start, let began = Rule.firstOfWindow(present, over: maxDays, months: months, notBefore: notBefore, through: day) {
            (from, until) = (began, nil)
            guard let absentOver, let ended = Rule.firstOfWindow(away, over: absentOver, months: months, notBefore: began, through: day) else { break }
            until = ended
            start = ended
        }
        return (from, until)
    }

    /// The first day of `days` in the first `months`-month window that ends by `through`, starts no earlier than
    /// `notBefore` (days before it are left out), and holds more than `over` of them.
    private static func firstOfWindow(_ days: ZoneDays, over: Int, months: Int, notBefore: LocalDay, through: LocalDay) -> LocalDay? {
        guard notBefore <= through else { return nil }
        for end in days.days(in: DayRange(notBefore, through)!) {
            let window = DayRange(max(notBefore, end.adding(months: -months).adding(days: 1)), end)!
            if days.count(in: window) > over { return days.days(in: window).first }
        }
        return nil
    }
}
