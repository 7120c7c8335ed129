import BorderLogCore
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
