import BorderLogModel
import BorderLogRules
import BorderLogTestSupport
import Foundation
import Testing

/// `report absences`: the trips each form asks for, in its arithmetic, at the edges (same-day, overnight, straddling
/// the period, open, unknown days inside, several countries, reasons from stays).
struct AbsencesReportTests {
    private typealias History = EligibilityHistory

    private static func report(
        _ authority: AbsenceAuthority, _ runs: [(String, String, String)], on date: String, stays: [Stay] = []
    ) throws -> AbsencesReport {
        let (rule, zone) = try History.rule(authority.ruleID)
        return AbsencesReport(authority: authority, rule: rule, zone: zone, ledger: History.ledger(runs), stays: stays, on: day(date))
    }

    /// In `home` from 2019 to 2026-06-30 with one trip: leaving on `out` (a travel day), `away` days wholly abroad in
    /// `abroad`, back the day after.
    private static func oneTrip(home: String, abroad: String = "FR", out: String, away: Int) -> [(String, String, String)] {
        let departure = day(out), back = departure.adding(days: away + 1)
        var runs = [(home, "2019-01-01", departure.adding(days: -1).description), ("\(home)>\(abroad)", out, out)]
        if away > 0 { runs.append((abroad, departure.adding(days: 1).description, back.adding(days: -1).description)) }
        runs += [("\(abroad)>\(home)", back.description, back.description), (home, back.adding(days: 1).description, "2026-06-30")]
        return runs
    }

    @Test func aWeekAwayIsTheReturnLessTheDepartureLessOne() throws {
        let report = try Self.report(.ukILR, Self.oneTrip(home: "GB", out: "2024-03-01", away: 8), on: "2026-06-30")
        let trip = try #require(report.trips.first)
        #expect(report.trips.count == 1)
        #expect(trip.departure == day("2024-03-01") && trip.return == day("2024-03-10"))
        #expect(trip.daysOutside == 8 && trip.destinations == [country("FR")] && !trip.open && trip.unknownDays == 0)
        #expect(report.total == 8 && report.limit == 180 && report.limitCondition == "absence-any-12-months")
        #expect(report.limitDescription?.hasPrefix("No more than 180 days absent from the UK in any 12 months") == true)
        #expect(report.totalSentence.hasPrefix("Total: 8 days outside the UK in 1 trip; the rule allows 180 (absence-any-12-months: No more than 180 days"))
        #expect(report.period.start == day("2021-07-01") && report.period.end == day("2026-06-30"))
        #expect(report.unknownDays == 0 && report.warnings.isEmpty)
    }

    @Test func aSameDayTripIsListedWhereTheFormAsksForEveryTrip() throws {
        let runs = [("GB", "2019-01-01", "2024-05-04"), ("GB>FR>GB", "2024-05-05", "2024-05-05"), ("GB", "2024-05-06", "2026-06-30")]
        let ilr = try Self.report(.ukILR, runs, on: "2026-06-30")
        #expect(ilr.trips.map(\.departure) == [day("2024-05-05")] && ilr.trips.map(\.return) == [day("2024-05-05")])
        #expect(ilr.trips.first?.daysOutside == 0 && ilr.trips.first?.destinations == [country("FR")])
        // Form AN does not need trips of two days or less.
        #expect(try Self.report(.ukNaturalisation, runs, on: "2026-06-30").trips.isEmpty)
        let canada = try Self.report(.caCitizenship, runs.map { ($0.0.replacingOccurrences(of: "GB", with: "CA").replacingOccurrences(of: "FR", with: "US"), $0.1, $0.2) }, on: "2026-06-30")
        #expect(canada.trips.count == 1 && canada.trips.first?.daysOutside == 0 && canada.trips.first?.destinations == [country("US")])
        // The N-400 lists trips of 24 hours or more: a same-day one cannot be.
        let us = runs.map { ($0.0.replacingOccurrences(of: "GB", with: "US").replacingOccurrences(of: "FR", with: "MX"), $0.1, $0.2) }
        #expect(try Self.report(.usN400, us, on: "2026-06-30").trips.isEmpty)
    }

