@testable import BorderLogMail

/// Schema.org markup in mail: the bytes as a message's HTML (libxml2's HTML parser, JSON-LD scripts, microdata, the
/// lenient JSON-LD reading and the mapping to reservations), then the same bytes as one JSON-LD script's text.
enum MarkupHarness {
    static func read(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = ReservationExtractor.reservations(inHTML: text)
        _ = ReservationExtractor.reservations(inJSONLD: text)
    }
}
