import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// The round-5 tax residence rules at their boundaries, on histories built day by day: India (with ROR, RNOR and NR),
/// Puerto Rico's three presence tests, Italy's greater part of the year, South Africa's physical presence test and its
/// 330-day exit, and Singapore's stays across New Year.
struct TaxResidenceRuleTests {
    private typealias History = EligibilityHistory

    /// Runs of days: in each year from `firstYear` (the year starting on `month`-`day`), the first `days[i]` days in
    /// `country` and the rest of that year in `other`.
    static func yearly(_ country: String, else other: String, from firstYear: Int, start month: Int, _ startDay: Int, _ days: [Int]) -> [(String, String, String)] {
        days.enumerated().flatMap { index, count -> [(String, String, String)] in
            let first = LocalDay(year: firstYear + index, month: month, day: startDay)!
            let next = LocalDay(year: firstYear + index + 1, month: month, day: startDay)!
            var runs: [(String, String, String)] = []
            if count > 0 { runs.append((country, first.description, first.adding(days: count - 1).description)) }
            if first.adding(days: count) < next { runs.append((other, first.adding(days: count).description, next.adding(days: -1).description)) }
            return runs
        }
    }

    // MARK: - in-tax: 182 days, or 60 (120) and 365 in the four years before; ROR, RNOR, NR

    /// India's tax years from 1 April, the current one (2025-26) last, asked on 31 March 2026.
    private func india(_ days: [Int], profile: Profile = Profile()) throws -> RuleStatus {
        let runs = Self.yearly("IN", else: "AE", from: 2026 - days.count, start: 4, 1, days)
        return try History.status(rule: "in-tax", History.ledger(runs), on: "2026-03-31", profile: profile)
    }

    @Test(arguments: [(181, false), (182, true), (183, true)])
    func india182Days(_ days: Int, _ resident: Bool) throws {
        let status = try india([0, 0, 0, 0, days])
        #expect(status.days == days && status.level == (resident ? .ok : .below))
        #expect(status.testMet == Nullable(wrappedValue: resident ? "182-days" : nil))
        #expect(status.residentStatus == (resident ? .RNOR : .NR))
        let json = String(decoding: try JSONEncoder().encode(status), as: UTF8.self)
        #expect(json.contains(resident ? #""testMet":"182-days""# : #""testMet":null"#))
    }

    @Test(arguments: [(59, 365, false), (60, 365, true), (60, 364, false), (59, 364, false)])
    func india60DaysAnd365InTheFourYearsBefore(_ current: Int, _ before: Int, _ resident: Bool) throws {
        // The four years before hold `before` days: 91 in each of three and the rest in the last.
        let status = try india([91, 91, 91, before - 273, current])
        #expect(status.level == (resident ? .ok : .below))
        #expect(status.testMet == Nullable(wrappedValue: resident ? "60-and-365" : nil))
    }

    @Test(arguments: [(119, false), (120, true)])
    func aVisitingCitizenWithIncomeOver15LakhNeeds120(_ current: Int, _ resident: Bool) throws {
        let profile = History.status(.inIncomeOver15Lakh, since: "2020-01-01")
        let status = try india([100, 100, 100, 100, current], profile: profile)
        #expect(status.level == (resident ? .ok : .below))
        #expect(status.testMet == Nullable(wrappedValue: resident ? "60-and-365" : nil))
        // Without the status 60 days are enough.
        #expect(try india([100, 100, 100, 100, 60]).level == .ok)
    }

    @Test func employmentAbroadTurnsTheSixtyDayRouteOff() throws {
        let profile = History.status(.inEmploymentAbroad, since: "2025-04-01")
        #expect(try india([100, 100, 100, 100, 181], profile: profile).level == .below)
        #expect(try india([100, 100, 100, 100, 182], profile: profile).testMet == Nullable(wrappedValue: "182-days"))
    }

    /// Ten years before the current one (2015-16 … 2024-25), then 182 days in 2025-26 (resident).
    /// Years 7, 6 and 5 back hold 181 days each (non-resident: never 365 in the four before), year 4 back 182
    /// (resident), years 3 to 1 back 59 each (under 60): nine of ten non-resident, and 902 days in the seven years.
    @Test(arguments: [(0, ResidentStatus.RNOR), (182, ResidentStatus.ROR)])
    func rnorByNineNonResidentYearsOfTen(_ nineBack: Int, _ expected: ResidentStatus) throws {
        let status = try india([0, nineBack, 0, 181, 181, 181, 182, 59, 59, 59, 182])
        #expect(status.level == .ok && status.residentStatus == expected)
        #expect(status.text.contains(expected.rawValue))
    }