    @Test func anOvernightTripHoldsNoWholeDayAway() throws {
        let runs = Self.oneTrip(home: "US", abroad: "CA", out: "2024-07-04", away: 0)
        let n400 = try Self.report(.usN400, runs, on: "2026-06-30")
        #expect(n400.trips.count == 1 && n400.trips[0].departure == day("2024-07-04") && n400.trips[0].return == day("2024-07-05"))
        #expect(n400.trips[0].daysOutside == 0)
        #expect(try Self.report(.ukNaturalisation, Self.oneTrip(home: "GB", out: "2024-07-04", away: 0), on: "2026-06-30").trips.isEmpty)
        #expect(try Self.report(.ukNaturalisation, Self.oneTrip(home: "GB", out: "2024-07-04", away: 1), on: "2026-06-30").trips.map(\.daysOutside) == [1])
    }

    @Test func aTripThroughSeveralCountriesNamesThemInVisitingOrder() throws {
        let runs = [
            ("GB", "2019-01-01", "2025-01-09"), ("GB>FR", "2025-01-10", "2025-01-10"), ("FR", "2025-01-11", "2025-01-12"),
            ("FR>DE", "2025-01-13", "2025-01-13"), ("DE", "2025-01-14", "2025-01-15"), ("DE>FR", "2025-01-16", "2025-01-16"),
            ("FR>GB", "2025-01-17", "2025-01-17"), ("GB", "2025-01-18", "2026-06-30"),
        ]
        let report = try Self.report(.ukNaturalisation, runs, on: "2026-06-30")
        #expect(report.trips.count == 1 && report.trips[0].destinations == [country("FR"), country("DE")])
        #expect(report.trips[0].daysOutside == 6 && report.total == 6 && report.limit == 450)
    }

    @Test func aTripStraddlingThePeriodStartCountsItsDaysInsideIt() throws {
        // The 5 years ending on 2026-06-30 begin 2021-07-01; the trip left 2021-06-20 and came back 2021-07-10.
        let runs = Self.oneTrip(home: "GB", out: "2021-06-20", away: 19)
        let report = try Self.report(.ukILR, runs, on: "2026-06-30")
        #expect(report.trips.count == 1 && report.trips[0].departure == day("2021-06-20") && report.trips[0].return == day("2021-07-10"))
        #expect(report.trips[0].daysOutside == 9)
        // A trip over before the period begins is not listed.
        #expect(try Self.report(.ukILR, Self.oneTrip(home: "GB", out: "2021-05-01", away: 5), on: "2026-06-30").trips.isEmpty)
    }

    @Test func anOpenTripEndsOnTheDate() throws {
        let runs = [("GB", "2019-01-01", "2026-06-19"), ("GB>FR", "2026-06-20", "2026-06-20"), ("FR", "2026-06-21", "2026-06-25")]
        let report = try Self.report(.ukILR, runs, on: "2026-06-30")
        let trip = try #require(report.trips.last)
        #expect(trip.open && trip.departure == day("2026-06-20") && trip.return == day("2026-06-30"))
        #expect(trip.daysOutside == 9 && trip.unknownDays == 4)
        // The days after the ledger ends have no evidence.
        #expect(report.unknownDays == 5)
        #expect(report.warnings.contains { $0.contains("not over") } && report.warnings.contains { $0.contains("5 of the 1,826 days") })
    }

    @Test func unknownDaysInsideATripAreCountedOutsideAndSaid() throws {
        let runs = [
            ("GB", "2019-01-01", "2025-03-01"), ("GB>ES", "2025-03-02", "2025-03-02"), ("ES", "2025-03-03", "2025-03-04"),
            ("", "2025-03-05", "2025-03-07"), ("ES", "2025-03-08", "2025-03-08"), ("ES>GB", "2025-03-09", "2025-03-09"),
            ("GB", "2025-03-10", "2026-06-30"),
        ]
        let report = try Self.report(.ukILR, runs, on: "2026-06-30")
        #expect(report.trips.count == 1 && report.trips[0].daysOutside == 6 && report.trips[0].unknownDays == 3)
        #expect(report.unknownDays == 3 && report.text.contains("(3 of them unknown)"))
    }

    @Test func unknownDaysBetweenTwoDaysAtHomeAreNoTrip() throws {
        let runs = [("GB", "2019-01-01", "2025-03-01"), ("", "2025-03-02", "2025-03-20"), ("GB", "2025-03-21", "2026-06-30")]
        let report = try Self.report(.ukILR, runs, on: "2026-06-30")
        #expect(report.trips.isEmpty && report.unknownDays == 19 && report.total == 0)
        // Unknown days, then a day known abroad: the trip leaves on the last day known at home.
        let left = [("GB", "2019-01-01", "2025-03-01"), ("", "2025-03-02", "2025-03-03"), ("IT", "2025-03-04", "2025-03-06"), ("IT>GB", "2025-03-07", "2025-03-07"), ("GB", "2025-03-08", "2026-06-30")]
        let trip = try #require(try Self.report(.ukILR, left, on: "2026-06-30").trips.first)
        #expect(trip.departure == day("2025-03-01") && trip.return == day("2025-03-07") && trip.daysOutside == 5 && trip.unknownDays == 2)
    }

