@testable import BorderLogCommands
import BorderLogFlights
import Foundation
import Testing

/// A dry-run line is written by hand (no encoder a line): it must read back as the line it is, and as
/// `JSONEncoder` would have written it, whatever the flight number and the file's path hold.
struct LogbookFlightLineTests {
    private func line(flight: String?, source: String) throws -> LogbookFlightLine {
        var fields: [String: Any] = [
            "from": "FRA", "to": "JFK", "departure": "2024-07-01T10:05:00+02:00", "arrival": "2024-07-01", "source": source, "format": "flighty",
        ]
        fields["flight"] = flight ?? NSNull()
        return try JSONDecoder().decode(LogbookFlightLine.self, from: JSONSerialization.data(withJSONObject: fields))
    }

    @Test(arguments: [
        ("LH400", "/home/me/Flighty Export.csv"), (nil, "C:\\logbooks\\2024.csv"), ("\"quoted\"\n", "/tmp/tab\there/ünïcödé ✈︎.csv"),
        ("\u{1}\u{1F}", "/a/b</c>"),
    ] as [(String?, String)])
    func aWrittenLineReadsBackAndMatchesTheEncoders(_ flight: String?, _ source: String) throws {
        let line = try line(flight: flight, source: source)
        var out: [UInt8] = []
        line.write(to: &out)
        #expect(out.last == UInt8(ascii: "\n") && out.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") })
        #expect(try JSONDecoder().decode(LogbookFlightLine.self, from: Data(out)) == line)
        // The same object as the encoder's, keys in the same (sorted) order.
        let encoded = try Console.jsonText(line)
        let written = String(decoding: out.dropLast(), as: UTF8.self)
        let parse = { (text: String) in try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary }
        #expect(try parse(written) == parse(encoded))
        // Where no control character needs escaping, byte for byte.
        if !((flight ?? "") + source).unicodeScalars.contains(where: { $0.value < 0x20 }) { #expect(written == encoded) }
        if flight == nil { #expect(written.contains(#""flight":null"#)) }
    }
}
