import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

struct ForecastTests {
    private let limit = RollingLimit.schengen

    private func zoneDays(_ ranges: DayRange...) -> ZoneDays { ZoneDays(ranges.flatMap { Array($0) }) }

    @Test func emptyHistoryAllowsNinetyDays() {
        let forecast = limit.forecast(history: ZoneDays([]), enter: day("2024-01-01"), exit: day("2024-04-15"), length: nil)
        #expect(forecast.maxStay == 90)
        #expect(forecast.addedDays == 106)
        #expect(forecast.firstBreach == day("2024-03-31"))  // 2024 is a leap year: day 91 is 31 March
        #expect(forecast.earliestEntry == nil)
    }

    @Test func addedDaysSkipDaysAlreadyInTheZone() {
        let history = zoneDays(range("2024-05-01", "2024-05-10"))
        let forecast = limit.forecast(history: history, enter: day("2024-05-08"), exit: day("2024-05-12"), length: nil)
        #expect(forecast.addedDays == 2)
    }

    @Test func maxStayCountsRemainingDaysAndDaysFallingOutOfTheWindow() {
        // 80 days used from 1 Jan 2023, then a plan to enter on 1 June.
        let history = zoneDays(range("2023-01-01", "2023-03-21"))
        let forecast = limit.forecast(history: history, enter: day("2023-06-01"), exit: nil, length: nil)
        // On 1 June the window starts 2022-12-04: 80 old days, so 10 remain; old days start leaving on 30 June.
        // Staying from 1 June: day k (0-based) sees 80 − max(0, k − 28) old days + k + 1 new ones.
        // k ≤ 28: 81 + k ≤ 90 → k ≤ 9. So 10 days.
        #expect(forecast.maxStay == 10)
        #expect(forecast.addedDays == nil && forecast.firstBreach == nil)
    }

    @Test func fullNinetyDaysAllowsReturnAfter180DaysNotAfter90() {
        let history = zoneDays(range("2023-01-01", "2023-03-31"))
        #expect(limit.earliestEntry(from: day("2023-04-01"), length: 1, history: history) == day("2023-06-30"))
        // The rolling window frees one old day for every new day, so a full 90-day stay is possible from then too.
        #expect(limit.earliestEntry(from: day("2023-04-01"), length: 90, history: history) == day("2023-06-30"))
        let atLimit = limit.forecast(history: history, enter: day("2023-04-01"), exit: nil, length: 30)
        #expect(atLimit.maxStay == 0)
        #expect(atLimit.earliestEntry == day("2023-06-30"))
    }

    @Test func earliestEntryWaitsForEnoughDaysToFallOut() {
        // 60 days used ending 1 March 2024; a 45-day stay needs 15 of those to leave the window first.
        let history = zoneDays(range("2024-01-02", "2024-03-01"))
        let entry = limit.earliestEntry(from: day("2024-03-02"), length: 45, history: history)
        let found = try! #require(entry)
        #expect(limit.firstBreach(of: DayRange(found, found.adding(days: 44))!, history: history) == nil)
        #expect(limit.firstBreach(of: DayRange(found.adding(days: -1), found.adding(days: 43))!, history: history) != nil)
    }

    @Test func stayLongerThanTheLimitHasNoEarliestEntry() {
        #expect(limit.earliestEntry(from: day("2024-01-01"), length: 91, history: ZoneDays([])) == nil)
        #expect(limit.earliestEntry(from: day("2024-01-01"), length: 90, history: ZoneDays([])) == day("2024-01-01"))
    }

    @Test func planMustNotPushLaterRecordedDaysOverTheLimit() {
        // A 60-day stay already booked from 1 August; a July plan may use only 30 days so 1 Aug–29 Sep stays legal.
        let history = zoneDays(range("2025-08-01", "2025-09-29"))
        let forecast = limit.forecast(history: history, enter: day("2025-06-01"), exit: nil, length: nil)
        #expect(forecast.maxStay == 30)
    }

    @Test func firstBreachIsOnlyReportedForPlannedDays() {
        let history = zoneDays(range("2024-01-01", "2024-03-20"))  // 80 days
        let breach = limit.firstBreach(of: range("2024-04-01", "2024-04-30"), history: history)
        #expect(breach == day("2024-04-11"))  // 80 + 11 = 91
    }

    @Test func forecastReportEncodesEveryFieldEvenWhenNull() throws {
        let rules = try RuleBook.bundled()
        let report = ForecastReport(
            rule: rules.rule("schengen-90-180")!, zone: rules.zone("schengen")!, ledger: Ledger(days: []), enter: day("2024-01-01"), exit: nil, length: nil)
        let json = String(decoding: try JSONEncoderForTests().encode(report), as: UTF8.self)
        for field in [
            "\"enter\"", "\"exit\":null", "\"addedDays\":null", "\"firstBreach\":null", "\"maxStay\":90", "\"earliestEntry\":null",
            "\"daysNeeded\":null", "\"lastStart\":null", "\"rule\":\"schengen-90-180\"",
        ] {
            #expect(json.contains(field), "missing \(field) in \(json)")
        }
    }
}
