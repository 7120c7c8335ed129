import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// The round-4 eligibility rules at their boundaries (Ireland, New Zealand, EU long-term residence, the UK's EU
/// Settlement Scheme, German naturalisation), and the readings pinned for every eligibility answer: what binds, a
/// missing status, how much of the period rests on evidence.
struct WorldEligibilityRuleTests {
    private typealias History = EligibilityHistory

    // MARK: - ie-naturalisation: 70 days away in the last year (100 with exceptional days), 1,460 in the 8 before

    @Test(arguments: [(70, 0, true), (71, 0, false), (80, 10, true), (81, 10, false), (100, 30, true), (101, 31, false)])
    func irishNaturalisationAllowsSeventyDaysAwayAndExceptionalOnes(_ away: Int, _ marked: Int, _ met: Bool) throws {
        let start = day("2026-02-01")
        var history = History.awayOnce(home: "IE", "2016-01-01", "2026-06-30", from: "2026-02-01", days: away)
        history = History.marking(history, (0..<marked).map { start.adding(days: $0) }, .exceptional)
        let report = try History.report("ie-naturalisation", history, on: "2026-06-30")
        let condition = try #require(report.conditions.first { $0.id == "absence-last-year" })
        #expect(condition.days == Fraction(away) && condition.met == met)
        #expect(condition.limit == min(100, 70 + marked))
        #expect(condition.periodStart == day("2025-06-30") && condition.periodEnd == day("2026-06-29"))
        #expect(report.eligible == met)
    }

    @Test(arguments: [(1460, true), (1459, false)])
    func irishNaturalisationNeedsFourYearsInTheEightBeforeTheLastYear(_ present: Int, _ met: Bool) throws {
        // The 8 years before the year before 2026-06-30 run 2017-06-30…2025-06-29; in Ireland for `present` of them
        // (ending with that period), and every day since.
        let periodEnd = day("2025-06-29")
        let history = History.ledger([
            ("GB", "2015-01-01", periodEnd.adding(days: -present).description), ("IE", periodEnd.adding(days: 1 - present).description, "2026-06-30"),
        ])
        let report = try History.report("ie-naturalisation", history, on: "2026-06-30")
        let condition = try #require(report.conditions.first { $0.id == "presence-8-years" })
        #expect(condition.periodStart == day("2017-06-30") && condition.periodEnd == periodEnd)
        #expect(condition.days == Fraction(present) && condition.met == met && report.eligible == met)
        #expect(report.binding == (met ? nil : "presence-8-years"))
        #expect(met || report.earliestEligible == day("2026-07-01"))
    }

    // MARK: - nz-citizenship: 1,350 days in 5 years, 240 in each

    @Test(arguments: [(240, true), (239, false)])
    func newZealandCitizenshipNeeds240DaysInEachYear(_ present: Int, _ met: Bool) throws {
        // In New Zealand throughout except in the year 2023-06-30…2024-06-29 (the third counted back from 2026-06-30),
        // which holds `present` days there.
        let away = 366 - present
        let history = History.awayOnce(home: "NZ", "2020-01-01", "2026-06-30", away: "AU", from: "2023-06-30", days: away)
        let report = try History.report("nz-citizenship", history, on: "2026-06-30", profile: History.status(.nzResident, since: "2020-01-01"))
        let block = try #require(report.conditions.first { $0.id == "each-year" })
        #expect(block.days == Fraction(present) && block.met == met && block.aggregate == .blocks)
        #expect(block.windowStart == day("2023-06-30") && block.windowEnd == day("2024-06-29"))
        #expect(report.conditions[0].met && report.eligible == met && report.warnings.isEmpty)
    }

    @Test(arguments: [(1350, true), (1349, false)])
    func newZealandCitizenshipNeeds1350DaysFromResidence(_ present: Int, _ met: Bool) throws {
        // Resident (and in New Zealand) from a start leaving exactly `present` days in the 5 years before 2026-06-30;
        // each year still holds 240 or more.
        let start = day("2026-06-29").adding(days: 1 - present)
        let history = History.ledger([("NZ", "2019-01-01", "2026-06-30")])
        let report = try History.report("nz-citizenship", history, on: "2026-06-30", profile: History.status(.nzResident, since: start.description))
        let total = report.conditions[0]
        #expect(total.days == Fraction(present) && total.met == met && total.windowStart == start)
        // Days before the status count toward no year either: the earliest block lies wholly before it.
        #expect(report.conditions[1].days == .zero && !report.conditions[1].met && !report.eligible)
    }

