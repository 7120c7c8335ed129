import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogTestSupport
import Foundation
import Testing

/// Each period kind measured over counted days: year and tax-year boundaries, weighted years, twelve-month periods
/// touching the year, and the longest stay.
struct RuleKindTests {
    private static let uk = Zone(id: "uk", name: "United Kingdom", members: [Zone.Membership(country: country("GB"))])

    private static func counted(_ ranges: DayRange...) -> ZoneDays { ZoneDays(ranges.flatMap { Array($0) }) }

    private static func decode(_ json: String) throws -> Rule.Period {
        try JSONDecoder().decode(Rule.Period.self, from: Data(json.utf8))
    }

    // MARK: - Calendar and tax years

    @Test(arguments: [
        // (start MM-DD, evaluated on, period start, period end): UK 6 April, Australia 1 July, New Zealand and India 1 April
        ("04-06", "2024-04-05", "2023-04-06", "2024-04-05"), ("04-06", "2024-04-06", "2024-04-06", "2025-04-05"),
        ("07-01", "2024-06-30", "2023-07-01", "2024-06-30"), ("07-01", "2024-07-01", "2024-07-01", "2025-06-30"),
        ("04-01", "2024-03-31", "2023-04-01", "2024-03-31"), ("04-01", "2025-01-01", "2024-04-01", "2025-03-31"),
        ("01-01", "2024-12-31", "2024-01-01", "2024-12-31"),
    ])
    func taxYearsRunFromTheirStartToTheDayBeforeTheNext(_ start: String, _ on: String, _ first: String, _ last: String) throws {
        let period = try RuleKindTests.decode(#"{"kind": "taxYear", "start": "\#(start)"}"#)
        #expect(period.window(endingOn: day(on)) == range(first, last))
    }

    @Test(arguments: [
        // (period, evaluated on, days counted): presence 2024-03-25 … 2024-04-10 and 2024-06-25 … 2024-07-05
        (Rule.Period.taxYear(month: 4, day: 6), "2024-04-05", 12), (.taxYear(month: 4, day: 6), "2024-04-06", 1),
        (.taxYear(month: 4, day: 6), "2024-07-05", 16), (.taxYear(month: 7, day: 1), "2024-06-30", 23),
        (.taxYear(month: 7, day: 1), "2024-07-01", 1), (.calendarYear, "2024-12-31", 28), (.calendarYear, "2025-01-01", 0),
        (.rolling(days: 10), "2024-04-10", 10), (.rolling(days: 10), "2024-04-19", 1),
    ])
    func yearsCountFromTheirStartThroughTheDay(_ period: Rule.Period, _ on: String, _ expected: Int) {
        let rule = Rule(id: "r", name: "r", zone: "uk", period: period, maxDays: 183)
        let days = RuleKindTests.counted(range("2024-03-25", "2024-04-10"), range("2024-06-25", "2024-07-05"))
        #expect(rule.measure(days, on: day(on)).days == expected)
    }

    // MARK: - Weighted years

    private static let substantialPresence = Rule(
        id: "us-spt", name: "US substantial presence", zone: "us",
        period: .weightedYears(weights: [Fraction(1), Fraction(1, 3), Fraction(1, 6)], minCurrentYear: 31), minDays: 183)

    /// IRS Publication 519, chapter 1, "Substantial Presence Test": present 120 days in each of three years, the
    /// count for the last is 120 + 40 (⅓ of 120) + 20 (⅙ of 120) = 180 days, so the test is not met. The fractions are
    /// added exactly: 122 days a year makes 122 + 40⅔ + 20⅓ = 183, which meets it; 121 days makes 181½.
    @Test(arguments: [
        // (days in each of 2022, 2023, 2024; weighted sum; level)
        (120, 120, 120, Fraction(180), RuleStatus.Level.below),
        (122, 122, 122, Fraction(183), .ok),
        (121, 121, 121, Fraction(363, 2), .below),
        (183, 0, 0, Fraction(183), .ok),
        (30, 365, 365, Fraction(30) + Fraction(365, 3) + Fraction(365, 6), .below),  // under 31 days this year
        (31, 365, 0, Fraction(31) + Fraction(365, 3), .below),
        (31, 365, 365, Fraction(31) + Fraction(365, 2), .ok),
    ])
    func weightedYearsAddExactFractions(_ current: Int, _ last: Int, _ before: Int, _ weighted: Fraction, _ level: RuleStatus.Level) {
        func first(_ count: Int, of year: Int) -> [LocalDay] {
            count == 0 ? [] : Array(DayRange(LocalDay(year: year, month: 1, day: 1)!, LocalDay(year: year, month: 1, day: 1)!.adding(days: count - 1))!)
        }
        let days = ZoneDays(first(current, of: 2024) + first(last, of: 2023) + first(before, of: 2022))
        let rule = RuleKindTests.substantialPresence
        let measure = rule.measure(days, on: day("2024-12-31"))
        #expect(measure.weightedDays == weighted)
        #expect(measure.days == current)
        #expect(measure.years == [.init(year: 2022, days: before), .init(year: 2023, days: last), .init(year: 2024, days: current)])
        #expect(measure.period == range("2022-01-01", "2024-12-31"))
        #expect(rule.level(of: measure) == level)
    }

    @Test func weightedCurrentYearCountsThroughTheDayAndTurnsOnFirstJanuary() {
        let days = RuleKindTests.counted(range("2024-12-01", "2025-01-10"))
        let rule = RuleKindTests.substantialPresence
        #expect(rule.measure(days, on: day("2024-12-31")).weightedDays == Fraction(31))
        let january = rule.measure(days, on: day("2025-01-05"))
        #expect(january.days == 5 && january.weightedDays == Fraction(5) + Fraction(31, 3))
    }

    /// A weighted maximum (someone keeping under the test) breaches only with the current-year days met; what is
    /// left is the more of the days under the limit and the days before the current-year condition is met.
    @Test(arguments: [
        // (days in 2024, 2023, 2022; level; remaining) with a maximum of 182 and a warning 30 days before it
        (30, 365, 365, RuleStatus.Level.warning, 0),  // 212½ weighted, but under 31 days this year
        (31, 365, 365, .breach, 0),
        (100, 200, 0, .warning, 15),  // 166⅔: 15 whole days left
        (0, 0, 0, .ok, 182),
        (10, 365, 365, .warning, 20),  // 20 more days before the 31st this year
    ])
    func weightedMaximumNeedsTheCurrentYearToBreach(_ current: Int, _ last: Int, _ before: Int, _ level: RuleStatus.Level, _ remaining: Int) {
        var rule = RuleKindTests.substantialPresence
        rule.minDays = nil
        rule.maxDays = 182
        rule.warnWithin = 30
        func first(_ count: Int, of year: Int) -> [LocalDay] {
            (0..<count).map { LocalDay(year: year, month: 1, day: 1)!.adding(days: $0) }
        }
        let measure = rule.measure(ZoneDays(first(current, of: 2024) + first(last, of: 2023) + first(before, of: 2022)), on: day("2024-12-31"))
        #expect(rule.level(of: measure) == level)
        #expect(rule.remaining(after: measure) == remaining)
    }

    // MARK: - Any twelve months starting or ending in the year

    @Test(arguments: [
        // (presence, evaluated on, most days, that period's first day)
        ("2023-07-01…2023-12-31", "2023-12-31", 184, "2023-07-01"),
        ("2023-07-01…2023-12-31", "2024-06-30", 184, "2023-01-02"),  // a period ending in 2024 holds all of it
        ("2023-07-01…2023-12-31", "2025-06-30", 0, "2025-01-01"),
        ("2023-09-23…2024-04-09", "2024-04-09", 200, "2023-09-23"),
        ("2023-09-23…2024-04-09", "2024-02-01", 132, "2023-09-23"),  // counted only through the day
        ("2022-01-01…2023-01-01", "2023-06-30", 365, "2022-01-02"),  // ending on 1 January counts for that year
        ("2022-01-01…2022-12-31", "2023-06-30", 364, "2022-01-02"),
    ])
    func anyTwelveMonthsTakesTheBestPeriodTouchingTheYear(_ presence: String, _ on: String, _ expected: Int, _ start: String) {
        let parts = presence.components(separatedBy: "…")
        let rule = Rule(id: "pt", name: "pt", zone: "pt", period: .anyTwelveMonths, maxDays: 183)
        let measure = rule.measure(RuleKindTests.counted(range(parts[0], parts[1])), on: day(on))
        #expect(measure.days == expected)
        #expect(measure.period.first == day(start))
    }

    @Test func twelveMonthsEndTheDayBeforeTheAnniversary() {
        #expect(Rule.twelveMonths(startingOn: day("2024-03-15")) == range("2024-03-15", "2025-03-14"))
        #expect(Rule.twelveMonths(startingOn: day("2024-02-29")) == range("2024-02-29", "2025-02-28"))
        #expect(Rule.twelveMonths(startingOn: day("2023-01-02")) == range("2023-01-02", "2024-01-01"))
    }

    // MARK: - Longest stay

    @Test(arguments: [
        // (maxGap, second part starts, evaluated on, longest stay): first part 2024-01-01 … 2024-03-31
        (14, "2024-04-14", "2024-07-31", "2024-01-01…2024-07-31"),  // 13 days away: one stay, the gap included
        (14, "2024-04-15", "2024-05-31", "2024-01-01…2024-05-31"),  // 14 days away still join
        (14, "2024-04-16", "2024-05-31", "2024-01-01…2024-03-31"),  // 15 days away: two stays
        (14, "2024-04-16", "2024-12-31", "2024-04-16…2024-12-31"),
        (0, "2024-04-01", "2024-04-30", "2024-01-01…2024-04-30"),  // consecutive days always join
        (0, "2024-04-02", "2024-05-31", "2024-01-01…2024-03-31"),  // one day away is a gap of one
        (1, "2024-04-02", "2024-05-31", "2024-01-01…2024-05-31"),
        (1, "2024-04-03", "2024-05-31", "2024-01-01…2024-03-31"),
    ])
    func longestStayJoinsStaysAtMostMaxGapDaysAwayApart(_ maxGap: Int, _ resumes: String, _ on: String, _ expected: String) {
        let rule = Rule(id: "de", name: "de", zone: "de", period: .longestStay(maxGap: maxGap), maxDays: 183)
        let days = RuleKindTests.counted(range("2024-01-01", "2024-03-31"), range(resumes, "2024-12-31"))
        let measure = rule.measure(days, on: day(on))
        let parts = expected.components(separatedBy: "…")
        #expect(measure.period == range(parts[0], parts[1]))
        #expect(measure.days == measure.period.count)
    }

    /// Germany's six months (AO §9): a stay from October reaching into the next year counts whole in that year.
    @Test func aStayReachingIntoTheYearCountsWhole() {
        let rule = Rule(id: "de", name: "de", zone: "de", period: .longestStay(maxGap: 14), maxDays: 183)
        let days = RuleKindTests.counted(range("2023-10-01", "2024-03-31"))
        let measure = rule.measure(days, on: day("2024-12-31"))
        #expect(measure.days == 183 && rule.level(of: measure) == .ok)
        let longer = rule.measure(RuleKindTests.counted(range("2023-10-01", "2024-04-01")), on: day("2024-12-31"))
        #expect(longer.days == 184 && rule.level(of: longer) == .breach)
        #expect(rule.measure(days, on: day("2025-01-01")).days == 0)
    }

    // MARK: - Rule files

    @Test(arguments: [
        (#"{"kind": "weightedYears", "weights": ["1", "1/3", "1/6"], "minCurrentYear": 31}"#,
         Rule.Period.weightedYears(weights: [Fraction(1), Fraction(1, 3), Fraction(1, 6)], minCurrentYear: 31)),
        (#"{"kind": "weightedYears", "weights": ["1", "0.5"]}"#, .weightedYears(weights: [Fraction(1), Fraction(1, 2)], minCurrentYear: 0)),
        (#"{"kind": "anyTwelveMonths"}"#, .anyTwelveMonths),
        (#"{"kind": "longestStay", "maxGap": 14}"#, .longestStay(maxGap: 14)),
        (#"{"kind": "taxYear", "start": "07-01"}"#, .taxYear(month: 7, day: 1)),
    ])
    func periodsReadAndWriteTheRuleFileFields(_ json: String, _ expected: Rule.Period) throws {
        let period = try RuleKindTests.decode(json)
        #expect(period == expected)
        #expect(try RuleKindTests.decode(String(decoding: try JSONEncoder().encode(period), as: UTF8.self)) == period)
    }

    @Test(arguments: [
        (#"{"kind": "weightedYears", "weights": []}"#, "weights"), (#"{"kind": "weightedYears", "weights": ["1/0"]}"#, "1/0"),
        (#"{"kind": "weightedYears", "weights": ["-1/3"]}"#, "negative"), (#"{"kind": "longestStay", "maxGap": -1}"#, "maxGap"),
        (#"{"kind": "taxYear", "start": "13-01"}"#, "13-01"), (#"{"kind": "fortnightly"}"#, "fortnightly"),
    ])
    func badPeriodsSayWhatIsWrong(_ json: String, _ mentioned: String) {
        #expect { try RuleKindTests.decode(json) } throws: { error in
            (error as? DecodingError)?.readableDescription.contains(mentioned) == true
        }
    }

    @Test func weightedStatusCarriesTheSumAndTheYears() throws {
        let days = RuleKindTests.counted(range("2024-01-01", "2024-04-29"), range("2023-01-01", "2023-04-30"), range("2022-01-01", "2022-04-30"))
        let zone = Zone(id: "us", name: "United States", members: [Zone.Membership(country: country("US"))])
        let status = RuleStatus(rule: RuleKindTests.substantialPresence, zone: zone, counted: days, on: day("2024-12-31"))
        #expect(status.days == 120 && status.weightedDays == 180 && status.level == .below)
        #expect(status.periodStart == day("2022-01-01") && status.periodEnd == day("2024-12-31"))
        let json = String(decoding: try JSONEncoderForTests().encode(status), as: UTF8.self)
        #expect(json.contains(#""weightedDays":180"#) && json.contains(#""years":[{"days":120,"year":2022}"#))
        let plain = RuleStatus(rule: Rule(id: "c", name: "c", zone: "uk", period: .calendarYear, maxDays: 10), zone: RuleKindTests.uk, counted: days, on: day("2024-12-31"))
        let plainJSON = String(decoding: try JSONEncoderForTests().encode(plain), as: UTF8.self)
        #expect(!plainJSON.contains("weightedDays") && !plainJSON.contains("years"))
    }
}
