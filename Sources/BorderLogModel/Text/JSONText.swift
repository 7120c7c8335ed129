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
        var text = text
        // Over the string's own bytes (copied at most once, when it has none in one piece): most values need no
        // escape, and then they go in with one copy, not byte by byte.
        text.withUTF8 { bytes in
            out.append(UInt8(ascii: "\""))
            if !bytes.contains(where: escaped) {
                out.append(contentsOf: bytes)
            } else {
                for byte in bytes {
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
    }

    /// A JSON object of strings with its keys sorted, so equal dictionaries give equal text.
    public static func object(_ fields: [String: String]) -> String {
        var pairs = Array(fields)
        pairs.sort { $0.key < $1.key }
        return object(sorted: pairs)
    }

    /// The same object from its entries already in key order (and each key once).
    public static func object(sorted pairs: [(key: String, value: String)]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(pairs.reduce(2) { $0 + $1.key.utf8.count + $1.value.utf8.count + 6 })
        append(sorted: pairs, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the object of `object(sorted:)` to `out`: the bulk imports write a signal's detail straight into the
    /// bytes they bind.
    public static func append(sorted pairs: [(key: String, value: String)], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (index, pair) in pairs.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            append(pair.key, to: &out)
            out.append(UInt8(ascii: ":"))
            append(pair.value, to: &out)
        }
        out.append(UInt8(ascii: "}"))
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

    /// A byte a JSON string literal writes escaped.
    private static func escaped(_ byte: UInt8) -> Bool { byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }

    private static func needsEscape(_ text: String) -> Bool {
        // Over the string's own bytes when it has them in one piece (a native string does): a bulk import asks this of
        // every value it stores.
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: escaped) } ?? text.utf8.contains(where: escaped)
    }
}
