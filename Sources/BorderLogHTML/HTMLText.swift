/// Text made safe for HTML element content and attribute values.
enum HTMLText {
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// JSON placed inside a `<script>` element: `</` could end the element, and U+2028/2029 once ended JavaScript lines.
    /// One pass over the bytes: the day data of a ten-year report is megabytes.
    static func scriptJSON(_ json: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count + 64)
        var previous: UInt8 = 0
        var iterator = json.utf8.makeIterator()
        var pending: [UInt8] = []
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "<") {
                bytes.append(UInt8(ascii: "\\"))
            }
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            if byte == 0xE2 || !pending.isEmpty {
                pending.append(byte)
                if pending.count == 3 {
                    if pending[0] == 0xE2, pending[1] == 0x80, pending[2] == 0xA8 || pending[2] == 0xA9 {
                        bytes += Array((pending[2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    } else {
                        bytes += pending
                    }
                    pending.removeAll()
                } else if pending.count == 2, pending[1] != 0x80 {
                    bytes += pending
                    pending.removeAll()
                }
                previous = byte
                continue
            }
            bytes.append(byte)
            previous = byte
        }
        bytes += pending
        return String(decoding: bytes, as: UTF8.self)
    }
}
