import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// Forecasts for every rule kind: a maximum's first breach, longest stay and earliest entry; a minimum's days still
/// needed and last day to start. Planned days count as full days in the rule's zone.
struct RuleForecastTests {
    private static func days(_ ranges: DayRange...) -> ZoneDays { ZoneDays(ranges.flatMap { Array($0) }) }

    private static func rule(_ period: Rule.Period, max: Int? = nil, min: Int? = nil) -> Rule {
        Rule(id: "r", name: "r", zone: "z", period: period, maxDays: max, minDays: min)
    }

    // MARK: - Maximum

    /// (period, maxDays, history, enter, exit, first breach, longest stay from enter)
    static let maximumCases: [(Rule.Period, Int, String?, String, String, String?, Int)] = [
        // Calendar year: 90 days used by 31 March; from 1 June 93 more reach 183, the 94th (2 September) is over.
        (Rule.Period.calendarYear, 183, "2025-01-01…2025-03-31", "2025-06-01", "2025-09-30", "2025-09-02", 93),
        // Entering on 1 October the year's 93 remaining days are not all used before 1 January starts afresh.
        (.calendarYear, 183, "2025-01-01…2025-03-31", "2025-10-01", "2026-03-31", nil, 92 + 183),
        // Tax year from 6 April: a stay across 5/6 April is split between two years.
        (.taxYear(month: 4, day: 6), 15, nil, "2025-03-30", "2025-04-18", nil, 7 + 15),
        // Weighted (a maximum of 182): 150 days in 2024 weigh 50 in 2025; the 133rd day of 2025 (13 May) is over.
        (.weightedYears(weights: [Fraction(1), Fraction(1, 3), Fraction(1, 6)], minCurrentYear: 31), 182, "2024-01-01…2024-05-29",
         "2025-01-01", "2025-12-31", "2025-05-13", 132),
        // Any twelve months: 92 days from October 2024; a period from 1 October holds 91 more, the 92nd (2 April) is over.
        (.anyTwelveMonths, 183, "2024-10-01…2024-12-31", "2025-01-01", "2025-06-30", "2025-04-02", 91),
        // Longest stay with gaps up to 28 days: a return 20 days after a stay from 1 January joins it, whose 184th day is 3 July.
        (.longestStay(maxGap: 28), 183, "2025-01-01…2025-03-31", "2025-04-20", "2025-08-31", "2025-07-03", 74),
        // 40 days later it is a new stay.
        (.longestStay(maxGap: 28), 183, "2025-01-01…2025-03-31", "2025-05-10", "2025-08-31", nil, 183),
    ]

    @Test(arguments: maximumCases)
    func maximumForecastsFindTheFirstBreachAndTheLongestStay(
        _ period: Rule.Period, _ maxDays: Int, _ history: String?, _ enter: String, _ exit: String, _ breach: String?, _ longest: Int
    ) {
        let parts = history?.components(separatedBy: "…")
        let counted = parts.map { RuleForecastTests.days(range($0[0], $0[1])) } ?? ZoneDays([])
        let rule = RuleForecastTests.rule(period, max: maxDays)
        let forecast = rule.forecast(history: counted, enter: day(enter), exit: day(exit), length: nil)
        #expect(forecast.firstBreach == breach.map(day))
        #expect(forecast.maxStay == longest)
        #expect(forecast.addedDays == range(enter, exit).filter { !counted.contains($0) }.count)
        #expect(forecast.daysNeeded == nil && forecast.lastStart == nil)
        // The longest stay is allowed and one day more is not.
        let allowed = rule.forecast(history: counted, enter: day(enter), exit: day(enter).adding(days: longest - 1), length: nil)
        #expect(allowed.firstBreach == nil)
    }

    @Test func earliestEntryWaitsUntilTheStayFitsAcrossTheYearEnd() {
        // 90 days used in 2025; 100 days fit only with at most 93 of them in 2025: from 30 September.
        let rule = RuleForecastTests.rule(.calendarYear, max: 183)
        let forecast = rule.forecast(history: RuleForecastTests.days(range("2025-01-01", "2025-03-31")), enter: day("2025-06-01"), exit: nil, length: 100)
        #expect(forecast.earliestEntry == day("2025-09-30"))
        #expect(rule.forecast(history: ZoneDays([]), enter: day("2025-06-01"), exit: nil, length: 400).earliestEntry == nil)
    }

