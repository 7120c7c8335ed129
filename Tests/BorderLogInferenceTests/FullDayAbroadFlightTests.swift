import BorderLogInference
import BorderLogModel
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// `fullDayAbroad` (us-feie, Treas. Reg. §1.911-2(d)(2)) on a ledger built from stays and a calendar flight: the day a
/// night flight from the US lands abroad is no full day, even where the stays put the move on the day before.
struct FullDayAbroadFlightTests {
    /// Stays US through 2023-06-08 and FR from 2023-06-08; the calendar flight leaves JFK at 23:30Z on the 8th (19:30
    /// there) and lands at CDG at 07:00Z on the 9th.
    private func history(flights: Bool) throws -> Ledger {
        let points = flights ? flight("JFK", "US", at: "2023-06-08T19:30:00-04:00", "CDG", "FR", at: "2023-06-09T09:00:00+02:00") : []
        return try observedLedger(points, stays: [stay("US", "2023-06-01", "2023-06-08"), stay("FR", "2023-06-08", nil)], from: "2023-06-01", to: "2023-06-12")
    }

    private func fullDays(_ ledger: Ledger) throws -> [LocalDay] {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("us-feie"))
        return ledger.countedDays(for: rule, zone: try #require(book.zone(rule.zone))).days(in: range("2023-06-01", "2023-06-12"))
    }

    @Test func theArrivalDayOfANightFlightFromTheUSIsNoFullDay() throws {
        let ledger = try history(flights: true)
        // Day by day: the 8th is the stays' travel day with the departure, the 9th is FR with the landing.
        let eighth = try #require(ledger.days.first { $0.date == day("2023-06-08") })
        let ninth = try #require(ledger.days.first { $0.date == day("2023-06-09") })
        #expect(eighth.countries == [country("US"), country("FR")] && eighth.evidence.countries(.calendar) == [country("US")])
        #expect(ninth.countries == [country("FR")] && ninth.evidence.countries(.calendar) == [country("FR")])
        #expect(try fullDays(ledger) == Array(range("2023-06-10", "2023-06-12")))
    }

    @Test func withoutTheFlightTheStaysAloneStartTheFullDaysOnTheNinth() throws {
        #expect(try fullDays(try history(flights: false)) == Array(range("2023-06-09", "2023-06-12")))
    }
}
