import BorderLogModel
import Foundation
import Testing

/// Strings written as JSON literals by hand read back as they were, through Foundation's parser and its decoder.
@Suite struct JSONTextStringTests {
    static let hostile = [
        "", "LH400", "/path/to/My Flights.csv", #"say "hi""#, #"back\slash"#, "line\nbreak\r\n", "tab\there", "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}",
        "Zürich ✈︎ 日本 🛫", "\u{2028}\u{2029}", "</script>",
    ]

    @Test(arguments: hostile)
    func appendedLiteralsReadBackAsTheyWere(_ text: String) throws {
        var out: [UInt8] = []
        JSONText.append(text, to: &out)
        #expect(try JSONDecoder().decode(String.self, from: Data(out)) == text)
        let parsed = try JSONSerialization.jsonObject(with: Data("[".utf8 + out + "]".utf8)) as? [String]
        #expect(parsed == [text])
        #expect(String(decoding: out, as: UTF8.self) == JSONText.string(text))
    }
}