    @Test func aPlanMayNotPushALaterRecordedStayOverTheLimit() {
        // 122 days already booked for September to December; a stay from 1 July may use only 61 more days of 2025.
        let rule = RuleForecastTests.rule(.calendarYear, max: 183)
        let booked = RuleForecastTests.days(range("2025-09-01", "2025-12-31"))  // 122 days
        #expect(rule.forecast(history: booked, enter: day("2025-07-01"), exit: nil, length: nil).maxStay == 61)
    }

    @Test func aMaximumThatCannotBeReachedHasNoLongestStay() {
        let forecast = RuleForecastTests.rule(.calendarYear, max: 400).forecast(history: ZoneDays([]), enter: day("2025-01-01"), exit: nil, length: nil)
        #expect(forecast.maxStay == nil)
    }

    @Test func schengenThroughItsRuleMatchesTheRollingLimit() throws {
        let rule = try #require(try RuleBook.bundled().rule("schengen-90-180"))
        let history = RuleForecastTests.days(range("2024-01-02", "2024-03-01"))
        let forecast = rule.forecast(history: history, enter: day("2024-03-10"), exit: day("2024-04-23"), length: 45)
        let rolling = RollingLimit.schengen.forecast(history: history, enter: day("2024-03-10"), exit: day("2024-04-23"), length: 45)
        #expect(forecast.firstBreach == rolling.firstBreach && forecast.maxStay == rolling.maxStay && forecast.earliestEntry == rolling.earliestEntry)
    }

    // MARK: - No room left

    /// (history, enter, exit, first breach) under de-6-months (one stay of at most 183 days, up to 28 days away in a
    /// row joined): a planned stay inside a stay already over the limit, or joined to one, is over from its first day.
    static let overLongStayCases: [(String, String, String, String)] = [
        // 200 days from 1 January; the plan starts on the stay's 191st day.
        ("2025-01-01…2025-07-19", "2025-07-10", "2025-07-31", "2025-07-10"),
        // A return 12 days after that stay ends joins it.
        ("2025-01-01…2025-07-19", "2025-08-01", "2025-08-20", "2025-08-01"),
        // Early inside the stay: its later recorded days already run it over.
        ("2025-01-01…2025-07-19", "2025-02-01", "2025-02-10", "2025-02-01"),
        // Just before it: the plan joins it from the front.
        ("2025-01-01…2025-07-19", "2024-12-20", "2024-12-31", "2024-12-20"),
        // 181 days, within the limit alone; a return 19 days later joins it as its 201st day.
        ("2025-01-01…2025-06-30", "2025-07-20", "2025-08-10", "2025-07-20"),
    ]

    @Test(arguments: overLongStayCases)
    func aPlanInOrJoiningAStayAlreadyOverTheLimitBreachesOnItsFirstDay(_ history: String, _ enter: String, _ exit: String, _ breach: String) throws {
        let rule = try #require(try RuleBook.bundled().rule("de-6-months"))
        let parts = history.components(separatedBy: "…")
        let counted = RuleForecastTests.days(range(parts[0], parts[1]))
        let forecast = rule.forecast(history: counted, enter: day(enter), exit: day(exit), length: nil)
        #expect(forecast.firstBreach == day(breach))
        #expect(forecast.maxStay == 0)
        let single = rule.forecast(history: counted, enter: day(enter), exit: day(enter), length: nil)
        #expect(single.firstBreach == day(enter), "even one planned day is over")
    }

    /// (period, maxDays, history, enter, exit, first breach, longest stay): a year the recorded or booked days alone
    /// already put over the limit has no room, even where they come after the planned days; days before it, in a year
    /// with room, are still allowed.
    static let breachedYearCases: [(Rule.Period, Int, String, String, String, String, Int)] = [
        // 50 days from 1 May in the tax year from 6 April 2026 (at most 45): nothing from 10 April.
        (.taxYear(month: 4, day: 6), 45, "2026-05-01…2026-06-19", "2026-04-10", "2026-04-15", "2026-04-10", 0),
        // 50 days from 20 April: a stay from 30 March may use the 7 days of the year before, to 5 April.
        (.taxYear(month: 4, day: 6), 45, "2026-04-20…2026-06-08", "2026-03-30", "2026-04-18", "2026-04-06", 7),
        // 212 days from February 2026 (at most 183): a stay from 20 December has the 12 days to the year's end.
        (.calendarYear, 183, "2026-02-01…2026-08-31", "2025-12-20", "2026-01-10", "2026-01-01", 12),
        (.calendarYear, 183, "2025-06-01…2025-12-31", "2025-03-01", "2025-03-10", "2025-03-01", 0),
    ]