    /// Four resident years in the ten before (so not nine non-resident), and 729 or 730 days in the seven years before.
    @Test(arguments: [(729, ResidentStatus.RNOR), (730, ResidentStatus.ROR)])
    func rnorBy729DaysInSeven(_ inSeven: Int, _ expected: ResidentStatus) throws {
        let runs = [("AE", "2015-04-01", "2016-03-31"), ("IN", "2016-04-01", "2016-10-17"), ("AE", "2016-10-18", "2017-03-31"),
            ("IN", "2017-04-01", "2017-10-17"), ("AE", "2017-10-18", "2019-03-31"),
            ("IN", "2019-04-01", day("2019-04-01").adding(days: inSeven - 1).description), ("AE", day("2019-04-01").adding(days: inSeven).description, "2025-03-31"),
            ("IN", "2025-04-01", "2025-09-29"), ("AE", "2025-09-30", "2026-03-31")]
        let status = try History.status(rule: "in-tax", History.ledger(runs), on: "2026-03-31")
        #expect(status.days == 182 && status.residentStatus == expected)
    }

    // MARK: - us-pr-presence: 183 days; 549 over three years with 60 in each; 90 days or fewer in the United States

    private func puertoRico(_ days: [Int], else other: String = "US") throws -> RuleStatus {
        let runs = Self.yearly("PR", else: other, from: 2027 - days.count, start: 1, 1, days)
        return try History.status(rule: "us-pr-presence", History.ledger(runs), on: "2026-12-31")
    }

    @Test(arguments: [(182, nil), (183, "183-days")] as [(Int, String?)])
    func puertoRico183Days(_ days: Int, _ test: String?) throws {
        let status = try puertoRico([days])
        #expect(status.testMet == Nullable(wrappedValue: test) && status.level == (test == nil ? .below : .ok))
    }

    @Test(arguments: [([200, 200, 148], nil), ([200, 200, 149], "549-days-in-3-years"), ([59, 341, 149], nil), ([60, 340, 149], "549-days-in-3-years")] as [([Int], String?)])
    func puertoRico549DaysOverThreeYears(_ days: [Int], _ test: String?) throws {
        let status = try puertoRico(days)
        #expect(status.testMet == Nullable(wrappedValue: test))
    }

    @Test(arguments: [(90, "90-days-in-us"), (91, nil)] as [(Int, String?)])
    func puertoRicoNinetyDaysInTheUnitedStates(_ inUS: Int, _ test: String?) throws {
        // No day in Puerto Rico at all: `inUS` days in the states, the rest in France.
        let runs = [("US", "2026-01-01", day("2026-01-01").adding(days: inUS - 1).description), ("FR", day("2026-01-01").adding(days: inUS).description, "2026-12-31")]
        let status = try History.status(rule: "us-pr-presence", History.ledger(runs), on: "2026-12-31")
        #expect(status.days == 0 && status.testMet == Nullable(wrappedValue: test))
        #expect(status.text.contains(test.map { "met by \($0)" } ?? "no test met"))
    }

    // MARK: - it-tax: the greater part of the year, 183 days (184 in a leap year), any part of a day

    @Test(arguments: [(2025, 182, false), (2025, 183, true), (2024, 183, false), (2024, 184, true)])
    func italyGreaterPartOfTheYear(_ year: Int, _ days: Int, _ resident: Bool) throws {
        // The last day in Italy is a travel day to Switzerland: a part of a day counts.
        let first = LocalDay(year: year, month: 1, day: 1)!
        let runs = [("IT", first.description, first.adding(days: days - 2).description),
            ("IT>CH", first.adding(days: days - 1).description, first.adding(days: days - 1).description),
            ("CH", first.adding(days: days).description, "\(year)-12-31")]
        let status = try History.status(rule: "it-tax", History.ledger(runs), on: "\(year)-12-31")
        #expect(status.days == days && status.level == (resident ? .breach : .ok))
        #expect(status.maxDays == (year == 2024 ? 183 : 182))
    }

    // MARK: - za-tax: more than 91 days in the year and each of five before, more than 915 in those five; 330 days out

    /// South Africa's tax years from 1 March, the current one (2025-26) last, asked on 28 February 2026.
    private func southAfrica(_ days: [Int]) throws -> RuleStatus {
        try History.status(rule: "za-tax", History.ledger(Self.yearly("ZA", else: "GB", from: 2026 - days.count, start: 3, 1, days)), on: "2026-02-28")
    }

    @Test(arguments: [(91, false), (92, true)])
    func southAfricaMoreThan91DaysThisYear(_ current: Int, _ resident: Bool) throws {
        #expect(try southAfrica([200, 200, 200, 200, 200, current]).level == (resident ? .ok : .below))
    }

