import BorderLogModel
import Foundation
import Testing

@testable import BorderLogMail

/// Dates written `DD-MM-YYYY` or `MM-DD-YYYY` in markup (Eurowings writes `02-02-2018 18:35`): read whenever they
/// are unambiguous, and otherwise as the reservation's other dates and the message's `Date` decide.
struct NumericDateTests {
    /// A one-leg flight whose times are written as given.
    static func flight(_ number: String, _ from: String, _ to: String, departure: String, arrival: String) -> String {
        """
        {"@context": "http://schema.org", "@type": "FlightReservation", "reservationNumber": "XKQ7TZ",
         "reservationFor": {"@type": "Flight", "flightNumber": "\(number)", "airline": {"@type": "Airline", "iataCode": "EW"},
          "departureAirport": {"@type": "Airport", "iataCode": "\(from)"}, "departureTime": "\(departure)",
          "arrivalAirport": {"@type": "Airport", "iataCode": "\(to)"}, "arrivalTime": "\(arrival)"}}
        """
    }

    static func read(_ flights: [String], sent: String? = nil) -> [Reservation] {
        let date = sent.flatMap { ISO8601DateFormatter().date(from: $0) }
        return ReservationExtractor.reservations(inHTML: SchemaNode.html(jsonLD: "[" + flights.joined(separator: ",") + "]"), sent: date)
    }

    /// The wall time of `text` (`2018-02-04T20:40:00`); nil, which no reading equals, when the test wrote it wrong.
    static func wall(_ text: String) -> Reservation.Time? {
        WallTime(text).map(Reservation.Time.wallTime)
    }

    @Test(arguments: [
        ("02-02-2018 18:35", "2018-02-02T18:35:00"),  // both orders read the same
        ("13-02-2018 18:35", "2018-02-13T18:35:00"),  // day first: 13 is no month
        ("02-13-2018 18:35", "2018-02-13T18:35:00"),  // month first
        ("13.02.2018 07:05", "2018-02-13T07:05:00"),
        ("02/13/2018 07:05:30", "2018-02-13T07:05:30"),
        ("2-2-2018 18:35", "2018-02-02T18:35:00"),
    ])
    func unambiguousDatesAreRead(_ text: String, _ expected: String) throws {
        let found = try #require(Self.read([Self.flight("8102", "TXL", "BRU", departure: text, arrival: text)]).first)
        #expect(found.start == (Self.wall(expected)) && found.end == found.start)
    }

    @Test func anOffsetAfterANumericDateMakesAnInstant() throws {
        let found = try #require(Self.read([Self.flight("8102", "TXL", "BRU", departure: "13-02-2018T18:35:00+01:00", arrival: "13-02-2018 19:55")]).first)
        #expect(found.start == .instant(try #require(ISO8601DateFormatter().date(from: "2018-02-13T17:35:00Z")), offsetSeconds: 3600))
        #expect(found.end == Self.wall("2018-02-13T19:55:00"))
    }

    @Test(arguments: ["31-31-2018 10:00", "02-30-2018 10:00", "2-4-18 10:00", "02-04-20180 10:00", "02-04/2018", "13-02-2018 25:00", "13-02-2018 soon"])
    func textThatIsNoDateGivesNone(_ text: String) throws {
        let found = try #require(Self.read([Self.flight("8102", "TXL", "BRU", departure: text, arrival: text)]).first)
        #expect(found.start == nil && found.end == nil && found.from?.iata == "TXL")
    }

    @Test func anAmbiguousDateWithNothingToDecideIsNotGuessed() throws {
        let found = try #require(Self.read([Self.flight("8103", "BRU", "TXL", departure: "02-04-2018 20:40", arrival: "02-04-2018 22:00")]).first)
        #expect(found.start == nil && found.end == nil)
        #expect(found.from?.iata == "BRU" && found.number == "EW8103", "the reservation stays, without its dates")
    }

    @Test(arguments: [
        ("2018-01-20T09:12:00Z", "2018-02-04T20:40:00"),  // mailed in January: 4 February is the next reading
        ("2018-03-25T09:12:00Z", "2018-04-02T20:40:00"),  // mailed in late March: 2 February has passed
        ("2018-05-01T09:12:00Z", "2018-04-02T20:40:00"),  // mailed after both: the nearer one before
        ("2018-02-04T21:10:00Z", "2018-02-04T20:40:00"),  // a boarding pass mailed the evening of the flight
    ])
    func theMessagesDateDecidesAnAmbiguousDate(_ sent: String, _ expected: String) throws {
        let found = try #require(Self.read([Self.flight("8103", "BRU", "TXL", departure: "02-04-2018 20:40", arrival: "02-04-2018 22:00")], sent: sent).first)
        #expect(found.start == (Self.wall(expected)))
    }

    /// Eurowings' booking (KDE Itinerary's `ew-invalid-json-array`): the outbound leg's `02-02-2018` reads the same
    /// either way and puts the return's `02-04-2018` on 4 February, two days later, not on 2 April; even against a
    /// `Date` that would pick April.
    @Test func theReservationsOtherDatesDecideBeforeTheMessagesDate() throws {
        let legs = [
            Self.flight("8102", "TXL", "BRU", departure: "02-02-2018 18:35", arrival: "02-02-2018 19:55"),
            Self.flight("8103", "BRU", "TXL", departure: "02-04-2018 20:40", arrival: "02-04-2018 22:00"),
        ]
        for sent in [nil, "2018-03-30T08:00:00Z"] {
            let found = Self.read(legs, sent: sent)
            #expect(found.map(\.start) == [Self.wall("2018-02-02T18:35:00"), Self.wall("2018-02-04T20:40:00")], "sent \(sent ?? "-")")
            #expect(found.map(\.end) == [Self.wall("2018-02-02T19:55:00"), Self.wall("2018-02-04T22:00:00")])
        }
    }

    @Test func aDayAboveTwelveElsewhereInTheMessageSettlesTheOrder() throws {
        let legs = [
            Self.flight("8102", "TXL", "BRU", departure: "28-03-2018 18:35", arrival: "28-03-2018 19:55"),
            Self.flight("8103", "BRU", "TXL", departure: "02-04-2018 20:40", arrival: "02-04-2018 22:00"),
        ]
        // The message's Date alone would pick 4 February; the sender writes the day first.
        let found = Self.read(legs, sent: "2018-01-20T09:12:00Z")
        #expect(found.map(\.start) == [Self.wall("2018-03-28T18:35:00"), Self.wall("2018-04-02T20:40:00")])
    }

    @Test func onlyTheOrderThatKeepsArrivalAfterDepartureIsRead() throws {
        // 5 April to 4 May, or 4 May back to 5 April: only the first runs forwards.
        let found = try #require(Self.read([Self.flight("1", "TXL", "BRU", departure: "05-04-2018 22:00", arrival: "04-05-2018 01:00")]).first)
        #expect(found.start == Self.wall("2018-04-05T22:00:00") && found.end == Self.wall("2018-05-04T01:00:00"))
    }

    @Test func isoTextIsStillReadAsItWas() {
        #expect(MarkupTime(text: "2027-03-04T20:15:00Z") == Reservation.Time(schemaText: "2027-03-04T20:15:00Z").map(MarkupTime.iso))
        #expect(NumericDate("2027-03-04") == nil)
    }
}
