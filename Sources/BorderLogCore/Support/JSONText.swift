/// JSON text for flat values, written by hand where an encoder per row would dominate a bulk import.
public enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func string(_ text: String) -> String {
        // Most text (codes, dates, file paths) needs no escape: one scan instead of a rebuild.
        if !needsEscape(text) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Appends `text` to `out` as a JSON string literal: quote, backslash and control characters escaped, every other
    /// character as its UTF-8 bytes. For lines written by the thousand, where an encoder a line costs more than the line.
    public static func append(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        if !needsEscape(text) {
            out.append(contentsOf: text.utf8)
        } else {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), byte])
                case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case ..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A JSON object of strings with its keys sorted, so equal dictionaries give equal text.
    public static func object(_ fields: [String: String]) -> String {
        var pairs = Array(fields)
        pairs.sort { $0.key < $1.key }
        return object(sorted: pairs)
    }

    /// The same object from its entries already in key order (and each key once).
    public static func object(sorted pairs: [(key: String, value: String)]) -> String {
        // Written byte by byte into one string: this runs for every row of a bulk import.
        guard !pairs.contains(where: { needsEscape($0.key) || needsEscape($0.value) }) else {
            return "{" + pairs.map { string($0.key) + ":" + string($0.value) }.joined(separator: ",") + "}"
        }
        let capacity = pairs.reduce(2) { $0 + $1.key.utf8.count + $1.value.utf8.count + 6 }
        return String(unsafeUninitializedCapacity: capacity) { out in
            var count = 0
            func put(_ byte: UInt8) {
                out[count] = byte
                count += 1
            }
            func quote(_ text: String) {
                put(UInt8(ascii: "\""))
                for byte in text.utf8 { put(byte) }
                put(UInt8(ascii: "\""))
            }
            put(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { put(UInt8(ascii: ",")) }
                quote(pair.key)
                put(UInt8(ascii: ":"))
                quote(pair.value)
            }
            put(UInt8(ascii: "}"))
            return count
        }
    }

    /// A JSON object of counts by two keys (a ledger day's evidence), keys sorted at both levels: the text
    /// `JSONEncoder` writes with `.sortedKeys`, without its cost per call.
    public static func object(_ counts: EvidenceCounts) -> String {
        var text = "{"
        for (index, source) in counts.keys.sorted().enumerated() {
            text += (index == 0 ? "" : ",") + string(source.rawValue) + ":{"
            for (position, entry) in counts[source]!.sorted(by: { $0.key < $1.key }).enumerated() {
                text += (position == 0 ? "" : ",") + string(entry.key.description) + ":" + String(entry.value)
            }
            text += "}"
        }
        return text + "}"
    }

    /// The counts `object(_:)` wrote, read back without a decoder: a snapshot's thousands of days are read whenever the
    /// server builds its read model. Nil for any other text (an escaped key, spaces), which a `JSONDecoder` then reads.
    public static func counts(_ text: String) -> EvidenceCounts? {
        var bytes = Array(text.utf8)[...]
        func take(_ byte: Character) -> Bool {
            guard bytes.first == byte.asciiValue else { return false }
            bytes.removeFirst()
            return true
        }
        func key() -> String? {
            guard take("\""), let end = bytes.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            let key = bytes[bytes.startIndex..<end]
            guard !key.contains(UInt8(ascii: "\\")) else { return nil }
            bytes = bytes[(end + 1)...]
            return take(":") ? String(decoding: key, as: UTF8.self) : nil
        }
        func number() -> Int? {
            let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }
            bytes = bytes.dropFirst(digits.count)
            return Int(String(decoding: digits, as: UTF8.self))
        }
        func object<Value>(_ value: () -> Value?) -> [String: Value]? {
            guard take("{") else { return nil }
            var result: [String: Value] = [:]
            if take("}") { return result }
            repeat {
                guard let key = key(), let item = value() else { return nil }
                result[key] = item
            } while take(",")
            return take("}") ? result : nil
        }
        guard let counts = object({ object(number) }), bytes.isEmpty else { return nil }
        var evidence: EvidenceCounts = [:]
        for (source, areas) in counts {
            guard let source = EvidenceSource(rawValue: source) else { return nil }
            evidence[source] = Dictionary(uniqueKeysWithValues: areas.map { (PresenceArea($0.key), $0.value) })
        }
        return evidence
    }

    private static func needsEscape(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
}
