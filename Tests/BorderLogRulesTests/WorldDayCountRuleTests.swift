import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// The round-4 day-count rules (`report rules`) at their boundaries, on histories built day by day: Ireland's two-year
/// aggregate, New Zealand's first day of residence, the UAE's status-dependent limit, the US full-day count and a
/// green card's absences.
struct WorldDayCountRuleTests {
    private typealias History = EligibilityHistory

    // MARK: - ie-tax: 183 this year, or 280 over two years with a 30-day floor (TCA 1997 s.819)

    /// `last` days in Ireland in the year before, `this` in the year asked about (each from 1 January), elsewhere the
    /// rest, asked on 31 December.
    private func irish(last: Int, this: Int) throws -> RuleStatus {
        var runs: [(String, String, String)] = []
        for (year, days) in [(2025, last), (2026, this)] {
            let first = LocalDay(year: year, month: 1, day: 1)!
            if days > 0 { runs.append(("IE", first.description, first.adding(days: days - 1).description)) }
            if first.adding(days: days).year == year { runs.append(("GB", first.adding(days: days).description, "\(year)-12-31")) }
        }
        return try History.status(rule: "ie-tax", History.ledger(runs), on: "2026-12-31")
    }

    @Test(arguments: [
        // (last year, this year, resident): 183 alone; 280 together; a year of 30 or fewer counts none and never
        // makes the aggregate (a whole year before does not make up for 30 days this year).
        (0, 183, true), (0, 182, false),
        (140, 140, true), (140, 139, false),
        (250, 30, false), (249, 31, true),
        (30, 250, true), (30, 182, false),
        (365, 30, false),
    ])
    func irishResidenceCountsOneYearOrTwo(_ last: Int, _ this: Int, _ resident: Bool) throws {
        let status = try irish(last: last, this: this)
        #expect(status.level == (resident ? .ok : .below))
        #expect(status.days == this && status.years?.map(\.days) == [last, this])
        #expect(status.aggregateDays == (last > 30 ? last : 0) + (this > 30 ? this : 0))
        #expect(status.periodStart == day("2025-01-01") && status.periodEnd == day("2026-12-31"))
    }

    @Test func irishForecastNeedsTheFewerOfTheTwoWaysToResidence() throws {
        // 200 days last year: 80 more this year (over the floor) make 280; 183 alone would need more.
        let ledger = History.ledger([("IE", "2025-01-01", "2025-07-19"), ("GB", "2025-07-20", "2026-03-31")])
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("ie-tax"))
        let history = ledger.countedDays(for: rule, zone: try #require(book.zone("ie")))
        let forecast = rule.forecast(history: history, enter: day("2026-04-01"), exit: day("2026-04-10"), length: nil)
        #expect(forecast.daysNeeded == 70)
        #expect(forecast.lastStart == day("2026-10-23"))
    }

    // MARK: - nz-tax: resident from the first of more than 183 days; non-resident from the first of more than 325 away

    @Test(arguments: [(183, false), (184, true)])
    func newZealandResidenceStartsOnTheFirstOfTheDays(_ days: Int, _ resident: Bool) throws {
        let arrival = day("2025-04-10")
        let ledger = History.ledger([
            ("AU", "2025-01-01", "2025-04-09"), ("NZ", "2025-04-10", arrival.adding(days: days - 1).description),
            ("AU", arrival.adding(days: days).description, "2026-03-31"),
        ])
        let status = try History.status(rule: "nz-tax", ledger, on: "2026-03-31")
        #expect(status.residentFrom == Nullable(wrappedValue: resident ? arrival : nil))
        #expect(status.nonResidentFrom == Nullable(wrappedValue: nil))
        #expect(status.level == (resident ? .breach : .ok))
        let json = String(decoding: try JSONEncoder().encode(status), as: UTF8.self)
        #expect(json.contains("\"residentFrom\":\(resident ? "\"2025-04-10\"" : "null")") && json.contains("\"nonResidentFrom\":null"))
    }

