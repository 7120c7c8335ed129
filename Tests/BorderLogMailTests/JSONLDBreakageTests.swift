import BorderLogModel
import Foundation
import Testing

@testable import BorderLogMail

/// The JSON-LD breakages real senders ship, each read as the intact script would be; and breakages that cannot be
/// mended, which give nothing.
struct JSONLDBreakageTests {
    static let first = SchemaExamples.flightReservation(SchemaExamples.flight(number: "8102", airline: "4U", from: "TXL", to: "BRU")).json
    static let second = SchemaExamples.flightReservation(SchemaExamples.flight(number: "8103", airline: "4U", from: "BRU", to: "TXL")).json

    static func numbers(_ script: String) -> [String?] {
        ReservationExtractor.reservations(inHTML: SchemaNode.html(jsonLD: script)).map(\.number)
    }

    @Test(arguments: [
        "[\(first)\(second)]",  // `}{` inside a list (Eurowings)
        "[\(first) \n {\(second.dropFirst())]",  // `} {`
        "\(first)\(second)",  // several top-level objects
        "\(first)\n\(second)",
        "[\(first), \(second),]",  // trailing comma in the list
        "[\(first), \(second)];",  // a script statement's end
        "<!--\n[\(first), \(second)]\n-->",  // an HTML comment around it
        "<![CDATA[[\(first), \(second)]]]>",  // CDATA
        "//<![CDATA[\n[\(first), \(second)]\n//]]>",
        "{\"@context\": \"http://schema.org\", \"@graph\": [\(first), \(second)]}",  // @graph
    ])
    func twoFlightsAreReadDespiteTheBreakage(script: String) {
        #expect(Self.numbers(script) == ["4U8102", "4U8103"])
    }

    @Test func trailingCommasInObjectsAreDropped() {
        let script = "{\"@type\": \"FlightReservation\", \"reservationFor\": {\"@type\": \"Flight\", \"flightNumber\": \"110\","
            + " \"departureAirport\": {\"iataCode\": \"SFO\",},},}"
        #expect(Self.numbers(script) == ["110"])
    }

    @Test func aMissingCommaBetweenMembersIsAdded() {
        let script = "{\"@type\": \"FlightReservation\" \"reservationFor\": {\"@type\": \"Flight\", \"flightNumber\": 110 "
            + "\"departureAirport\": {\"iataCode\": \"SFO\"}}}"
        #expect(Self.numbers(script) == ["110"])
    }

    @Test func entityEncodedQuotesAreDecoded() {
        let encoded = Self.first.replacingOccurrences(of: "\"", with: "&quot;")
        #expect(Self.numbers(encoded) == ["4U8102"])
    }

    @Test func aLoneObjectWhereAListBelongsIsRead() {
        // `reservationFor` as one object, `@type` as a list and as a URL.
        let script = "{\"@type\": [\"http://schema.org/FlightReservation\", \"Thing\"], \"reservationFor\": "
            + "[{\"@type\": \"Flight\", \"flightNumber\": \"LH 1234\", \"departureAirport\": \"FRA\"}]}"
        let found = ReservationExtractor.reservations(inJSONLD: script)
        #expect(found.map(\.number) == ["LH1234"])
        #expect(found.first?.from?.iata == "FRA")
    }

    @Test func idReferencesReadAsTheNodeTheyName() {
        let script = """
            {"@context": "http://schema.org", "@graph": [
              {"@type": "FlightReservation", "reservationNumber": "REF1", "reservationFor": {"@id": "#leg1"}},
              {"@id": "#leg1", "@type": "Flight", "flightNumber": "9", "airline": {"@id": "#ba"},
               "departureAirport": {"@id": "#lhr"}, "arrivalAirport": {"@type": "Airport", "iataCode": "JFK"}},
              {"@id": "#ba", "@type": "Airline", "iataCode": "BA", "name": "British Airways"},
              {"@id": "#lhr", "@type": "Airport", "iataCode": "LHR", "name": "Heathrow"}
            ]}
            """
        let flight = ReservationExtractor.reservations(inJSONLD: script).first
        #expect(flight?.number == "BA9")
        #expect(flight?.provider == "British Airways")
        #expect(flight?.from?.iata == "LHR")
        #expect(flight?.to?.iata == "JFK")
    }

    @Test func kdeStyleTimeObjectsAreRead() throws {
        let script = """
            {"@type": "TrainReservation", "reservationFor": {"@type": "TrainTrip", "trainNumber": "RJX 160",
             "departureStation": {"@type": "TrainStation", "name": "Wien Hbf"},
             "departureTime": {"@type": "QDateTime", "@value": "2027-07-02T09:00:00", "timezone": "Europe/Vienna"},
             "arrivalTime": {"@type": "QDateTime", "@value": "2027-07-02T13:15:00+02:00"}}}
            """
        let train = try #require(ReservationExtractor.reservations(inJSONLD: script).first)
        #expect(train.start == Reservation.Time(schemaText: "2027-07-02T09:00:00+02:00"))
        #expect(train.end == Reservation.Time(schemaText: "2027-07-02T13:15:00+02:00"))
    }

    @Test(arguments: [
        "[\(first), {\"@type\": \"FlightReservation\", \"reservationNumber\": \"X\"",  // unclosed
        "[\(first)}",  // mismatched
        "{\"@type\": \"FlightReservation\", \"reservationFor\" {\"flightNumber\": \"1\"}}",  // no colon
        "{\"@type\": \"FlightReservation\", \"reservationNumber\": \"open",  // unclosed string
        "[\(first), undefined]",  // not JSON
        "[\(first),, \(second)]",
        String(repeating: "[", count: 100) + first + String(repeating: "]", count: 100),  // too deep
        "",
        "&quot;",
    ])
    func aBreakageThatCannotBeMendedGivesNothing(script: String) {
        #expect(Self.numbers(script).isEmpty)
    }

    @Test func oneBrokenScriptDoesNotSpoilTheOthers() {
        let html = "<script type=\"application/ld+json\">{\"@type\": \"FlightReservation\",</script>"
            + "<script type=\"APPLICATION/LD+JSON\">\(Self.second)</script>"
        #expect(ReservationExtractor.reservations(inHTML: html).map(\.number) == ["4U8103"])
    }

    @Test func repairKeepsValidJSONAsItIs() throws {
        let text = #"{"a": [1, 2.5e3, true, null, "x,}{\"y"], "b": {}}"#
        let repaired = try #require(JSONLDRepair.repaired(Array(text.utf8)))
        #expect(String(decoding: repaired, as: UTF8.self) == "[" + text + "]")
    }
}

extension JSONLDBreakageTests {
    @Test func noBreakSpacesAndAByteOrderMarkBetweenTokensAreBlanks() {
        let script = "\u{FEFF}{\"@type\":\u{00A0}\"FlightReservation\",\u{00A0}\"reservationFor\": {\"flightNumber\": \"LH1\", "
            + "\"departureAirport\": \"FRA\"}}"
        #expect(Self.numbers(script) == ["LH1"])
    }
}
