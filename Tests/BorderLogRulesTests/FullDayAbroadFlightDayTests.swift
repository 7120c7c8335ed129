import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// us-feie's full days (Treas. Reg. §1.911-2(d)(2)) beside the day's flights: a day on which a flight from or to the US
/// lands or leaves abroad is never a full day abroad, whatever the stays say of where the day before ended.
struct FullDayAbroadFlightDayTests {
    private typealias History = EligibilityHistory

    /// `ledger` with a calendar flight end in `code` on `date`.
    private func withFlightEnd(_ ledger: Ledger, _ date: String, _ codes: String...) -> Ledger {
        var marked = ledger
        for index in marked.days.indices where marked.days[index].date == day(date) {
            for code in codes { marked.days[index].evidence.add(.calendar, country(code)) }
        }
        return marked
    }

    private func counted(_ ledger: Ledger, _ first: String, _ last: String) throws -> [LocalDay] {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("us-feie"))
        return ledger.countedDays(for: rule, zone: try #require(book.zone(rule.zone))).days(in: range(first, last))
    }

    /// Stays US to 2023-06-08, FR from 2023-06-08; the flight leaves JFK at 23:30Z on the 8th, lands at CDG at 07:00Z
    /// on the 9th. The regulation's example: the 9th is the arrival day, the first full day is the 10th.
    private let stays = History.ledger([("US", "2023-06-01", "2023-06-07"), ("US>FR", "2023-06-08", "2023-06-08"), ("FR", "2023-06-09", "2023-06-12")])

    @Test func theDayANightFlightFromTheUSLandsIsNoFullDay() throws {
        let ledger = withFlightEnd(withFlightEnd(stays, "2023-06-08", "US"), "2023-06-09", "FR")
        #expect(try counted(ledger, "2023-06-01", "2023-06-12") == Array(range("2023-06-10", "2023-06-12")))
        let status = try History.status(rule: "us-feie", ledger, on: "2023-06-12")
        #expect(status.days == 3)
        // The stays alone, with no flight, say the move was on the 8th: then the 9th is a full day.
        #expect(try History.status(rule: "us-feie", stays, on: "2023-06-12").days == 4)
    }

    @Test func theDayANightFlightLeavesForTheUSIsNoFullDay() throws {
        // Stays FR to 2023-06-21, US from 2023-06-21; the flight leaves CDG late on the 20th and lands in the US on the 21st.
        let home = History.ledger([("FR", "2023-06-15", "2023-06-20"), ("FR>US", "2023-06-21", "2023-06-21"), ("US", "2023-06-22", "2023-06-25")])
        #expect(try counted(home, "2023-06-15", "2023-06-25").last == day("2023-06-20"))
        let ledger = withFlightEnd(withFlightEnd(home, "2023-06-20", "FR"), "2023-06-21", "US")
        #expect(try counted(ledger, "2023-06-15", "2023-06-25") == Array(range("2023-06-15", "2023-06-19")))
    }

    @Test func aFlightBetweenTwoForeignCountriesLeavesAFullDay() throws {
        // A day flight from the US lands in France on the 8th; on the 9th a flight from France to Germany.
        let ledger = withFlightEnd(withFlightEnd(stays, "2023-06-08", "US", "FR"), "2023-06-09", "FR", "DE")
        #expect(try counted(ledger, "2023-06-01", "2023-06-12") == Array(range("2023-06-09", "2023-06-12")))
    }
}
