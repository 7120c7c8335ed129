import BorderLogCalendar
import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import Testing

/// A city written with its country code picks that country's airport, or none: never a city of the same name
/// elsewhere, and never a guess. San José is a city in Costa Rica (SJO, and Tobías Bolaños, SYQ, also
/// "International"), in the US (SJC) and in the Philippines (EUQ, SJI); Germany has none.
struct SharedCityNameTests {
    /// Lufthansa's calendar entry for Frankfurt to San José, Costa Rica: the departure in LOCATION, the arrival in
    /// SUMMARY, no description.
    static let lufthansaEntry = """
        BEGIN:VCALENDAR
        PRODID:-//Deutsche Lufthansa AG//Flight Booking//DE
        VERSION:2.0
        METHOD:PUBLISH
        BEGIN:VEVENT
        UID:LH518-20240312-FRASJO@lufthansa.example
        DTSTAMP:20240201T090000Z
        DTSTART;TZID=Europe/Berlin:20240312T101500
        DTEND;TZID=America/Costa_Rica:20240312T151500
        SUMMARY:Flug nach SAN JOSE CR
        LOCATION:Von FRANKFURT DE
        END:VEVENT
        END:VCALENDAR
        """.split(separator: "\n").joined(separator: "\r\n") + "\r\n"

    @Test func lufthansaEntryToSanJoseCostaRicaLandsAtSJO() throws {
        let outcome = try CalendarFixtures.reader().read(text: Self.lufthansaEntry)
        let flight = try #require(outcome.flights.first, "warnings: \(outcome.warnings)")
        #expect(outcome.flights.count == 1 && outcome.warnings.isEmpty)
        #expect(flight.from.label == "FRA" && flight.to.label == "SJO" && flight.to.airport?.code == "SJO")
        #expect(flight.flags.contains(.countryQualified))
        #expect(outcome.signals.map(\.country) == [CountryCode("DE"), CountryCode("CR")])
        #expect(flight.arrivalSignal.flight?.isAirportUncertain == false)
    }

    private func read(_ description: String) throws -> CalendarFileReader.Outcome {
        let body = CalendarFixtures.event(
            uid: "sanjose@tests", "SUMMARY:Flug LH 518", "DESCRIPTION:\(description)", "DTSTART:20240312T091500Z", "DTEND:20240312T211500Z")
        return try CalendarFixtures.reader().read(text: CalendarFixtures.calendar(body))
    }

    @Test(arguments: [("CR", "SJO"), ("US", "SJC")])
    func eachCountryCodePicksItsOwnSanJose(_ country: String, _ airport: String) throws {
        let outcome = try read("Von FRANKFURT DE Nach SAN JOSE \(country)")
        let flight = try #require(outcome.flights.first, "warnings: \(outcome.warnings)")
        #expect(flight.to.label == airport && flight.to.country == CountryCode(country))
        #expect(outcome.signals.last?.country == CountryCode(country))
    }

    @Test func theLookupNeverLeavesTheCountry() throws {
        let lookup = AirportLookup(index: try CalendarFixtures.index.get())
        let country = { (code: String) in CountryCode(code)! }
        #expect(lookup.airport(named: "SAN JOSE", in: country("CR"), airportWords: []) == .found("SJO"))
        #expect(lookup.airport(named: "San José", in: country("US"), airportWords: []) == .found("SJC"))
        // Two airports of San José in the Philippines and no rule to pick one: the country is certain, the airport is not.
        #expect(lookup.airport(named: "SAN JOSE", in: country("PH"), airportWords: []) == .ambiguous(["EUQ", "SJI"]))
        #expect(lookup.airport(named: "SAN JOSE", in: country("DE"), airportWords: []) == .unknown)
        // The main airport list picks within its own country only: Seattle's is no answer for a Seattle elsewhere.
        #expect(lookup.airport(named: "SEATTLE", in: country("US"), airportWords: []) == .found("SEA"))
    }

    @Test func aCountryWithNoSanJoseGivesNoFlightAndAWarning() throws {
        let outcome = try read("Von FRANKFURT DE Nach SAN JOSE DE")
        #expect(outcome.flights.isEmpty)
        #expect(outcome.warnings.contains { $0.contains("\"SAN JOSE DE\" names no airport in DE") }, "warnings: \(outcome.warnings)")
    }
}
