import CGMime
import Foundation

/// A text part's bytes (transfer encoding undone) as Swift text, by the charset its `Content-Type` names, read
/// the way mail clients read it rather than the way the label says.
enum BodyText {
    /// Labels whose text is decoded as UTF-8 when it is valid UTF-8 and as Windows-1252 when not: no label, ASCII
    /// (8-bit text labelled ASCII is common), and labels that admit not knowing.
    private static let unsureLabels: Set<String> = [
        "", "us-ascii", "ascii", "unknown", "unknown-8bit", "x-unknown", "default", "x-user-defined",
    ]
    /// Labels read as Windows-1252 (ISO-8859-1 text with curly quotes is Windows-1252 mislabelled), unless the
    /// bytes are valid UTF-8 with non-ASCII in them, which no Latin-1 text is by chance.
    private static let latinLabels: Set<String> = [
        "iso-8859-1", "iso8859-1", "iso_8859-1", "iso_8859-1:1987", "latin1", "latin-1", "l1", "ibm819", "cp819",
        "windows-1252", "cp1252", "x-cp1252", "cp-1252",
    ]

    /// The text of `bytes` in `charset` (a `Content-Type` parameter as written; nil when absent). Never fails:
    /// bytes a charset cannot convert become U+FFFD, and an unknown charset is read as an absent one.
    static func decode(_ bytes: [UInt8], charset: String?) -> String {
        let label = charset.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"' \t")).lowercased() } ?? ""
        // Text labelled UTF-8 is UTF-8 with a few broken bytes at worst: those become U+FFFD, the rest stays.
        if label == "utf-8" || label == "utf8" || bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if unsureLabels.contains(label) || latinLabels.contains(label) {
            return String(validating: bytes, as: UTF8.self) ?? Windows1252.decode(bytes)
        }
        return converted(bytes, from: label) ?? String(validating: bytes, as: UTF8.self) ?? Windows1252.decode(bytes)
    }

    /// `bytes` converted from `charset` with iconv (GMime maps the names mail uses to iconv's), or nil when iconv
    /// does not know the charset.
    private static func converted(_ bytes: [UInt8], from charset: String) -> String? {
        GMime.initialise()
        guard let converter = g_mime_iconv_open("UTF-8", charset), converter != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        defer { g_mime_iconv_close(converter) }
        var output = [UInt8](repeating: 0, count: bytes.count * 2 + 16)
        var written = 0
        var input = bytes
        input.withUnsafeMutableBufferPointer { input in
            var inPointer = UnsafeMutableRawPointer(input.baseAddress!).assumingMemoryBound(to: CChar.self)
            var inLeft = input.count
            while inLeft > 0 {
                let outcome: Int = output.withUnsafeMutableBytes { out in
                    var outPointer: UnsafeMutablePointer<CChar>? = (out.baseAddress! + written).assumingMemoryBound(to: CChar.self)
                    var outLeft = out.count - written
                    var inOptional: UnsafeMutablePointer<CChar>? = inPointer
                    let result = iconv(converter, &inOptional, &inLeft, &outPointer, &outLeft)
                    let failure = result == -1 ? errno : 0
                    inPointer = inOptional!
                    written = out.count - outLeft
                    return Int(failure)
                }
                switch outcome {
                case 0:
                    continue
                case Int(E2BIG):
                    output.append(contentsOf: repeatElement(0, count: inLeft * 2 + 16))
                default:
                    // A sequence the charset does not have (EILSEQ), or one cut at the end (EINVAL): one
                    // replacement character for its first byte, and on.
                    if output.count - written < 3 { output.append(contentsOf: repeatElement(0, count: 16)) }
                    output.replaceSubrange(written..<written + 3, with: [0xEF, 0xBF, 0xBD])
                    written += 3
                    inPointer += 1
                    inLeft -= 1
                    iconv(converter, nil, nil, nil, nil)
                }
            }
        }
        return String(decoding: output[..<written], as: UTF8.self)
    }
}
