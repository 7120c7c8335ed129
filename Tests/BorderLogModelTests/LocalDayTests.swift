import BorderLogModel
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

struct LocalDayTests {
    @Test(arguments: ["2024-02-29", "2000-02-29", "1970-01-01", "2026-12-31", "0001-01-01", "9999-12-31"])
    func validDatesRoundTrip(_ text: String) throws {
        let parsed = try #require(LocalDay(text))
        #expect(parsed.description == text)
        #expect(LocalDay(ordinal: parsed.ordinal) == parsed)
    }

    @Test(arguments: ["2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-1-05", "24-01-05",
                      "2024/01/05", "2024-01-05T10:00", " 2024-01-05", "", "abcd-ef-gh", "2024-01-0x", "0000-01-01"])
    func invalidDatesAreRejected(_ text: String) {
        #expect(LocalDay(text) == nil)
    }

    /// Floors, never truncates: one second before 1970 is still 1969-12-31.
    @Test(arguments: [(Int64(0), "1970-01-01"), (-1, "1969-12-31"), (-86_400, "1969-12-31"), (-86_401, "1969-12-30"),
                      (86_399, "1970-01-01"), (1_718_000_000, "2024-06-10")])
    func wallSecondsFallOnTheirDay(seconds: Int64, expected: String) {
        #expect(LocalDay(wallSeconds: seconds).description == expected)
    }

    @Test func ordinalsMatchFoundationsCalendarSince1600() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let epoch = calendar.date(from: DateComponents(year: 1970, month: 1, day: 1))!
        for ordinal in stride(from: -130_000, through: 200_000, by: 997) {
            let date = calendar.date(byAdding: .day, value: ordinal, to: epoch)!
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let day = LocalDay(ordinal: ordinal)
            #expect(day.year == parts.year && day.month == parts.month && day.day == parts.day)
        }
    }

    @Test func arithmeticCrossesLeapDaysAndYears() {
        #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
        #expect(day("2023-02-28").adding(days: 1) == day("2023-03-01"))
        #expect(day("2024-12-31").adding(days: 1) == day("2025-01-01"))
        #expect(day("2024-01-01").days(to: day("2025-01-01")) == 366)
        #expect(day("2023-07-01").adding(days: -179) == day("2023-01-03"))
    }

    @Test func localDayOfAnInstantFollowsTheZone() {
        let instant = Date(timeIntervalSince1970: 1_704_067_200 - 3600)  // 2023-12-31T23:00:00Z
        #expect(LocalDay(instant: instant, in: TimeZone(identifier: "UTC")!) == day("2023-12-31"))
        #expect(LocalDay(instant: instant, in: TimeZone(identifier: "Europe/Paris")!) == day("2024-01-01"))
        #expect(LocalDay(instant: instant, in: TimeZone(identifier: "America/New_York")!) == day("2023-12-31"))
    }

    @Test func todayCanBePinnedForReproducibleRuns() {
        #expect(LocalDay.today(environment: ["BORDERLOG_TODAY": "2024-05-01"]) == day("2024-05-01"))
    }
}
