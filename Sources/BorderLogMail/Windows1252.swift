/// Windows-1252, the code page most mail labelled ISO-8859-1 (or not labelled at all) was really written in: it
/// puts curly quotes, dashes, the euro sign and a few letters where ISO-8859-1 has C1 control characters, which
/// no mail means. Browsers read both labels as this (WHATWG Encoding); so does the reader.
enum Windows1252 {
    /// Code points for bytes 0x80–0x9F; the five bytes Windows-1252 leaves undefined keep their C1 code points.
    private static let high: [UInt16] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// The text of `bytes` read as Windows-1252 (every byte is a character). Written as UTF-8 bytes and made a
    /// string once: a newsletter's 200 KB appended scalar by scalar cost more than GMime's whole parse of it.
    static func decode(_ bytes: some Collection<UInt8>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            guard byte >= 0x80 else {
                utf8.append(byte)
                continue
            }
            let value = scalar(byte).value
            if value < 0x800 {
                utf8.append(UInt8(0xC0 | value >> 6))
            } else {
                utf8.append(UInt8(0xE0 | value >> 12))
                utf8.append(UInt8(0x80 | (value >> 6) & 0x3F))
            }
            utf8.append(UInt8(0x80 | value & 0x3F))
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// `text` with C1 control characters (U+0080–U+009F) replaced by what byte 0x80–0x9F means in Windows-1252:
    /// undoes GMime's reading of a Windows-1252 header labelled ISO-8859-1 (`=?iso-8859-1?q?=93Hi=94?=`).
    static func repairingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append((0x80...0x9F).contains(scalar.value) ? Self.scalar(UInt8(scalar.value)) : scalar)
        }
        return String(scalars)
    }

    private static func scalar(_ byte: UInt8) -> Unicode.Scalar {
        byte >= 0x80 && byte <= 0x9F ? Unicode.Scalar(high[Int(byte) - 0x80])! : Unicode.Scalar(byte)
    }
}
