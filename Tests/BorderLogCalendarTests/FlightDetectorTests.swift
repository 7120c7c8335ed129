import BorderLogCalendar
import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import Testing

/// A few airports by code and name, so the patterns are tested without the geo index.
struct FlightTestAirports: AirportDirectory {
    static let codes: Set<String> = [
        "LHR", "JFK", "LAX", "FRA", "EWR", "LIS", "MUC", "TLS", "GVA", "ZRH", "FCO", "BER", "SPU", "ATH", "LCA", "LYS", "CDG",
        "RUN", "SYD", "CGN", "PAR", "ICE", "ORY",
    ]
    static let names: [String: String] = [
        "london": "LHR", "new york": "JFK", "frankfurt": "FRA", "newark": "EWR", "lisbon": "LIS", "lissabon": "LIS",
        "munchen": "MUC", "munich": "MUC", "toulouse": "TLS", "geneva": "GVA", "genf": "GVA", "paris": "CDG", "rome": "FCO",
        "rom": "FCO",
    ]

    func isAirport(code: String) -> Bool { FlightTestAirports.codes.contains(code) }

    func airportCode(named name: String) -> String? {
        FlightTestAirports.names[name.lowercased().folding(options: .diacriticInsensitive, locale: nil)]
    }
}

struct FlightDetectorTests {
    let detector = FlightDetector(airports: FlightTestAirports())

    struct Case: CustomTestStringConvertible, Sendable {
        let summary: String
        var location = ""
        var description = ""
        let flight: String?
        let from: String
        let to: String
        var testDescription: String { summary }
    }

    @Test(arguments: [
        Case(summary: "LHR → JFK", flight: nil, from: "LHR", to: "JFK"),
        Case(summary: "LHR-JFK", flight: nil, from: "LHR", to: "JFK"),
        Case(summary: "BA117 LHR to JFK", flight: "BA117", from: "LHR", to: "JFK"),
        Case(summary: "Flight (LHR) → (JFK)", flight: nil, from: "LHR", to: "JFK"),
        Case(summary: "DL738 JFK to LAX", description: "[Flight] 3/1/2024 Delta Air Lines(DL) #738 dep JFK 7:00am EST; arr LAX 10:30am PST",
             flight: "DL738", from: "JFK", to: "LAX"),
        Case(summary: "Flight LH 123 from Frankfurt (FRA) to Newark (EWR)", flight: "LH123", from: "FRA", to: "EWR"),
        Case(summary: "Flight to London (BA 287)", location: "Lisbon LIS", flight: "BA287", from: "LIS", to: "LHR"),
        Case(summary: "Flight to Paris (AF 1181)", location: "Humberto Delgado Airport (LIS)", flight: "AF1181", from: "LIS", to: "CDG"),
        Case(summary: "Flug München – Toulouse", flight: nil, from: "MUC", to: "TLS"),
        Case(summary: "Flug LH2234 München → Lissabon", flight: "LH2234", from: "MUC", to: "LIS"),
        Case(summary: "Vol AF 1380 Paris - Genf", flight: "AF1380", from: "CDG", to: "GVA"),
        Case(summary: "Your trip to Rome", description: "Flight AZ 201\nDeparture: London Heathrow (LHR) 10:05\nArrival: Rome Fiumicino (FCO) 13:40",
             flight: "AZ201", from: "LHR", to: "FCO"),
        Case(summary: "LX 345 LHR → ZRH → GVA", flight: "LX345", from: "LHR", to: "GVA"),
        Case(summary: "Flight U2 8765", location: "LIS → LHR", flight: "U28765", from: "LIS", to: "LHR"),
        Case(summary: "🛫 Lufthansa FRA ➡️ LIS LH1166", flight: "LH1166", from: "FRA", to: "LIS"),
        Case(summary: "✈️ LH 1166 FRA ⇒ LIS", flight: "LH1166", from: "FRA", to: "LIS"),
    ])
    func detectsEachShape(_ example: Case) throws {
        let match = try #require(detector.detect(summary: example.summary, location: example.location, description: example.description))
        #expect(match.from == .airport(example.from))
        #expect(match.to == .airport(example.to))
        #expect(match.flight?.description == example.flight)
    }

    @Test(arguments: [
        "ICE 123 Frankfurt – Paris",
        "TGV 9876 Paris → Lyon",
        "Zug nach München",
        "Eurostar London to Paris",
        "Train LIS-FRA",
        "Dinner with Anna",
        "Call re: CGN-FRA budget review with finance team",
        "Meeting at the airport",
        "Seat 12A, Gate B22",
        "Flight to the moon",
    ])
    func ignoresWhatIsNotAFlight(_ summary: String) {
        #expect(detector.detect(summary: summary) == nil)
    }