    @Test func newZealandCitizenshipWithoutAResidenceDateCountsEveryDayAndSaysSo() throws {
        let history = History.ledger([("NZ", "2019-01-01", "2026-06-30")])
        let report = try History.report("nz-citizenship", history, on: "2026-06-30")
        #expect(report.eligible && report.conditions[0].days == Fraction(1826))
        #expect(report.warnings.count == 1 && report.warnings[0].contains("presence-5-years, each-year count every day of their windows"))
        #expect(report.text(countryName: "New Zealand").contains("profile set --status nz-resident:SINCE"))
    }

    // MARK: - eu-long-term: each absence under 6 months, 10 months in all, never 12 in a row

    @Test(arguments: [
        // (first day away, days away, met): six months from 1 March 2025 are 184 days; from 1 January 2024, 182.
        ("2025-03-01", 183, true), ("2025-03-01", 184, false),
        ("2024-01-01", 181, true), ("2024-01-01", 182, false),
    ])
    func euLongTermResidenceAllowsAbsencesShorterThanSixMonths(_ first: String, _ away: Int, _ met: Bool) throws {
        let history = History.awayOnce(home: "FR", "2019-01-01", "2026-06-30", away: "US", from: first, days: away)
        let report = try History.report("eu-long-term", history, on: "2026-06-30")
        let longest = report.conditions[0]
        #expect(longest.days == Fraction(away) && longest.met == met && longest.aggregate == .longestRun)
        #expect(longest.limit == DayLength.months(6).days(from: day(first)) - 1)
        #expect(longest.windowStart == day(first))
    }

    @Test func euLongTermResidenceCountsDaysInAnyMemberStateAsPresence() throws {
        let history = History.awayOnce(home: "FR", "2019-01-01", "2026-06-30", away: "DE", from: "2024-01-01", days: 400)
        let report = try History.report("eu-long-term", history, on: "2026-06-30")
        #expect(report.eligible && report.conditions.allSatisfy { $0.days == .zero })
    }

    @Test(arguments: [(0, true), (1, false)])
    func euLongTermResidenceAllowsTenMonthsAwayInAll(_ extra: Int, _ met: Bool) throws {
        // Ten calendar months from the first day away, 2023-01-01, are 304 days: three absences adding up to 304 (+1).
        let history = History.ledger([
            ("FR", "2019-01-01", "2022-12-31"), ("US", "2023-01-01", "2023-05-31"),  // 151
            ("FR", "2023-06-01", "2024-12-31"), ("MA", "2025-01-01", "2025-05-01"),  // 121
            ("FR", "2025-05-02", "2025-12-31"), ("GB", "2026-01-01", day("2026-02-01").adding(days: extra).description),  // 32 (+1)
            ("FR", day("2026-02-02").adding(days: extra).description, "2026-06-30"),
        ])
        let report = try History.report("eu-long-term", history, on: "2026-06-30")
        let total = try #require(report.conditions.first { $0.id == "total-absence" })
        #expect(total.limit == 304 && total.days == Fraction(304 + extra) && total.met == met)
        #expect(report.conditions[0].met && report.eligible == met)
    }

    // MARK: - uk-euss: six months in any 12

    @Test(arguments: [(0, true), (1, false)])
    func euSettlementSchemeAllowsSixMonthsAwayInAnyTwelve(_ extra: Int, _ met: Bool) throws {
        // Two absences inside twelve months, 155 days: well inside six months from the first of them.
        let history = History.ledger([
            ("GB", "2019-01-01", "2025-01-31"), ("ES", "2025-02-01", "2025-04-01"),  // 60
            ("GB", "2025-04-02", "2025-08-01"), ("ES", "2025-08-02", day("2025-11-04").adding(days: extra).description),  // 95 (+1)
            ("GB", day("2025-11-05").adding(days: extra).description, "2026-06-30"),
        ])
        let report = try History.report("uk-euss", history, on: "2026-06-30")
        let condition = report.conditions[0]
        #expect(condition.days == Fraction(155 + extra) && condition.met)
        let tight = History.ledger([
            ("GB", "2019-01-01", "2025-06-30"), ("ES", "2025-07-01", day("2025-12-31").adding(days: extra).description),
            ("GB", day("2026-01-01").adding(days: extra).description, "2026-06-30"),
        ])
        let strict = try History.report("uk-euss", tight, on: "2026-06-30").conditions[0]
        // Six months from 2025-07-01 are 184 days: 184 away (exactly six months) meet it, 185 do not.
        #expect(strict.days == Fraction(184 + extra) && strict.limit == 184 && strict.met == met)
    }

