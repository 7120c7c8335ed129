import BorderLogModel
import Foundation
import Testing

@testable import BorderLogMail

struct ReservationTimeTests {
    @Test func anInstantFallsOnTheDayOfTheOffsetItWasWrittenWith() throws {
        // 2027-03-04T20:15:00-08:00 is 2027-03-05T04:15:00Z: the day at the place is still the 4th.
        let instant = Date(timeIntervalSince1970: 1_804_204_800 + 4 * 3600 + 15 * 60)
        let time = Reservation.Time.instant(instant, offsetSeconds: -8 * 3600)
        #expect(time.day == LocalDay("2027-03-04"))
        #expect(Reservation.Time.instant(instant, offsetSeconds: 0).day == LocalDay("2027-03-05"))
    }

    @Test func wallTimesAndDatesKeepTheirDay() throws {
        let wall = try #require(WallTime("2027-03-04T23:59:00"))
        #expect(Reservation.Time.wallTime(wall).day == LocalDay("2027-03-04"))
        #expect(Reservation.Time.date(try #require(LocalDay("2027-12-31"))).day == LocalDay("2027-12-31"))
    }
}

struct SchemaTimeTests {
    static func instant(_ utc: String, _ offset: Int) throws -> Reservation.Time {
        let formatter = ISO8601DateFormatter()
        return .instant(try #require(formatter.date(from: utc)), offsetSeconds: offset)
    }

    @Test func offsetsAndZuluGiveInstantsWithTheirOffset() throws {
        #expect(try Reservation.Time(schemaText: "2027-03-04T20:15:00-08:00") == Self.instant("2027-03-05T04:15:00Z", -28_800))
        #expect(try Reservation.Time(schemaText: "2027-03-04T20:15:00Z") == Self.instant("2027-03-04T20:15:00Z", 0))
        #expect(try Reservation.Time(schemaText: "2027-03-04T20:15:00.000+01:00") == Self.instant("2027-03-04T19:15:00Z", 3600))
        #expect(try Reservation.Time(schemaText: "2027-03-04 20:15+0530") == Self.instant("2027-03-04T14:45:00Z", 19_800))
        #expect(try Reservation.Time(schemaText: "2027-03-04T20:15:00+01") == Self.instant("2027-03-04T19:15:00Z", 3600))
        #expect(try Reservation.Time(schemaText: "2017-06-15T14:00:00+0:00") == Self.instant("2017-06-15T14:00:00Z", 0))
    }

    @Test func timesWithoutOffsetAreWallTimesAndDatesAreDates() throws {
        #expect(Reservation.Time(schemaText: "2027-03-04T20:15") == .wallTime(try #require(WallTime("2027-03-04T20:15:00"))))
        #expect(Reservation.Time(schemaText: " 2027-03-04 20:15:30.25 ") == .wallTime(try #require(WallTime("2027-03-04T20:15:30"))))
        #expect(Reservation.Time(schemaText: "2027-03-04") == .date(try #require(LocalDay("2027-03-04"))))
    }

    @Test(arguments: ["02-02-2018 18:35", "2027-02-30", "2027-03-04T25:00", "2027-03-04T20:15:00+19:00", "2027-03-04T20", "tomorrow",
                      "2027-03-04T20:15:00 PST", "2027-03-04T20:15:00+01:00junk", ""])
    func otherTextIsNoTime(text: String) {
        #expect(Reservation.Time(schemaText: text) == nil)
    }
}
