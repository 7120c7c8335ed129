import Foundation

/// Content transfer encodings as mail writers apply them (RFC 2045): base64 in 76-character lines, quoted-
/// printable with soft line breaks; 7bit, 8bit and binary as they are.
enum TransferEncoding {
    static func encode(_ bytes: [UInt8], as encoding: MailPart.Encoding, newline: String) -> [UInt8] {
        switch encoding {
        case .base64:
            let text = Data(bytes).base64EncodedString()
            var lines: [Substring] = []
            var start = text.startIndex
            while start < text.endIndex {
                let end = text.index(start, offsetBy: 76, limitedBy: text.endIndex) ?? text.endIndex
                lines.append(text[start..<end])
                start = end
            }
            return Array((lines.joined(separator: newline) + newline).utf8)
        case .quotedPrintable:
            return quotedPrintable(bytes, newline: newline)
        case .sevenBit, .eightBit, .binary:
            return bytes
        }
    }

    /// Quoted-printable: line breaks in `bytes` stay hard breaks; other bytes outside printable ASCII, `=`, and
    /// blanks at a line's end are `=XX`; lines are broken at 76 characters with `=`. No line break is added at
    /// the end: the one before a boundary belongs to the boundary.
    private static func quotedPrintable(_ bytes: [UInt8], newline: String) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        var lineLength = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let endsLine = index + 1 == bytes.count || bytes[index + 1] == 0x0A || (bytes[index + 1] == 0x0D && index + 2 < bytes.count && bytes[index + 2] == 0x0A)
            if byte == 0x0A || (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
                out += Array(newline.utf8)
                index += byte == 0x0D ? 2 : 1
                lineLength = 0
                continue
            }
            let literal = (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "=")) || ((byte == 0x20 || byte == 0x09) && !endsLine)
            let token: [UInt8] = literal ? [byte] : [UInt8(ascii: "="), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            if lineLength + token.count > 75 {
                out += [UInt8(ascii: "=")] + Array(newline.utf8)
                lineLength = 0
            }
            out += token
            lineLength += token.count
            index += 1
        }
        return out
    }
}
