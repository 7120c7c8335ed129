import Foundation
@testable import BorderLogMail

/// Schema.org markup in mail: the bytes as a message's HTML (libxml2's HTML parser, JSON-LD scripts, microdata, the
/// lenient JSON-LD reading with its problems, numeric dates decided against a message date, and the mapping to
/// reservations), then the same bytes as one JSON-LD script's text and as one markup time.
enum MarkupHarness {
    private static let sent = Date(timeIntervalSince1970: 1_516_439_520)  // 2018-01-20

    static func read(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = ReservationExtractor.read(html: text, sent: sent)
        _ = ReservationExtractor.reservations(inJSONLD: text, sent: sent)
        if let time = MarkupTime(text: text) {
            _ = (time.settled, time.time(.dayFirst), time.time(.monthFirst))
        }
    }
}