    @Test(arguments: breachedYearCases)
    func aYearAlreadyInBreachHasNoRoomForPlannedDays(
        _ period: Rule.Period, _ maxDays: Int, _ history: String, _ enter: String, _ exit: String, _ breach: String, _ longest: Int
    ) {
        let parts = history.components(separatedBy: "…")
        let counted = RuleForecastTests.days(range(parts[0], parts[1]))
        let rule = RuleForecastTests.rule(period, max: maxDays)
        let forecast = rule.forecast(history: counted, enter: day(enter), exit: day(exit), length: nil)
        #expect(forecast.firstBreach == day(breach))
        #expect(forecast.maxStay == longest)
        // The breach is the day after the longest stay, and that stay itself stays within the limit.
        #expect(day(enter).adding(days: longest) == day(breach))
        if longest > 0 {
            #expect(rule.forecast(history: counted, enter: day(enter), exit: day(enter).adding(days: longest - 1), length: nil).firstBreach == nil)
        }
    }

    /// (rule, booked country, booked entry, booked exit, enter, exit, first breach, longest stay) through the report,
    /// with the booked stay a saved plan (`--with-plans`).
    static let bookedYearCases: [(String, String, String, String, String, String, String, Int)] = [
        // UK 46-day test: 50 days booked from 20 April 2026 fill the tax year from 6 April.
        ("uk-srt-46", "GB", "2026-04-20", "2026-06-08", "2026-03-30", "2026-04-18", "2026-04-06", 7),
        ("uk-srt-46", "GB", "2026-05-01", "2026-06-19", "2026-04-10", "2026-04-15", "2026-04-10", 0),
        // Australia's 183-day test, income year from 1 July: 212 days booked from 1 August.
        ("au-183", "AU", "2026-08-01", "2027-02-28", "2026-06-20", "2026-07-10", "2026-07-01", 11),
    ]

