import BorderLogCalendar
import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import Testing

/// Lufthansa's calendar entries write one end of the flight in each field: `Von MUNICH DE` in LOCATION and
/// `Flug nach TOULOUSE FR` in SUMMARY, with no description. The two fields together are the route; the times are the
/// event's.
struct SplitRouteTests {
    let detector = FlightDetector(airports: FlightDetectorTests.CountryAirports())

    @Test(arguments: [
        ("Flug nach TOULOUSE FR", "Von MUNICH DE", "MUNICH DE", "TOULOUSE FR"),
        ("Flug LH 2206 nach TOULOUSE FR", "Von: MUNICH DE", "MUNICH DE", "TOULOUSE FR"),
        ("Flight to TOULOUSE FR", "From MUNICH DE", "MUNICH DE", "TOULOUSE FR"),
        ("Flight to LONDON GB", "MUNICH DE", "MUNICH DE", "LONDON GB"),
        ("Vol vers LISBOA PT", "De MUNICH DE", "MUNICH DE", "LIS"),
        ("Flug von MUNICH DE", "Nach TOULOUSE FR", "MUNICH DE", "TOULOUSE FR"),
    ])
    func oneEndInEachField(_ summary: String, _ location: String, _ from: String, _ to: String) throws {
        let finding = detector.examine(summary: summary, location: location)
        let match = try #require(finding.match, "\(summary) / \(location): warning \(finding.warning ?? "none")")
        #expect(match.from.description == from && match.to.description == to)
        #expect(match.flags.contains(.countryQualified) && match.flags.contains(.routeFromNames))
    }

    @Test(arguments: [
        ("Flug nach TOULOUSE FR", "Hotel Königshof"),  // the departure is not written
        ("Flug nach TOULOUSE FR", "Nach MUNICH DE"),  // two arrivals
        ("Flug nach TOULOUSE FR", "Von TOULOUSE FR"),  // one place, both ends
        ("Zug nach TOULOUSE FR", "Von MUNICH DE"),  // a train
        ("Meeting TOULOUSE FR", "Von MUNICH DE"),  // no flight word, no number
        ("Flug TOULOUSE FR", "Von MUNICH DE"),  // the summary's place has no direction
        ("Flug nach TOULOUSE FR", ""),
    ])
    func nearMissesGiveNoFlight(_ summary: String, _ location: String) {
        #expect(detector.detect(summary: summary, location: location) == nil, "\(summary) / \(location)")
    }

    @Test func aCityNotInItsCountryGivesAWarningNotAGuess() {
        let finding = detector.examine(summary: "Flug nach PARIS DE", location: "Von MUNICH DE")
        #expect(finding.match == nil && finding.warning?.contains("\"PARIS DE\" names no airport in DE") == true)
    }

    /// The whole entry as Lufthansa writes it, beside a reminder to book that flight (no departure written: no flight),
    /// read through libical and the geo index's airport table.
    static let lufthansaEntry = """
        BEGIN:VCALENDAR
        PRODID:-//Deutsche Lufthansa AG//Flight Booking//DE
        VERSION:2.0
        METHOD:PUBLISH
        BEGIN:VEVENT
        UID:LH2206-20170407-KDEKDE@lufthansa.example
        DTSTAMP:20170301T101500Z
        DTSTART;TZID=Europe/Berlin:20170407T111000
        DTEND;TZID=Europe/Paris:20170407T130000
        SUMMARY:Flug nach TOULOUSE FR
        LOCATION:Von MUNICH DE
        END:VEVENT
        BEGIN:VEVENT
        UID:todo-20170301@calendar.example
        DTSTAMP:20170301T101500Z
        DTSTART;VALUE=DATE:20170302
        DTEND;VALUE=DATE:20170303
        SUMMARY:Flug nach TOULOUSE FR buchen
        LOCATION:Büro München
        END:VEVENT
        END:VCALENDAR
        """.split(separator: "\n").joined(separator: "\r\n") + "\r\n"

    @Test func lufthansaEntryGivesTheFlightAtTheEventsTimes() throws {
        let outcome = try CalendarFixtures.reader().read(text: Self.lufthansaEntry)
        #expect(outcome.events == 2)
        let flight = try #require(outcome.flights.first, "warnings: \(outcome.warnings)")
        #expect(outcome.flights.count == 1, "the reminder is no flight: \(outcome.flights.map { "\($0.from.label)-\($0.to.label)" })")
        #expect(flight.from.country == CountryCode("DE") && flight.to.country == CountryCode("FR"))
        #expect(flight.flags.contains(.countryQualified))
        #expect(flight.departure == "2017-04-07T11:10:00+02:00" && flight.arrival == "2017-04-07T13:00:00+02:00")
        #expect(flight.departureSignal.day == LocalDay("2017-04-07") && flight.arrivalSignal.day == LocalDay("2017-04-07"))
        #expect(outcome.signals.map(\.country) == [CountryCode("DE"), CountryCode("FR")])
    }
}