    @Test func multiLegRouteKeepsItsStops() throws {
        let match = try #require(detector.detect(summary: "LX 345 LHR → ZRH → GVA"))
        #expect(match.stops == ["LHR", "ZRH", "GVA"].map(FlightPlace.airport) && match.via == [.airport("ZRH")] && match.flags.contains(.multiLeg))
    }

    @Test func countryQualifiedNamesTheDirectoryCannotPlaceGiveAWarning() {
        // The test table cannot search within a country: no guess from the name alone, and a reason.
        let finding = detector.examine(summary: "Flug LH 1166", description: "Von FRANKFURT DE Nach: LISBOA PT PORTELA")
        #expect(finding.match == nil && finding.warning?.contains("FRANKFURT DE") == true)
    }

    /// A directory that knows cities within their countries, with the answers the airport table gives for cities of
    /// several airports when no rule picks one.
    struct CountryAirports: AirportDirectory {
        func isAirport(code: String) -> Bool { FlightTestAirports().isAirport(code: code) }
        func airportCode(named name: String) -> String? { FlightTestAirports().airportCode(named: name) }
        func airport(named name: String, in country: CountryCode, airportWords: [String]) -> AirportChoice {
            switch (name.lowercased(), country.rawValue) {
            case ("munich", "DE"): .ambiguous(["FMM", "MUC"])
            case ("toulouse", "FR"): .ambiguous(["LBI", "TLS"])
            case ("london", "GB"): .ambiguous(["LCY", "LGW", "LHR", "LTN", "SEN", "STN"])
            case ("lisboa", "PT"): .found("LIS")
            default: .unknown
            }
        }
    }

    /// `Von MUNICH DE`, `Flug nach TOULOUSE FR`: the country is certain where the airport is not, so the route stands
    /// with the city as its end.
    @Test(arguments: [
        ("Flug LH 2206", "Von MUNICH DE Nach: LONDON GB", "MUNICH DE", "LONDON GB"),
        ("Flug MUNICH DE nach TOULOUSE FR", "", "MUNICH DE", "TOULOUSE FR"),
        ("Flight TP 553", "From LISBOA PT to LONDON GB", "LIS", "LONDON GB"),
    ])
    func aCityWithSeveralAirportsIsAnEndInItsCountry(_ summary: String, _ description: String, _ from: String, _ to: String) throws {
        let finding = FlightDetector(airports: CountryAirports()).examine(summary: summary, description: description)
        let match = try #require(finding.match, "warning: \(finding.warning ?? "none")")
        #expect(match.from.description == from && match.to.description == to && finding.warning == nil)
        #expect(match.flags.contains(.countryQualified))
        if case .city(let name, let country, let candidates) = match.to {
            #expect(name == String(to.dropLast(3)) && country.rawValue == String(to.suffix(2)) && candidates.count > 1)
        } else {
            Issue.record("\(match.to) is no open city")
        }
    }

    @Test func aCityNotInItsCountryStillGivesNoFlight() {
        let finding = FlightDetector(airports: CountryAirports()).examine(summary: "Flug LH 1166", description: "Von PARIS DE Nach LONDON GB")
        #expect(finding.match == nil && finding.warning?.contains("\"PARIS DE\" names no airport in DE") == true)
    }

    @Test func codesInAMeetingDescriptionAreNotAFlight() {
        #expect(detector.detect(summary: "Budget review", description: "Agenda: Q3 2024 numbers, CGN-FRA consolidation") == nil)
    }

    @Test func aReminderToBookAFlightIsNotAFlight() {
        #expect(detector.detect(summary: "Book flight to Paris", location: "London") == nil)
    }

    @Test func tripItRailIsNotAFlight() {
        #expect(detector.detect(summary: "ES 9123 LHR to CDG", description: "[Rail] Eurostar") == nil)
    }

    @Test func flightNumbersAreNormalisedWithoutSpace() {
        #expect(FlightNumber("LH 123")?.description == "LH123")
        #expect(FlightNumber("U21234")?.description == "U21234")
        #expect(FlightNumber("3K 512")?.description == "3K512")
        #expect(FlightNumber("12 345") == nil)
        #expect(FlightNumber("LH12345") == nil)
    }

    @Test func aircraftTypesAreNotFlightNumbers() throws {
        let match = try #require(detector.detect(summary: "LHR-JFK on an A380"))
        #expect(match.flight == nil)
    }
}