    // MARK: - de-naturalisation: no absence over six months

    @Test(arguments: [(181, true), (182, false)])
    func germanNaturalisationAllowsAbsencesOfUpToSixMonths(_ away: Int, _ met: Bool) throws {
        let history = History.awayOnce(home: "DE", "2019-01-01", "2026-06-30", away: "TR", from: "2025-01-01", days: away)
        let report = try History.report("de-naturalisation", history, on: "2026-06-30")
        #expect(report.conditions[0].limit == 181 && report.conditions[0].met == met && report.eligible == met)
    }

    // MARK: - Readings pinned for every eligibility answer

    /// `binding` is the condition still failing on the day before the earliest date, not the one failing on the date
    /// asked about: here the five-year total fails on the day, but a planned absence keeps the last twelve months over
    /// their limit longer.
    @Test func bindingIsWhatStillFailsTheDayBeforeTheEarliestDate() throws {
        // 451 days away in 2022-23 (the five years are over 450 until 2027-01-01, longer with the plan's days); the plan's
        // 114 days away put the twelve months over 90 from October 2026 to August 2027.
        let history = History.ledger([("GB", "2019-01-01", "2021-12-31"), ("US", "2022-01-01", "2023-03-27"), ("GB", "2023-03-28", "2026-06-30")])
        let plan = try #require(Plan(country: country("FR"), entry: day("2026-07-10"), exit: day("2026-10-31")))
        let report = try History.report("uk-naturalisation", history, on: "2026-06-30", plans: [plan])
        #expect(report.conditions.first { $0.id == "absence-5-years" }?.met == false)
        #expect(report.conditions.first { $0.id == "absence-12-months" }?.met == true)
        let earliest = try #require(report.earliestEligible)
        #expect(report.binding == "absence-12-months")
        #expect(earliest > day("2027-07-10"))
    }

    @Test func coverageSaysHowMuchOfTheFiveYearsHasEvidence() throws {
        // One year of evidence under uk-ilr: the rest of the 5 years is unknown, assumed not to be away.
        let history = History.ledger([("GB", "2025-07-01", "2026-06-30")])
        let report = try History.report("uk-ilr", history, on: "2026-06-30")
        let condition = report.conditions[0]
        #expect(condition.periodUnknownDays == 1461)
        #expect(report.coverage == condition.coverage && condition.coverage == (365.0 / 1826 * 10_000).rounded() / 10_000)
        let text = report.text(countryName: "United Kingdom")
        #expect(text.split(separator: "\n")[0].hasSuffix("ELIGIBLE as far as the evidence goes"))
        #expect(text.contains("1,461 of the 1,826 days of absence-any-12-months, 2021-07-01…2026-06-30, are unknown (no evidence); they are assumed not to be absences"))
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any]
        let first = try #require((json?["conditions"] as? [[String: Any]])?.first)
        #expect(first["periodUnknownDays"] as? Int == 1461 && json?["coverage"] is Double && (json?["warnings"] as? [String])?.isEmpty == true)
    }

    @Test func longRunsGiveTheirDaysAsANumber() throws {
        let history = History.awayOnce(home: "US", "2019-01-01", "2026-06-30", away: "MX", from: "2024-01-01", days: 200)
        let report = try History.report("us-n400", history, on: "2026-06-30")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any]
        let runs = try #require((json?["conditions"] as? [[String: Any]])?.compactMap { $0["longRuns"] as? [[String: Any]] }.first)
        #expect(runs.first?["days"] as? Int == 200 && runs.first?["start"] as? String == "2024-01-01")
    }
}