    @Test(arguments: bookedYearCases)
    func aTaxYearFilledBySavedPlansHasNoRoom(
        _ ruleID: String, _ code: String, _ bookedEntry: String, _ bookedExit: String, _ enter: String, _ exit: String, _ breach: String, _ longest: Int
    ) throws {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule(ruleID))
        let zone = try #require(book.zone(rule.zone))
        let booked = try #require(Plan(country: country(code), entry: day(bookedEntry), exit: day(bookedExit)))
        let report = ForecastReport(rule: rule, zone: zone, ledger: Ledger(days: []), plans: [booked], enter: day(enter), exit: day(exit), length: nil)
        #expect(report.firstBreach == day(breach))
        #expect(report.maxStay == longest)
        #expect(report.latestExit == (longest > 0 ? day(breach).adding(days: -1) : nil))
        #expect(report.text.contains("It breaches the limit on \(breach)."), "\(report.text)")
        // Without the saved plan the year has room for the whole stay.
        let free = ForecastReport(rule: rule, zone: zone, ledger: Ledger(days: []), enter: day(enter), exit: day(exit), length: nil)
        #expect(free.firstBreach == nil)
    }

    // MARK: - Minimum

    /// "At least 183 days in GB this tax year": 86 days from 6 April to 30 June, 30 planned in September; 67 more are
    /// needed, and being there every day from 29 January to 5 April still gets them.
    @Test func minimumForecastCountsWhatIsStillNeededAndTheLastDayToStart() {
        let rule = RuleForecastTests.rule(.taxYear(month: 4, day: 6), min: 183)
        let history = RuleForecastTests.days(range("2025-04-06", "2025-06-30"))
        let forecast = rule.forecast(history: history, enter: day("2025-09-01"), exit: day("2025-09-30"), length: nil)
        #expect(forecast.daysNeeded == 67)
        #expect(forecast.lastStart == day("2026-01-29"))
        #expect(forecast.period == range("2025-04-06", "2026-04-05"))
        #expect(forecast.maxStay == nil && forecast.firstBreach == nil && forecast.earliestEntry == nil)
    }

    /// (minDays, history, enter, exit, days needed, last start) for a tax year from 6 April
    static let minimumCases: [(Int, String?, String, String, Int, String?)] = [
        (183, "2025-04-06…2025-10-05", "2025-11-01", "2025-11-02", 0, nil),  // 183 already: nothing needed
        // Planned days inside the run from the last start are not counted twice: 173 needed, 10 of the last 183 planned.
        (183, nil, "2026-02-01", "2026-02-10", 173, "2025-10-05"),
        (400, nil, "2025-05-01", "2025-05-10", 390, "2025-03-02"),  // a whole year falls 35 short: 35 days before its start
    ]

    @Test(arguments: minimumCases)
    func minimumLastStartTable(_ minDays: Int, _ history: String?, _ enter: String, _ exit: String, _ needed: Int, _ start: String?) {
        let parts = history?.components(separatedBy: "…")
        let counted = parts.map { RuleForecastTests.days(range($0[0], $0[1])) } ?? ZoneDays([])
        let rule = RuleForecastTests.rule(.taxYear(month: 4, day: 6), min: minDays)
        let forecast = rule.forecast(history: counted, enter: day(enter), exit: day(exit), length: nil)
        #expect(forecast.daysNeeded == needed)
        #expect(forecast.lastStart == start.map(day))
    }

    /// A weighted minimum needs the more of what the sum lacks and what the current year lacks.
    @Test func weightedMinimumNeedsTheSumAndTheCurrentYear() {
        let rule = Rule(
            id: "us", name: "us", zone: "us", period: .weightedYears(weights: [Fraction(1), Fraction(1, 3), Fraction(1, 6)], minCurrentYear: 31),
            minDays: 183)
        // 120 days in 2023 and 2024 weigh 20 + 40 in 2025; a 30-day plan makes 90: 93 more are needed.
        let history = RuleForecastTests.days(range("2023-01-01", "2023-04-30"), range("2024-01-01", "2024-04-29"))
        let forecast = rule.forecast(history: history, enter: day("2025-06-01"), exit: day("2025-06-30"), length: nil)
        #expect(forecast.daysNeeded == 93)
        #expect(forecast.lastStart == day("2025-09-30"))  // 30 September … 31 December: 93 days
        let heavy = RuleForecastTests.days(range("2023-01-01", "2023-12-31"), range("2024-01-01", "2024-12-31"))
        // 365/6 + 366/3 = 182⅚ already; only the current year's 31 days are missing: 10 planned, 21 needed.
        let current = rule.forecast(history: heavy, enter: day("2025-03-01"), exit: day("2025-03-10"), length: nil)
        #expect(current.daysNeeded == 21)
    }

    // MARK: - The report

    @Test func forecastReportForAMinimumSaysWhatIsNeeded() throws {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("uk-srt"))
        let built = try ledger([stay("GB", "2025-04-06", "2025-07-01"), stay("FR", "2025-07-01", "2025-07-10")], to: "2025-07-10")
        let report = ForecastReport(rule: rule, zone: try #require(book.zone("uk")), ledger: built, enter: day("2025-09-01"), exit: day("2025-09-30"), length: nil)
        #expect(report.usedOnEntry == 86 && report.daysNeeded == 67 && report.lastStart == day("2026-01-29"))
        #expect(report.periodStart == day("2025-04-06") && report.periodEnd == day("2026-04-05"))
        #expect(report.maxStay == nil && report.minDays == 183 && report.maxDays == nil)
        #expect(report.text.contains("67 days still needed in 2025-04-06…2026-04-05; being there every day from 2026-01-29 on would reach 183"))
        let json = String(decoding: try JSONEncoderForTests().encode(report), as: UTF8.self)
        for field in [#""daysNeeded":67"#, #""lastStart":"2026-01-29""#, #""maxStay":null"#, #""firstBreach":null"#, #""rule":"uk-srt""#] {
            #expect(json.contains(field), "\(field) in \(json)")
        }
    }

    @Test func savedPlansCountBeforeThePlannedStay() throws {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("es-183"))
        let zone = try #require(book.zone("es"))
        let plan = try #require(Plan(country: country("ES"), entry: day("2025-01-01"), exit: day("2025-03-31")))
        let without = ForecastReport(rule: rule, zone: zone, ledger: Ledger(days: []), enter: day("2025-06-01"), exit: nil, length: nil)
        let with = ForecastReport(rule: rule, zone: zone, ledger: Ledger(days: []), plans: [plan], enter: day("2025-06-01"), exit: nil, length: nil)
        #expect(without.maxStay == 183 && with.maxStay == 93 && with.usedOnEntry == 90)
    }
}
