import BorderLogInference
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// The six bundled eligibility rules at each boundary of their conditions, on histories built day by day: the day
/// asked about, the earliest date every condition holds (days after the ledger taken as days in the country), and the
/// condition that holds it back.
struct EligibilityRuleTests {
    private typealias History = EligibilityHistory

    // MARK: - Windows

    @Test(arguments: [
        // (years, months, ends, on, first, last): calendar years and months; 29 February N years earlier is 28 February
        (5, 0, EligibilityCondition.Window.End.onDate, "2026-01-01", "2021-01-02", "2026-01-01"),
        (5, 0, .dayBefore, "2026-01-01", "2021-01-01", "2025-12-31"),
        (0, 12, .onDate, "2024-02-29", "2023-03-01", "2024-02-29"),
        (0, 12, .dayBefore, "2024-02-29", "2023-02-28", "2024-02-28"),
        (0, 12, .onDate, "2025-02-28", "2024-02-29", "2025-02-28"),
        (0, 12, .onDate, "2025-03-01", "2024-03-02", "2025-03-01"),
        (4, 0, .dayBefore, "2028-02-29", "2024-02-29", "2028-02-28"),
        (4, 0, .dayBefore, "2029-03-01", "2025-03-01", "2029-02-28"),
        (5, 0, .onDate, "2028-02-29", "2023-03-01", "2028-02-29"),
    ])
    func windowsAreCalendarYearsAndMonthsEndingOnOrBeforeTheDate(
        _ years: Int, _ months: Int, _ ends: EligibilityCondition.Window.End, _ on: String, _ first: String, _ last: String
    ) {
        let window = EligibilityCondition.Window(years: years == 0 ? nil : years, months: months == 0 ? nil : months, ends: ends)
        #expect(window.period(on: day(on)) == range(first, last))
    }

    @Test func aTwelveMonthWindowHoldingTwentyNinthFebruaryIsADayLonger() {
        let window = EligibilityCondition.Window(months: 12, ends: .onDate)
        #expect(window.period(on: day("2024-06-30")).count == 366)
        #expect(window.period(on: day("2025-06-30")).count == 365)
    }

    // MARK: - uk-ilr: 180 days in any 12 months of the 5 years