    @Test(arguments: [(325, false), (326, true)])
    func newZealandNonResidenceStartsOnTheFirstDayAway(_ away: Int, _ ended: Bool) throws {
        let left = day("2026-01-01")
        let ledger = History.ledger([
            ("NZ", "2025-01-01", "2025-12-31"), ("AU", left.description, left.adding(days: away - 1).description),
            ("NZ", left.adding(days: away).description, left.adding(days: away + 10).description),
        ])
        let status = try History.status(rule: "nz-tax", ledger, on: left.adding(days: away + 10).description)
        #expect(status.residentFrom == Nullable(wrappedValue: day("2025-01-01")))
        #expect(status.nonResidentFrom == Nullable(wrappedValue: ended ? left : nil))
        #expect(status.level == (ended ? .ok : .breach))
        #expect(status.text.contains(ended ? "resident from 2025-01-01, non-resident from 2026-01-01" : "resident from 2025-01-01"))
    }

    @Test func newZealandLooksForNonResidenceOnlyAfterResidenceBegan() throws {
        // A year away before ever arriving is no non-residence.
        let ledger = History.ledger([("AU", "2024-01-01", "2024-12-31"), ("NZ", "2025-01-01", "2025-12-31")])
        let status = try History.status(rule: "nz-tax", ledger, on: "2025-12-31")
        #expect(status.residentFrom == Nullable(wrappedValue: day("2025-01-01")) && status.nonResidentFrom == Nullable(wrappedValue: nil))
    }

    @Test func aNewZealandForecastFindsTheDayResidenceWouldBegin() throws {
        // 100 days in New Zealand this year; a planned stay of 100 more in the same 12 months passes 183 on its 84th day.
        let ledger = History.ledger([("AU", "2025-12-01", "2025-12-31"), ("NZ", "2026-01-01", "2026-04-10"), ("AU", "2026-04-11", "2026-05-31")])
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("nz-tax"))
        let report = ForecastReport(
            rule: rule, zone: try #require(book.zone("nz")), ledger: ledger, enter: day("2026-06-01"), exit: day("2026-09-08"), length: nil)
        #expect(report.addedDays == 100)
        #expect(report.firstBreach == day("2026-06-01").adding(days: 83))
        #expect(report.maxStay == 83)
        #expect(report.text.contains("It breaches the limit on 2026-08-23."))
    }

    @Test func aFullDayForecastSpeaksOfDaysAway() throws {
        let ledger = History.ledger([("US", "2026-01-01", "2026-01-31"), ("US>FR", "2026-02-01", "2026-02-01"), ("FR", "2026-02-02", "2026-05-31")])
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("us-feie"))
        let report = ForecastReport(
            rule: rule, zone: try #require(book.zone(rule.zone)), ledger: ledger, enter: day("2026-06-01"), exit: day("2026-12-31"), length: nil)
        #expect(report.counting == .fullDayAbroad && report.addedDays == 214)
        // The 12 months ending on the plan's last day: 119 full days so far and 214 planned leave none needed.
        #expect(report.daysNeeded == 0)
        #expect(report.text.contains("away from United States and its possessions adds 214 new days away"))
    }

    // MARK: - ae-tax: 183 days in 12 months, or 90 with a residence visa

    @Test(arguments: [(182, false, false), (183, false, true), (89, true, false), (90, true, true)])
    func uaeResidenceNeeds183DaysOr90ForAResident(_ days: Int, _ visa: Bool, _ resident: Bool) throws {
        let first = day("2025-09-01")
        let ledger = History.ledger([
            ("IN", "2025-01-01", "2025-08-31"), ("AE", first.description, first.adding(days: days - 1).description),
            ("IN", first.adding(days: days).description, "2026-06-30"),
        ])
        let profile = visa ? History.status(.aeResidence, since: "2025-08-15") : Profile()
        let status = try History.status(rule: "ae-tax", ledger, on: "2026-06-30", profile: profile)
        #expect(status.days == days && status.minDays == (visa ? 90 : 183) && status.level == (resident ? .ok : .below))
        #expect(status.limitStatus == (visa ? .aeResidence : nil))
        // The 12 consecutive months ending on the date.
        #expect(status.periodStart == day("2025-07-01") && status.periodEnd == day("2026-06-30"))
    }

    // MARK: - us-feie: 330 full days abroad in 12 consecutive months

