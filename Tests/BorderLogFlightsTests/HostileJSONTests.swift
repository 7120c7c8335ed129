import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// JSON logbooks and Wallet passes read through the project's JSON parser: a document nested past its depth limit,
/// cut short, holding numbers no type holds or more values than a pass has, is refused with its reason or read for
/// what it says, and never crashes or exhausts memory.
struct HostileJSONTests {
    /// `depth` arrays, one inside the other.
    private static func arrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    private static func refusal(_ text: String) -> String? {
        do {
            _ = try LogbookReader.read(Data(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    private func documents() throws -> TravelDocumentReader {
        TravelDocumentReader(airports: AirportLookup(index: try FlightsFixtures.index.get()))
    }

    /// Why the pass whose `pass.json` is `json` gave no flight.
    private func passRefusal(_ json: String) throws -> String? {
        let (reader, pass) = (try documents(), try WalletPass.archive(json: json))
        do {
            _ = try reader.readPass(data: pass, modified: day("2025-08-01"))
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - Logbooks

    @Test func aLogbookNestedPastTheLimitIsRefused() {
        let reason = Self.refusal(#"{"flights": "# + Self.arrays(200_000) + "}")
        #expect(reason?.contains("not JSON (JSON arrays and objects nested deeper than 512 levels near byte") == true, "\(reason ?? "read")")
    }

    @Test func aTruncatedLogbookIsRefused() {
        let reason = Self.refusal(#"{"flights": [{"from": "FRA", "to": "JFK", "date": "2024-07-01"}, {"from": "F"#)
        #expect(reason?.hasPrefix("the logbook cannot be read: not JSON (JSON syntax error near byte") == true, "\(reason ?? "read")")
        #expect(reason?.contains("truncated") == true)
    }

    @Test func numbersNoFlightNumberHoldsGiveNone() throws {
        let entry = { (number: String) in
            #"{"OriginAirportCode": "ZRH", "DestinationAirportCode": "BER", "DepartureDate": "2025-03-01", "AirlineDesignatorCode": "LX", "FlightNumber": \#(number)}"#
        }
        let numbers = ["1e400", "-1e400", "123456789012345678901234567890", "974.5", #""974""#, "true", "975"]
        let text = #"{"SegmentListResponses": ["# + numbers.map(entry).joined(separator: ", ") + "]}"
        let read = try LogbookReader.read(Data(text.utf8))
        #expect(read.flights.map { $0.number ?? "-" } == ["-", "-", "-", "-", "-", "-", "LX975"])
        #expect(read.rejected.isEmpty)
    }

    @Test func shapesThatAreNoLogbookAreNamed() {
        #expect(Self.refusal(#"["flights"]"#) == "the logbook cannot be read: the JSON is not an object")
        #expect(Self.refusal(#"{"flights": {"from": "FRA"}}"#) == #"the logbook cannot be read: no "flights" list"#)
        let read = try? LogbookReader.read(Data(#"{"flights": [7, null, {"from": "FRA", "to": "JFK", "date": "2024-07-01"}]}"#.utf8))
        #expect(read?.rejected.map(\.reason) == ["entry 1 is not an object", "entry 2 is not an object"])
        #expect(read?.flights.count == 1)
    }

    @Test func aByteOrderMarkBeforeAJSONLogbookIsSkipped() throws {
        let read = try LogbookReader.read(Data("\u{FEFF}{\"flights\": [{\"from\": \"FRA\", \"to\": \"JFK\", \"date\": \"2024-07-01\"}]}".utf8))
        #expect(read.flights.map { "\($0.from)-\($0.to)" } == ["FRA-JFK"])
    }

    // MARK: - Wallet passes

    @Test func aPassNestedPastTheLimitIsRefused() throws {
        // 10,000 levels: past the parser's limit, and small enough that the zip's ratio check lets it through.
        let reason = try passRefusal(#"{"boardingPass": {"transitType": "PKTransitTypeAir"}, "x": "# + Self.arrays(10_000) + "}")
        #expect(reason?.hasPrefix("pass.json is not JSON: JSON arrays and objects nested deeper than 512 levels") == true, "\(reason ?? "read")")
    }

    @Test func aTruncatedPassIsRefused() throws {
        let reason = try passRefusal(#"{"boardingPass": {"transitType": "PKTransitTypeAir""#)
        #expect(reason?.hasPrefix("pass.json is not JSON: JSON syntax error") == true && reason?.contains("truncated") == true, "\(reason ?? "read")")
        #expect(try passRefusal(#"["boardingPass"]"#) == "pass.json is not a JSON object")
    }

    @Test func aPassOfMoreValuesThanAPassHoldsIsRefused() throws {
        // Numbers of varied digits, so the archive compresses as a real file does and its ratio is no reason to refuse it.
        var seed: UInt64 = 1
        let numbers = (0...100_000).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return String(seed >> 44)
        }
        let reason = try passRefusal(#"{"boardingPass": {"transitType": "PKTransitTypeAir"}, "x": ["# + numbers.joined(separator: ",") + "]}")
        #expect(reason == "pass.json is not JSON: it holds more than 100000 values")
    }

    @Test func datesWrittenAsHugeNumbersAreNoDates() throws {
        let json = #"""
            {"relevantDate": 1e999, "semantics": {"currentDepartureDate": -1e400, "originalDepartureDate": 123456789012345678901234567890},
             "barcodes": [{"message": "\#(BoardingPassTests.oneLeg)"}], "boardingPass": {"transitType": "PKTransitTypeAir"}}
            """#
        let outcome = try documents().readPass(data: try WalletPass.archive(json: json), modified: day("2025-08-01"))
        let flight = try #require(outcome.flights.first)
        // No date in the pass: the barcode's day 61 is placed near the file's date, and the flight has no time.
        #expect(flight.departureSignal.day == day("2025-03-02") && flight.flags.contains(.dateOnly))
    }
}
