import BorderLogFiles
import BorderLogJSON
import Foundation

/// The text of one `<script type="application/ld+json">` read as JSON values, leniently: the wrappers senders put
/// around it (`<!-- … -->`, `<![CDATA[ … ]]>`, `//<![CDATA[ … //]]>`) are taken off, `JSONLDRepair` mends what it
/// can, and a script whose quotes were written as HTML entities (`{&quot;@type&quot;: …}`) is decoded and read again.
/// A script that still does not parse gives no value at all, and says why (`read`).
enum JSONLDScript {
    /// Scripts longer than this are not read.
    static let maximumBytes = 1 << 20
    /// Values (objects, arrays, scalars) kept from one script, at most.
    static let maximumValues = 50_000

    /// The top-level values of `text` (several when the sender wrote several objects one after another); empty when
    /// it cannot be read.
    static func values(_ text: String) -> [JSONValue] {
        read(text).values
    }

    /// What one script gave: its values, or why it gave none (nil for a script that is only blanks and wrappers,
    /// which says nothing and is no problem).
    struct Reading {
        var values: [JSONValue] = []
        var problem: String?
    }

    static func read(_ text: String) -> Reading {
        guard text.utf8.count <= maximumBytes else {
            return Reading(problem: "it is longer than \(maximumBytes >> 20) MiB and is not read")
        }
        let bytes = unwrapped(Array(text.utf8))
        guard !bytes.isEmpty else { return Reading() }
        let first = parse(bytes)
        if case .success(let values) = first { return Reading(values: values) }
        if let decoded = entitiesDecoded(bytes), case .success(let values) = parse(unwrapped(decoded)) {
            return Reading(values: values)
        }
        guard case .failure(let failure) = first else { return Reading() }
        return Reading(problem: failure.reason)
    }

    /// Why a script gave no values.
    struct Failure: Error {
        var reason: String
    }

    private static func parse(_ bytes: [UInt8]) -> Result<[JSONValue], Failure> {
        guard let repaired = JSONLDRepair.repaired(bytes) else {
            return .failure(Failure(reason: "it is not JSON, even mended (an unclosed string, mismatched brackets, a key "
                + "without a value, or nesting deeper than \(JSONLDRepair.maximumDepth) levels)"))
        }
        var values: [JSONValue] = []
        var oversized = false
        let collector = JSONRecordCollector(onRecord: { _, value in values.append(value) }, onOversized: { _ in oversized = true })
        collector.nodeLimit = maximumValues
        do {
            try JSONEventParser(handler: collector).parse(MemoryByteStream(repaired))
        } catch {
            return .failure(Failure(reason: "it is not JSON: \(error)"))
        }
        return oversized ? .failure(Failure(reason: "it holds more than \(maximumValues) values and is not read")) : .success(values)
    }

    // MARK: - Wrappers

    /// Opening and closing wrappers, each taken off when the text starts (or ends) with it after blanks; longest
    /// first, so `//<![CDATA[` is not read as `<![CDATA[` after a stray `//`.
    private static let openers: [[UInt8]] = ["/*<![CDATA[*/", "//<![CDATA[", "<![CDATA[", "<!--"].map { Array($0.utf8) }
    private static let closers: [[UInt8]] = ["/*]]>*/", "//]]>", "//-->", "]]>", "-->"].map { Array($0.utf8) }

    private static func unwrapped(_ bytes: [UInt8]) -> [UInt8] {
        var slice = bytes[...]
        var changed = true
        while changed {
            changed = false
            slice = trimmed(slice)
            for opener in openers where slice.starts(with: opener) {
                slice = slice.dropFirst(opener.count)
                changed = true
                break
            }
            for closer in closers where slice.reversed().starts(with: closer.reversed()) {
                slice = slice.dropLast(closer.count)
                changed = true
                break
            }
        }
        return Array(slice)
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C }
        guard let first = slice.firstIndex(where: { !isBlank($0) }), let last = slice.lastIndex(where: { !isBlank($0) }) else { return [] }
        return slice[first...last]
    }

    // MARK: - Entities

    /// The named entities senders write in JSON-LD, and what they stand for.
    private static let entities: [(name: [UInt8], text: [UInt8])] = [
        ("quot", "\""), ("amp", "&"), ("lt", "<"), ("gt", ">"), ("apos", "'"), ("nbsp", "\u{00A0}"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

    /// `bytes` with HTML character references decoded; nil when it holds no encoded quote, so a script that failed
    /// for another reason is not read twice.
    private static func entitiesDecoded(_ bytes: [UInt8]) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&quot;") || text.contains("&#34;") || text.contains("&#x22;") || text.contains("&#X22;") else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let semicolon = bytes[index..<min(bytes.count, index + 12)].firstIndex(of: UInt8(ascii: ";")),
               let decoded = reference(bytes[(index + 1)..<semicolon]) {
                output += decoded
                index = semicolon + 1
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }

    /// The text of one reference (`quot`, `#34`, `#x22`), or nil when it is not one.
    private static func reference(_ name: ArraySlice<UInt8>) -> [UInt8]? {
        if let entity = entities.first(where: { $0.name.elementsEqual(name) }) { return entity.text }
        guard name.first == UInt8(ascii: "#") else { return nil }
        let digits = String(decoding: name.dropFirst(), as: UTF8.self)
        let scalar = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let scalar, let character = Unicode.Scalar(scalar), scalar != 0 else { return nil }
        return Array(String(character).utf8)
    }
}