    @Test(arguments: [(329, false), (330, true)])
    func foreignEarnedIncomeCountsFullDaysOnly(_ full: Int, _ met: Bool) throws {
        // Leave the US on a day flight (the departure day is spent partly in the US), come back on another.
        let firstFull = day("2025-02-02")
        let lastFull = firstFull.adding(days: full - 1)
        let ledger = History.ledger([
            ("US", "2025-01-01", "2025-01-31"), ("US>FR", "2025-02-01", "2025-02-01"), ("FR", firstFull.description, lastFull.description),
            ("FR>US", lastFull.adding(days: 1).description, lastFull.adding(days: 1).description), ("US", lastFull.adding(days: 2).description, "2026-01-31"),
        ])
        let status = try History.status(rule: "us-feie", ledger, on: "2026-01-31")
        #expect(status.days == full && status.minDays == 330 && status.level == (met ? .ok : .below))
        #expect(status.periodStart == day("2025-02-01") && status.periodEnd == day("2026-01-31"))
    }

    @Test func aNightFlightFromTheUSSpendsTheArrivalDayOnTheWay() throws {
        // In the US through 31 January, in France from 1 February: the crossing was overnight, so 1 February is not a
        // full day abroad; nor is 10 February, the day before a night flight back.
        let ledger = History.ledger([("US", "2025-01-25", "2025-01-31"), ("FR", "2025-02-01", "2025-02-10"), ("US", "2025-02-11", "2025-02-15")])
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("us-feie"))
        let counted = ledger.countedDays(for: rule, zone: try #require(book.zone(rule.zone)))
        #expect(counted.days(in: range("2025-01-25", "2025-02-15")) == Array(range("2025-02-02", "2025-02-09")))
    }

