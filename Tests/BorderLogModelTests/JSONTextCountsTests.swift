import BorderLogModel
import Foundation
import Testing

/// A ledger day's evidence counts are read back by hand, exactly as `JSONText.object` wrote them; any other text is
/// left to a decoder.
@Suite struct JSONTextCountsTests {
    @Test(arguments: [
        [:], [.location: [:]], [.location: ["FR": 12, "GB": 3], .photo: ["GB": 2]], [.calendar: ["US": -1, "JP": 1_000_000]],
        [.record: ["schengen": 1]], [.transit: ["DE": 1], .airborne: ["AT": 4], .outlier: ["MA": 1]],
    ] as [EvidenceCounts])
    func whatObjectWritesReadsBack(_ counts: EvidenceCounts) throws {
        let text = JSONText.object(counts)
        #expect(JSONText.counts(text) == counts)
        // The text is what the encoder writes of the typed value, so the JSON of every day stays the same object.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(counts), as: UTF8.self) == text)
        #expect(try JSONDecoder().decode(EvidenceCounts.self, from: Data(text.utf8)) == counts)
    }

    /// A zone a record names stays a zone; a country code is a country.
    @Test func areasReadBackAsTheyWereWritten() throws {
        let counts = try #require(JSONText.counts(#"{"record":{"schengen":1},"photo":{"FR":2}}"#))
        #expect(counts[.record] == [.zone("schengen"): 1])
        #expect(counts[.photo] == [.country(CountryCode("FR")!): 2])
        #expect(counts.countries(.photo) == [CountryCode("FR")!] && counts.countries(.record).isEmpty)
    }

    /// A country keys a JSON object by its code, and an unknown code is no key.
    @Test func countryCodesKeyJSONObjects() throws {
        let counts = [CountryCode("FR")!: 3, CountryCode("GB")!: 1]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(counts), as: UTF8.self) == #"{"FR":3,"GB":1}"#)
        #expect(try JSONDecoder().decode([CountryCode: Int].self, from: Data(#"{"fr":3,"GB":1}"#.utf8)) == counts)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CountryCode: Int].self, from: Data(#"{"XX":1}"#.utf8)) }
    }

    /// A source no version of BorderLog writes is not read by hand.
    @Test func anUnknownSourceIsLeftToADecoder() {
        #expect(JSONText.counts(#"{"telepathy":{"FR":1}}"#) == nil)
    }

    @Test(arguments: [#"{"a\"b":{"FR":1}}"#, #"{ "photo": {"FR": 1} }"#, #"{"photo":{"FR":1}"#, #"{"photo":{"FR":"1"}}"#, #"{"photo":{"FR":1}}x"#, ""])
    func otherTextIsLeftToADecoder(_ text: String) {
        #expect(JSONText.counts(text) == nil)
    }
}
