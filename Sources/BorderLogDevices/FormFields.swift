/// `name=value&…` fields, from a query or an `application/x-www-form-urlencoded` body: the first of a name wins.
public struct FormFields: Sendable, Equatable {
    public private(set) var pairs: [(name: String, value: String)]

    public init(_ pairs: [(name: String, value: String)]) { self.pairs = pairs }

    public static func == (lhs: FormFields, rhs: FormFields) -> Bool {
        lhs.pairs.count == rhs.pairs.count && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    public subscript(name: String) -> String? { pairs.first { $0.name == name }?.value }

    public var isEmpty: Bool { pairs.isEmpty }

    mutating func append(_ other: FormFields) { pairs += other.pairs }

    /// Decodes `text` (`+` is a space, `%XX` a byte; a malformed escape is kept as written).
    public static func parse(_ text: some StringProtocol) -> FormFields {
        FormFields(text.split(separator: "&", omittingEmptySubsequences: true).map { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decode(pieces[0]), pieces.count > 1 ? decode(pieces[1]) : "")
        })
    }

    /// `text` percent-decoded, `+` as a space.
    public static func decode(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "+") {
                bytes.append(0x20)
            } else if byte == UInt8(ascii: "%"), index + 2 < source.count, let high = hex(source[index + 1]), let low = hex(source[index + 2]) {
                bytes.append(high << 4 | low)
                index += 2
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The fields written back as a query (for the quarantine's raw text).
    public var text: String {
        pairs.map { "\(Self.encode($0.name))=\(Self.encode($0.value))" }.joined(separator: "&")
    }

    private static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || "-._~:".utf8.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return out
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}

private extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