    @Test func aLayoverInTheUSOrAPossessionBreaksAFullDay() throws {
        var ledger = History.ledger([("FR", "2025-03-01", "2025-03-03"), ("FR>MX", "2025-03-04", "2025-03-04"), ("MX", "2025-03-05", "2025-03-07")])
        // Changing planes in Puerto Rico on the 4th; travel between two foreign countries alone would count.
        let index = try #require(ledger.days.firstIndex { $0.date == day("2025-03-04") })
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("us-feie"))
        let zone = try #require(book.zone(rule.zone))
        #expect(ledger.countedDays(for: rule, zone: zone).contains(day("2025-03-04")))
        ledger.days[index].evidence.add(.transit, country("PR"))
        #expect(!ledger.countedDays(for: rule, zone: zone).contains(day("2025-03-04")))
    }

    @Test func plannedDaysAbroadCountButNotTheirTravelDays() throws {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("us-feie"))
        let plan = try #require(Plan(country: country("DE"), entry: day("2027-01-01"), exit: day("2027-01-10")))
        #expect(plan.countedDays(for: rule, zone: try #require(book.zone(rule.zone))) == Array(range("2027-01-02", "2027-01-09")))
    }

    // MARK: - us-lpr-absence: warning from 150, soft over 180, presumption over six months, hard at a year

    /// Away from the US from `first` for `days` days, asked on the last of them.
    private func absence(from first: String, days: Int, permit: Bool = false) throws -> RuleStatus {
        let start = day(first)
        let ledger = History.ledger([
            ("US", start.adding(days: -30).description, start.adding(days: -1).description), ("MX", first, start.adding(days: days - 1).description),
        ])
        let profile = permit ? History.status(.usReentryPermit, since: start.adding(days: -20).description) : Profile()
        return try History.status(rule: "us-lpr-absence", ledger, on: start.adding(days: days - 1).description, profile: profile)
    }

    @Test(arguments: [
        // (first day away, days away, level): six calendar months from 1 January 2025 are 181 days, from 1 January 2024
        // (a leap year) 182, from 1 August 2025 184.
        ("2025-01-01", 149, RuleStatus.Level.ok), ("2025-01-01", 150, .warning),
        ("2025-01-01", 180, .warning), ("2025-01-01", 181, .soft), ("2025-01-01", 182, .presumption),
        ("2024-01-01", 182, .soft), ("2024-01-01", 183, .presumption),
        ("2025-08-01", 184, .soft), ("2025-08-01", 185, .presumption),
        ("2025-01-01", 364, .presumption), ("2025-01-01", 365, .hard),
    ])
    func aGreenCardAbsenceRisesThroughItsLevels(_ first: String, _ days: Int, _ level: RuleStatus.Level) throws {
        let status = try absence(from: first, days: days)
        #expect(status.days == days && status.level == level)
        #expect(status.periodStart == day(first) && status.maxDays == nil && status.remaining == nil)
    }

    @Test(arguments: [(365, RuleStatus.Level.presumption), (729, .presumption), (730, .hard)])
    func aReentryPermitHeldWhenTheAbsenceBeganAllowsTwoYears(_ days: Int, _ level: RuleStatus.Level) throws {
        #expect(try absence(from: "2025-01-01", days: days, permit: true).level == level)
    }

    @Test func afterComingBackTheLongestAbsenceOfTheYearIsTheMeasure() throws {
        let ledger = History.ledger([
            ("US", "2025-01-01", "2025-01-31"), ("MX", "2025-02-01", "2025-08-15"), ("US", "2025-08-16", "2025-10-31"),
            ("CA", "2025-11-01", "2025-11-20"), ("US", "2025-11-21", "2026-01-31"),
        ])
        let status = try History.status(rule: "us-lpr-absence", ledger, on: "2026-01-31")
        #expect(status.days == 196 && status.periodStart == day("2025-02-01") && status.periodEnd == day("2025-08-15"))
        #expect(status.level == .presumption)
        // Over a year later the absence has left the year before the date.
        let later = try History.status(rule: "us-lpr-absence", History.ledger([("US", "2025-01-01", "2025-01-31"), ("MX", "2025-02-01", "2025-08-15"), ("US", "2025-08-16", "2026-09-30")]), on: "2026-09-30")
        #expect(later.days == 0 && later.level == .ok)
    }

    @Test func absenceLevelsRankBetweenWarningAndBreach() {
        #expect(RuleStatus.Level.warning < .soft && .soft < .presumption && .presumption < .breach && .breach < .hard)
    }

    // MARK: - Evidence

    @Test func aPeriodWithUnknownDaysSaysSoAndHowMuchIsCovered() throws {
        let ledger = History.ledger([("IE", "2026-01-01", "2026-06-30"), ("", "2026-07-01", "2026-07-31"), ("IE", "2026-08-01", "2026-09-30")])
        let status = try History.status(rule: "ie-tax", ledger, on: "2026-09-30")
        // 2025 has no ledger at all: 365 days, and July's 31.
        #expect(status.unknownDays == 396)
        #expect(status.coverage == (Double(638 - 396) / 638 * 10_000).rounded() / 10_000)
        #expect(status.text.contains("396 unknown days"))
    }

    // MARK: - Rules files

    @Test(arguments: [
        #"{"kind": "rolling", "months": 12}"#, #"{"kind": "twoYearAggregate", "floor": 30, "orCurrentYear": 183}"#,
        #"{"kind": "firstDayOf", "months": 12, "absentOver": 325}"#,
        #"{"kind": "absenceRuns", "levels": [{"level": "soft", "over": {"months": 6}}, {"level": "hard", "atLeast": {"days": 365}, "withStatus": {"status": "us-reentry-permit", "atLeast": {"days": 730}}}]}"#,
    ])
    func newPeriodShapesReadAndWriteTheSameJSON(_ json: String) throws {
        let period = try JSONDecoder().decode(Rule.Period.self, from: Data(json.utf8))
        let again = try JSONDecoder().decode(Rule.Period.self, from: try JSONEncoder().encode(period))
        #expect(again == period)
    }

    @Test(arguments: [
        #"{"kind": "rolling", "months": 12, "days": 365}"#, #"{"kind": "rolling", "months": 0}"#,
        #"{"kind": "absenceRuns", "levels": []}"#, #"{"kind": "absenceRuns", "levels": [{"level": "soft"}]}"#,
        #"{"kind": "absenceRuns", "levels": [{"level": "ok", "over": {"days": 3}}]}"#,
        #"{"kind": "absenceRuns", "levels": [{"level": "soft", "over": {"days": 3, "months": 1}}]}"#,
        #"{"kind": "twoYearAggregate", "floor": -1}"#, #"{"kind": "firstDayOf", "months": 0}"#,
    ])
    func malformedShapesAreRejected(_ json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Rule.Period.self, from: Data(json.utf8)) }
    }

    @Test func anAbsenceRunsRuleMustCountAbsences() {
        let file = #"""
            {"rules": [{"id": "mine", "name": "Mine", "zone": "us", "counting": "anyPresence",
              "period": {"kind": "absenceRuns", "levels": [{"level": "hard", "atLeast": {"days": 10}}]}}]}
            """#
        #expect {
            try RuleBook.load(data: Data(file.utf8), path: "rules.json", over: try RuleBook.bundled())
        } throws: { error in
            "\(error)".contains("an absenceRuns rule counts \"absence\" days")
        }
    }
}