    @Test func daysAbroadBeforeTheFirstDayInTheCountryAreNoTrip() throws {
        let runs = [("IN", "2021-01-01", "2021-09-30"), ("IN>GB", "2021-10-01", "2021-10-01"), ("GB", "2021-10-02", "2026-06-30")]
        #expect(try Self.report(.ukILR, runs, on: "2026-06-30").trips.isEmpty)
    }

    @Test func theReasonIsThePersonsNoteOnAStayAbroad() throws {
        let runs = Self.oneTrip(home: "GB", out: "2024-03-01", away: 8)
        let stays = [
            stay("FR", "2024-03-02", "2024-03-09", note: "father's surgery, Lyon"), stay("GB", "2024-01-01", "2024-02-29", note: "work"),
            stay("FR", "2023-01-01", "2023-01-05", note: "an earlier trip"),
        ]
        let report = try Self.report(.ukILR, runs, on: "2026-06-30", stays: stays)
        #expect(report.trips.first?.reason == "father's surgery, Lyon")
        #expect(report.csv.contains("\"father's surgery, Lyon\""))
    }

    @Test func eachAuthorityWritesItsOwnHeadingsAndDates() throws {
        let us = try Self.report(.usN400, Self.oneTrip(home: "US", abroad: "MX", out: "2024-03-01", away: 8), on: "2026-06-30")
        let lines = us.csv.split(separator: "\n").map(String.init)
        #expect(lines.first == "Date You Left the United States (mm/dd/yyyy),Date You Returned to the United States (mm/dd/yyyy),Countries to Which You Traveled,Total Days Outside the United States")
        #expect(lines.dropFirst().first == "03/01/2024,03/10/2024,Mexico,8")
        // At least 913 of the 1,826 days of the 5 years before 2026-06-30 in the US: at most 913 away.
        #expect(us.limit == 913 && us.limitCondition == "presence-5-years")
        #expect(us.period.start == day("2021-06-30") && us.period.end == day("2026-06-29"))

        let uk = try Self.report(.ukILR, Self.oneTrip(home: "GB", out: "2024-03-01", away: 8), on: "2026-06-30")
        #expect(uk.csv.hasPrefix("Date left the UK,Date returned to the UK,Countries visited,Reason for absence,Number of days absent\n01/03/2024,10/03/2024,France,,8\n"))
        #expect(uk.text.contains("01/03/2024 → 10/03/2024  8 days outside  France"))

        let canada = try Self.report(.caCitizenship, Self.oneTrip(home: "CA", abroad: "US", out: "2024-03-01", away: 8), on: "2026-06-30")
        #expect(canada.csv.split(separator: "\n").dropFirst().first == "2024-03-01,2024-03-10,United States,,8")
        #expect(canada.limit == 1826 - 1095)
    }

    @Test func irelandListsTheYearBeforeAndTheEightBeforeIt() throws {
        let report = try Self.report(.ieNaturalisation, Self.oneTrip(home: "IE", abroad: "GB", out: "2019-03-01", away: 3), on: "2026-06-30")
        #expect(report.period.start == day("2017-06-30") && report.period.end == day("2026-06-29"))
        #expect(report.trips.map(\.daysOutside) == [3] && report.limit == 70)
        // The ledger begins 2019-01-01: the days before it have no evidence.
        #expect(report.unknownDays == day("2017-06-30").days(to: day("2019-01-01")))
    }

    @Test func theJSONCarriesTheContractsFields() throws {
        let report = try Self.report(.nzCitizenship, Self.oneTrip(home: "NZ", abroad: "AU", out: "2024-03-01", away: 8), on: "2026-06-30")
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any])
        #expect(Set(json.keys).isSuperset(of: ["authority", "on", "period", "trips", "total", "limit", "unknownDays"]))
        let trip = try #require((json["trips"] as? [[String: Any]])?.first)
        #expect(Set(trip.keys).isSuperset(of: ["departure", "return", "destinations", "daysOutside", "reason"]))
        #expect(trip["return"] as? String == "2024-03-10" && trip["destinations"] as? [String] == ["AU"] && json["authority"] as? String == "nz-citizenship")
    }
}