    @Test(arguments: [(180, true), (181, false)])
    func ukILRAllowsAtMost180DaysAwayInAnyTwelveMonths(_ away: Int, _ eligible: Bool) throws {
        let history = History.awayOnce(home: "GB", "2019-01-01", "2026-01-01", from: "2023-03-01", days: away)
        let report = try History.report("uk-ilr", history, on: "2026-01-01")
        let condition = try #require(report.conditions.first)
        #expect(report.eligible == eligible && condition.met == eligible)
        #expect(condition.days == Fraction(away) && condition.limit == 180 && condition.kind == .max && condition.measure == .absence)
        #expect(condition.periodStart == day("2021-01-02") && condition.periodEnd == day("2026-01-01"))
        if eligible {
            #expect(report.earliestEligible == day("2026-01-01") && report.binding == nil)
        } else {
            // The latest twelve months holding the whole absence end on 29 February 2024.
            #expect(condition.windowStart == day("2023-03-01") && condition.windowEnd == day("2024-02-29"))
            // Eligible once the 5 years no longer reach back to its first day: on 29 February 2028 they still do.
            #expect(report.earliestEligible == day("2028-03-01") && report.binding == "absence-any-12-months")
            #expect(report.text(countryName: "United Kingdom").contains(
                "eligible from 2028-03-01; until then the 12 months ending 2024-02-29 hold 181 days away, 1 over the limit"))
        }
    }

    @Test func ukILROnlyTestsTwelveMonthsLyingWhollyInsideTheFiveYears() throws {
        // 200 days away ending just inside the period: no twelve months inside it hold them all.
        let history = History.awayOnce(home: "GB", "2019-01-01", "2026-01-01", from: "2020-07-01", days: 200)
        let report = try History.report("uk-ilr", history, on: "2026-01-01")
        // The period starts 2021-01-02; the absence runs to 2021-01-16: 15 of its days are inside.
        #expect(report.eligible && report.conditions[0].days == Fraction(15))
    }

    // MARK: - uk-naturalisation: 450 in 5 years, 90 in the last 12 months

    @Test(arguments: [(450, true, "2026-06-30"), (451, false, "2027-01-01")])
    func ukNaturalisationAllows450DaysAwayInFiveYears(_ away: Int, _ met: Bool, _ earliest: String) throws {
        let history = History.awayOnce(home: "GB", "2019-01-01", "2026-06-30", from: "2022-01-01", days: away)
        let report = try History.report("uk-naturalisation", history, on: "2026-06-30")
        #expect(report.conditions[0].id == "absence-5-years" && report.conditions[0].days == Fraction(away) && report.conditions[0].met == met)
        #expect(report.conditions[1].met && report.eligible == met)
        #expect(report.earliestEligible == day(earliest))
        #expect(report.binding == (met ? nil : "absence-5-years"))
    }

    @Test(arguments: [(90, true, "2026-06-30"), (91, false, "2027-01-01")])
    func ukNaturalisationAllows90DaysAwayInTheLastTwelveMonths(_ away: Int, _ met: Bool, _ earliest: String) throws {
        let history = History.awayOnce(home: "GB", "2019-01-01", "2026-06-30", from: "2026-01-01", days: away)
        let report = try History.report("uk-naturalisation", history, on: "2026-06-30")
        let last = report.conditions[1]
        #expect(last.id == "absence-12-months" && last.days == Fraction(away) && last.met == met)
        #expect(last.windowStart == day("2025-07-01") && last.windowEnd == day("2026-06-30"))
        #expect(report.earliestEligible == day(earliest) && report.binding == (met ? nil : "absence-12-months"))
    }

    /// Both conditions fail; the one met last on the way to the earliest date is the binding one.
    @Test(arguments: [
        // (start of the 91 days away in the last year, earliest date, binding condition)
        ("2026-02-01", "2027-02-01", "absence-12-months"),
        ("2025-10-01", "2027-01-01", "absence-5-years"),
    ])
    func bindingIsTheConditionMetLast(_ start: String, _ earliest: String, _ binding: String) throws {
        let recent = day(start)
        let history = History.ledger([
            ("GB", "2019-01-01", "2021-12-31"), ("US", "2022-01-01", "2022-12-26"),  // 360 days away
            ("GB", "2022-12-27", recent.adding(days: -1).description), ("FR", start, recent.adding(days: 90).description),
            ("GB", recent.adding(days: 91).description, "2026-06-30"),
        ])
        let report = try History.report("uk-naturalisation", history, on: "2026-06-30")
        #expect(report.conditions.allSatisfy { !$0.met })
        #expect(report.earliestEligible == day(earliest) && report.binding == binding)
    }

    @Test func savedPlansAwayPushTheEarliestDateBack() throws {
        let history = History.awayOnce(home: "GB", "2019-01-01", "2026-06-30", from: "2026-01-01", days: 91)
        let plan = try #require(Plan(country: country("FR"), entry: day("2026-12-01"), exit: day("2026-12-31")))
        let without = try History.report("uk-naturalisation", history, on: "2026-06-30")
        let with = try History.report("uk-naturalisation", history, on: "2026-06-30", plans: [plan])
        #expect(without.earliestEligible == day("2027-01-01"))
        // 31 planned days away: the twelve months must shed 32 of the 91 before they hold 90.
        #expect(with.earliestEligible == day("2027-02-01") && with.binding == "absence-12-months")
    }

    @Test func unknownDaysAreNeitherPresentNorAway() throws {
        // 451 days with no presence in the UK, one of them unknown: 450 known days away.
        let history = History.ledger([
            ("GB", "2019-01-01", "2021-12-31"), ("FR", "2022-01-01", "2023-03-26"), ("", "2023-03-27", "2023-03-27"), ("GB", "2023-03-28", "2026-06-30"),
        ])
        let report = try History.report("uk-naturalisation", history, on: "2026-06-30")
        #expect(report.conditions[0].days == Fraction(450) && report.conditions[0].unknownDays == 1 && report.eligible)
        #expect(report.text(countryName: "United Kingdom").contains("warning: up to 1 unknown day in a window"))
    }

    @Test func aZoneOnlyDayIsUnknownForACountry() throws {
        var history = History.ledger([("GB", "2019-01-01", "2026-06-30")])
        let index = history.days.firstIndex { $0.date == day("2025-05-05") }!
        history.days[index] = LedgerDay(
            date: day("2025-05-05"), country: nil, countries: [], confidence: 0.5, confidenceLabel: .low, evidence: [:], flags: [.zoneOnly],
            zones: ["schengen"])
        let report = try History.report("uk-naturalisation", history, on: "2026-06-30")
        #expect(report.conditions[0].days == .zero && report.conditions[0].unknownDays == 1)
    }

    // MARK: - ca-pr: 730 days in 5 years, or since PR began

    @Test(arguments: [("2022-12-31", 730, true, "2025-06-30"), ("2022-12-30", 729, false, "2025-07-01")])
    func caPRNeeds730DaysSinceTheStatusBegan(_ lastInCanada: String, _ days: Int, _ met: Bool, _ earliest: String) throws {
        let history = History.ledger([("CA", "2021-01-01", lastInCanada), ("US", day(lastInCanada).adding(days: 1).description, "2025-06-30")])
        let report = try History.report("ca-pr", history, on: "2025-06-30", profile: History.status(.caPR, since: "2021-01-01"))
        let condition = report.conditions[0]
        #expect(condition.days == Fraction(days) && condition.limit == 730 && condition.kind == .min && condition.met == met)
        // The 5 years would start 2020-07-01; permanent residence began later.
        #expect(condition.windowStart == day("2021-01-01") && condition.windowEnd == day("2025-06-30"))
        // After the ledger ends each day counts as a day in Canada.
        #expect(report.earliestEligible == day(earliest) && report.binding == (met ? nil : "presence-5-years"))
        #expect(met || report.assumedPresentFrom == day("2025-07-01"))
    }

    /// A missing status is an answer, not an error: a status condition is unmet, a window that would start with the
    /// status keeps its full length, and the text and `warnings` name the setting to run.
    @Test(arguments: [("ca-pr", "ca-pr", true), ("ca-citizenship", "ca-pr", true), ("au-citizenship", "au-pr", false)])
    func rulesReadingAStatusTheProfileLacksStillAnswer(_ id: String, _ status: String, _ eligible: Bool) throws {
        let history = History.ledger([(id.hasPrefix("au") ? "AU" : "CA", "2019-01-01", "2025-06-30")])
        let report = try History.report(id, history, on: "2025-06-30")
        #expect(report.eligible == eligible)
        #expect(report.warnings.count == 1 && report.warnings[0].contains("borderlog profile set --status \(status):SINCE"))
        #expect(report.text(countryName: "x").contains("warning: the profile holds no \(status) status"))
        if !eligible {
            #expect(report.binding == "au-pr-12-months" && report.conditions.first { $0.measure == .status }?.met == false)
        }
    }

    // MARK: - ca-citizenship: 1,095 days, half days before PR, at most 365 credited

    @Test(arguments: [
        // (days in Canada before PR began on 2023-06-01, days after, days counted, met)
        (730, 730, Fraction(1095), true),
        (729, 730, Fraction(2189, 2), false),  // 1,094.5 does not meet 1,095
        (731, 730, Fraction(1095), true),  // 365.5 credited is capped at 365
        (881, 729, Fraction(1094), false),  // the cap holds however many days came before
        (0, 945, Fraction(945), false),
    ])
    func caCitizenshipCountsDaysBeforePRAsHalfWithACap(_ before: Int, _ after: Int, _ expected: Fraction, _ met: Bool) throws {
        var runs: [(String, String, String)] = [("US", "2020-01-01", "2020-12-31")]
        let preStart = day("2021-01-01"), since = day("2023-06-01")
        if before > 0 { runs.append(("CA", preStart.description, preStart.adding(days: before - 1).description)) }
        if preStart.adding(days: before) < since { runs.append(("US", preStart.adding(days: before).description, since.adding(days: -1).description)) }
        runs.append(("CA", since.description, since.adding(days: after - 1).description))
        if since.adding(days: after) <= day("2025-12-31") { runs.append(("US", since.adding(days: after).description, "2025-12-31")) }
        let report = try History.report("ca-citizenship", History.ledger(runs), on: "2026-01-01", profile: History.status(.caPR, since: "2023-06-01"))
        let condition = report.conditions[0]
        #expect(condition.days == expected && condition.met == met && report.eligible == met)
        #expect(condition.creditedDays == (before == 0 ? Fraction.zero : min(Fraction(before, 2), Fraction(365))))
        #expect(condition.windowStart == day("2021-01-01") && condition.windowEnd == day("2025-12-31"))
    }

    @Test func caCitizenshipHalfDayShowsAsADecimalInJSON() throws {
        let history = History.ledger([
            ("US", "2020-01-01", "2020-12-31"), ("CA", "2021-01-01", "2022-12-30"), ("US", "2022-12-31", "2023-05-31"),
            ("CA", "2023-06-01", "2025-05-30"), ("US", "2025-05-31", "2025-12-31"),
        ])
        let report = try History.report("ca-citizenship", history, on: "2026-01-01", profile: History.status(.caPR, since: "2023-06-01"))
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(json.contains("\"days\":1094.5"), "\(json)")
    }

    /// 1,094 days whole, none before PR: each later day sheds a day from the window's start and gains one after the
    /// ledger, until the window's start stays on 28 February while its end reaches 28 February 2028.
    @Test func caCitizenshipEarliestDateWaitsForALeapDay() throws {
        let history = History.ledger([("CA", "2021-01-01", "2023-12-30"), ("US", "2023-12-31", "2025-12-31")])
        let report = try History.report("ca-citizenship", history, on: "2026-01-01", profile: History.status(.caPR, since: "2021-01-01"))
        #expect(report.conditions[0].days == Fraction(1094))
        #expect(report.earliestEligible == day("2028-02-29") && report.binding == "presence-5-years")
    }

    // MARK: - us-n400: 913 days, no absence of a year

    @Test(arguments: [("2023-07-02", 913, true), ("2023-07-01", 912, false)])
    func usNaturalisationNeeds913DaysPresent(_ lastInUS: String, _ days: Int, _ met: Bool) throws {
        let history = History.ledger([("US", "2021-01-01", lastInUS), ("MX", day(lastInUS).adding(days: 1).description, "2025-12-31")])
        let report = try History.report("us-n400", history, on: "2026-01-01")
        #expect(report.conditions[0].id == "presence-5-years" && report.conditions[0].days == Fraction(days) && report.conditions[0].met == met)
    }

    @Test(arguments: [(364, true), (365, false)])
    func usNaturalisationAllowsNoAbsenceOfAYear(_ away: Int, _ met: Bool) throws {
        let history = History.awayOnce(home: "US", "2020-01-01", "2025-12-31", from: "2022-03-01", days: away)
        let report = try History.report("us-n400", history, on: "2026-01-01")
        let longest = report.conditions[1]
        #expect(longest.id == "longest-absence" && longest.measure == .absence && longest.kind == .max && longest.limit == 364)
        #expect(longest.days == Fraction(away) && longest.met == met && report.eligible == met)
        #expect(longest.windowStart == day("2022-03-01") && longest.windowEnd == day("2022-03-01").adding(days: away - 1))
        // Over 180 days: listed as a presumption of broken residence.
        #expect(longest.longRuns == [DayRange(day("2022-03-01"), day("2022-03-01").adding(days: away - 1))!])
        if !met { #expect(report.earliestEligible == day("2027-03-02") && report.binding == "longest-absence") }
    }

    @Test func usNaturalisationCountsOnlyTheDaysOfAnAbsenceInsideTheFiveYears() throws {
        let history = History.ledger([("US", "2019-01-01", "2020-05-31"), ("GB", "2020-06-01", "2021-06-30"), ("US", "2021-07-01", "2025-12-31")])
        let report = try History.report("us-n400", history, on: "2026-01-01")
        #expect(report.conditions[1].days == Fraction(181) && report.conditions[1].windowStart == day("2021-01-01"))
        #expect(report.eligible)
    }

    // MARK: - au-citizenship: 365 away in 4 years, 90 in the last year, PR for the last year

    @Test(arguments: [(365, true), (366, false)])
    func auCitizenshipAllows365DaysAwayInFourYears(_ away: Int, _ met: Bool) throws {
        let history = History.awayOnce(home: "AU", "2020-01-01", "2025-12-31", from: "2022-06-01", days: away)
        let report = try History.report("au-citizenship", history, on: "2026-01-01", profile: History.status(.auPR, since: "2020-01-01"))
        #expect(report.conditions[0].days == Fraction(away) && report.conditions[0].met == met && report.eligible == met)
        #expect(report.conditions[0].windowStart == day("2022-01-01") && report.conditions[0].windowEnd == day("2025-12-31"))
    }

    @Test(arguments: [(90, true), (91, false)])
    func auCitizenshipAllows90DaysAwayInTheLastYear(_ away: Int, _ met: Bool) throws {
        let history = History.awayOnce(home: "AU", "2020-01-01", "2025-12-31", from: "2025-03-01", days: away)
        let report = try History.report("au-citizenship", history, on: "2026-01-01", profile: History.status(.auPR, since: "2020-01-01"))
        #expect(report.conditions[1].days == Fraction(away) && report.conditions[1].met == met && report.eligible == met)
    }

    @Test(arguments: [
        // (PR since, until, met, earliest)
        ("2025-01-01", nil, true, "2026-01-01" as String?),
        ("2025-01-02", nil, false, "2026-01-02"),
        ("2020-01-01", "2025-06-30", false, nil),  // the status ended: no date works
    ] as [(String, String?, Bool, String?)])
    func auCitizenshipNeedsPRHeldForTheLastYear(_ since: String, _ until: String?, _ met: Bool, _ earliest: String?) throws {
        let history = History.ledger([("AU", "2020-01-01", "2025-12-31")])
        let report = try History.report("au-citizenship", history, on: "2026-01-01", profile: History.status(.auPR, since: since, until: until))
        let status = report.conditions[2]
        #expect(status.measure == .status && status.met == met && status.limit == 365)
        #expect(report.earliestEligible == earliest.map(day))
        #expect(report.binding == (met ? nil : "au-pr-12-months"))
    }

    // MARK: - The search

    @Test func aDecadeOfHalfYearsAwayFindsTheFirstQuietTwelveMonths() throws {
        // Away half of every year for ten years: the worst twelve months of each date differ.
        var runs: [(String, String, String)] = []
        for year in 2016...2025 {
            runs.append(("GB", "\(year)-01-01", "\(year)-06-30"))
            runs.append(("FR", "\(year)-07-01", "\(year)-12-31"))
        }
        let history = History.ledger(runs)
        let report = try History.report("uk-ilr", history, on: "2026-01-01")
        // Every 12-month window within the five years must hold at most 180 days away: the period must start on
        // 5 July 2025, when the rest of the last half year abroad is 180 days.
        #expect(report.earliestEligible == day("2030-07-04"))
    }
}
