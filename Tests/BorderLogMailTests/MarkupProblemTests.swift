import Testing

@testable import BorderLogMail

/// Markup that cannot be read is said, with the script it is in and why, beside what the rest of the message gave.
struct MarkupProblemTests {
    static let good = JSONLDBreakageTests.second

    static func scripts(_ texts: String...) -> String {
        "<html><body>" + texts.map { "<script type=\"application/ld+json\">\($0)</script>" }.joined() + "</body></html>"
    }

    @Test func aBrokenScriptIsNamedAndTheGoodOneStillRead() throws {
        let reading = ReservationExtractor.read(html: Self.scripts("{\"@type\": \"FlightReservation\", \"reservationNumber\": \"open", Self.good))
        #expect(reading.reservations.map(\.number) == ["4U8103"])
        let problem = try #require(reading.problems.first)
        #expect(reading.problems.count == 1 && problem.hasPrefix("JSON-LD script 1: it is not JSON"), "\(problem)")
    }

    @Test func theSecondScriptIsNamedAsTheSecond() throws {
        let reading = ReservationExtractor.read(html: Self.scripts(Self.good, "[\(Self.good), undefined]"))
        #expect(reading.reservations.map(\.number) == ["4U8103"])
        #expect(reading.problems.count == 1 && reading.problems[0].hasPrefix("JSON-LD script 2: it is not JSON"), "\(reading.problems)")
    }

    @Test func aScriptOverItsLimitIsNamed() {
        let long = "[" + String(repeating: " ", count: JSONLDScript.maximumBytes) + "]"
        let reading = ReservationExtractor.read(html: Self.scripts(long, Self.good))
        #expect(reading.reservations.count == 1 && reading.problems == ["a JSON-LD script is longer than 1 MiB and not read"])
    }

    @Test(arguments: ["", "  \n ", "<!-- -->", "{&quot;@type&quot;: &quot;Thing&quot;}", "[]", "{\"@type\": \"Order\"}"])
    func scriptsThatSayNothingOrAreMendedAreNoProblem(_ script: String) {
        #expect(ReservationExtractor.read(html: Self.scripts(script)).problems.isEmpty)
    }

    @Test func mailWithoutMarkupCostsNoParseAndHasNoProblem() {
        #expect(ReservationExtractor.read(html: "<p>Your parcel is on its way</p>") == ReservationExtractor.Reading())
    }
}
