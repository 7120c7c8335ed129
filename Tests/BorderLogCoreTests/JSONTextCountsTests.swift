import BorderLogCore
import Foundation
import Testing

/// A ledger day's evidence counts are read back by hand, exactly as `JSONText.object` wrote them; any other text is
/// left to a decoder.
@Suite struct JSONTextCountsTests {
    @Test(arguments: [
        [:], ["location": [:]], ["location": ["FR": 12, "GB": 3], "photo": ["GB": 2]], ["calendar": ["US": -1, "JP": 1_000_000]],
    ] as [[String: [String: Int]]])
    func whatObjectWritesReadsBack(_ counts: [String: [String: Int]]) {
        #expect(JSONText.counts(JSONText.object(counts)) == counts)
    }

    @Test(arguments: [#"{"a\"b":{"FR":1}}"#, #"{ "photo": {"FR": 1} }"#, #"{"photo":{"FR":1}"#, #"{"photo":{"FR":"1"}}"#, #"{"photo":{"FR":1}}x"#, ""])
    func otherTextIsLeftToADecoder(_ text: String) {
        #expect(JSONText.counts(text) == nil)
    }
}
