import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// `report forecast --rule` for the round-5 day-count rules: a maximum's first breach and longest stay (Italy's leap
/// year, Canada, a state with an abode), a minimum's days still needed (India, British Columbia).
struct MoreRuleForecastTests {
    private typealias History = EligibilityHistory

    private func forecast(_ id: String, _ runs: [(String, String, String)], enter: String, exit: String, statuses: [ResidenceStatus] = []) throws -> ForecastReport {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule(id)).limits(for: statuses, on: day(enter))
        return ForecastReport(
            rule: rule, zone: try #require(book.zone(rule.zone)), ledger: History.ledger(runs), enter: day(enter), exit: day(exit), length: nil)
    }

    @Test(arguments: [(2024, 33), (2025, 32)])
    func italyBreachesOnTheDayPastTheGreaterPartOfTheYear(_ year: Int, _ allowed: Int) throws {
        // 150 days in Italy from 1 January, then a planned summer there: the 184th day of the leap year 2024 is over,
        // the 183rd of 2025.
        let first = LocalDay(year: year, month: 1, day: 1)!
        let runs = [("IT", first.description, first.adding(days: 149).description), ("CH", first.adding(days: 150).description, "\(year)-06-30")]
        let report = try forecast("it-tax", runs, enter: "\(year)-07-01", exit: "\(year)-08-29")
        #expect(report.firstBreach == day("\(year)-07-01").adding(days: allowed))
        #expect(report.maxStay == allowed)
    }

    @Test func canadaDeemedResidenceForecast() throws {
        let runs = [("CA", "2026-01-01", "2026-05-31"), ("US", "2026-06-01", "2026-06-30")]  // 151 days
        let report = try forecast("ca-deemed-resident", runs, enter: "2026-07-01", exit: "2026-08-31")
        #expect(report.addedDays == 62 && report.firstBreach == day("2026-08-01") && report.maxStay == 31)
    }

    @Test func indiaDaysStillNeededTowardTheFirstTest() throws {
        let runs = [("IN", "2025-04-01", "2025-07-09"), ("AE", "2025-07-10", "2025-07-31")]  // 100 days
        let report = try forecast("in-tax", runs, enter: "2025-08-01", exit: "2025-08-10")
        #expect(report.daysNeeded == 72)
        #expect(report.lastStart == day("2026-03-31").adding(days: -71))
    }

    @Test func britishColumbiaDaysStillNeeded() throws {
        let runs = [("CA", "2026-01-01", "2026-01-31")]
        let report = try forecast("ca-bc-msp", runs, enter: "2026-02-01", exit: "2026-02-28")
        // Canada without a province is no day in British Columbia: 28 planned days of 183.
        #expect(report.daysNeeded == 155)
    }
}