    @Test(arguments: [(91, false), (92, true)])
    func southAfricaMoreThan91DaysInEachOfTheFiveBefore(_ oneYear: Int, _ resident: Bool) throws {
        #expect(try southAfrica([250, 250, oneYear, 250, 250, 100]).level == (resident ? .ok : .below))
    }

    @Test(arguments: [(183, false), (184, true)])
    func southAfricaMoreThan915InTheFiveBefore(_ firstYear: Int, _ resident: Bool) throws {
        // 915 or 916 days over the five years before, each year over 91.
        #expect(try southAfrica([firstYear, 183, 183, 183, 183, 100]).level == (resident ? .ok : .below))
    }

    @Test(arguments: [(329, false), (330, true)])
    func southAfricaResidenceEndsAfter330FullDaysOutside(_ away: Int, _ ended: Bool) throws {
        // Resident in 2024-25 (200 days in it and in each of the five before); leaves on 16 September 2024 (a day
        // present), `away` full days outside from the 17th, then back for a day.
        var runs = Self.yearly("ZA", else: "GB", from: 2019, start: 3, 1, [200, 200, 200, 200, 200])
        let firstAway = day("2024-03-01").adding(days: 200)
        runs += [("ZA", "2024-03-01", firstAway.adding(days: -1).description), ("GB", firstAway.description, firstAway.adding(days: away - 1).description),
            ("ZA", firstAway.adding(days: away).description, firstAway.adding(days: away).description)]
        let on = firstAway.adding(days: away)
        let status = try History.status(rule: "za-tax", History.ledger(runs), on: on.description)
        #expect(firstAway == day("2024-09-17"))
        #expect(status.nonResidentFrom == Nullable(wrappedValue: ended ? firstAway : nil))
        let json = String(decoding: try JSONEncoder().encode(status), as: UTF8.self)
        #expect(json.contains(ended ? #""nonResidentFrom":"2024-09-17""# : #""nonResidentFrom":null"#))
    }

    @Test func aTransitDayIsNoDayInSouthAfrica() throws {
        var ledger = History.ledger(Self.yearly("ZA", else: "GB", from: 2020, start: 3, 1, [200, 200, 200, 200, 200, 92]))
        ledger = History.marking(ledger, [day("2025-03-01")], .transit)
        let status = try History.status(rule: "za-tax", ledger, on: "2026-02-28")
        #expect(status.days == 91 && status.level == .below)
    }

    // MARK: - sg-tax: 183 days; a continuous stay of 183 days across New Year counts for both years

    @Test(arguments: [(182, false), (183, true)])
    func singaporeStayAcrossNewYearCountsForBothYears(_ length: Int, _ resident: Bool) throws {
        let arrival = day("2025-10-01")
        let runs = [("MY", "2025-01-01", "2025-09-30"), ("SG", arrival.description, arrival.adding(days: length - 1).description),
            ("MY", arrival.adding(days: length).description, "2026-12-31")]
        let ledger = History.ledger(runs)
        for on in ["2025-12-31", "2026-12-31"] {
            let status = try History.status(rule: "sg-tax", ledger, on: on)
            #expect(status.days < 183)
            #expect(status.level == (resident ? .ok : .below), "\(on)")
            #expect(status.testMet == Nullable(wrappedValue: resident ? "stay-across-years" : nil), "\(on)")
        }
    }

    @Test func singapore183DaysInTheYearAlone() throws {
        let runs = [("SG", "2026-01-01", "2026-07-02"), ("MY", "2026-07-03", "2026-12-31")]
        #expect(try History.status(rule: "sg-tax", History.ledger(runs), on: "2026-12-31").testMet == Nullable(wrappedValue: "183-days"))
    }

    @Test func singaporeThreeYearsOfPresenceWithHomeLeave() throws {
        // 1 December 2024 to 31 January 2026 with two 20-day home leaves in 2025: three stays of fewer than 183 days a
        // 14-day gap would not join, one the three-year concession's 30 days do; each of the three years is met.
        let runs = [("MY", "2024-01-01", "2024-11-30"), ("SG", "2024-12-01", "2025-05-31"), ("IN", "2025-06-01", "2025-06-20"),
            ("SG", "2025-06-21", "2025-10-31"), ("IN", "2025-11-01", "2025-11-20"), ("SG", "2025-11-21", "2026-01-31"), ("MY", "2026-02-01", "2026-12-31")]
        let ledger = History.ledger(runs)
        #expect(try History.status(rule: "sg-tax", ledger, on: "2024-12-31").testMet == Nullable(wrappedValue: "three-years"))
        #expect(try History.status(rule: "sg-tax", ledger, on: "2025-12-31").testMet == Nullable(wrappedValue: "183-days"))
        #expect(try History.status(rule: "sg-tax", ledger, on: "2026-12-31").testMet == Nullable(wrappedValue: "three-years"))
    }
}
