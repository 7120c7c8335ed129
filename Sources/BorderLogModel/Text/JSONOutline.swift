/// A JSON document read for editing in place: every value with the byte range it occupies, so that a change can
/// replace or insert a few bytes and leave the rest of the file (spacing, key order, fields it does not know) as it
/// was. Strict JSON (RFC 8259); an error gives the line and column.
public struct JSONOutline: Sendable {
    public indirect enum Value: Sendable {
        case object([Member], Range<Int>)
        case array([Value], Range<Int>)
        /// A string, with its decoded text.
        case string(String, Range<Int>)
        /// A number, `true`, `false` or `null`.
        case scalar(Range<Int>)

        public var range: Range<Int> {
            switch self {
            case .object(_, let range), .array(_, let range), .string(_, let range), .scalar(let range): range
            }
        }

        /// An object's member named `key`.
        public func member(_ key: String) -> Member? {
            guard case .object(let members, _) = self else { return nil }
            return members.last { $0.key == key }
        }

        public var text: String? {
            if case .string(let text, _) = self { text } else { nil }
        }
    }

    public struct Member: Sendable {
        public let key: String
        public let value: Value
    }

    /// Where and why a document is not JSON.
    public struct SyntaxError: Error, Equatable, Sendable {
        public let line: Int
        public let column: Int
        public let message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// The document's top value.
    public let root: Value

    public init(_ bytes: [UInt8]) throws(SyntaxError) {
        var reader = Reader(bytes: bytes)
        root = try reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func document() throws(SyntaxError) -> Value {
            skipSpace()
            let value = try value(depth: 0)
            skipSpace()
            guard position == bytes.count else { throw error("unexpected text after the end of the document") }
            return value
        }

        // MARK: - Reading

        private mutating func value(depth: Int) throws(SyntaxError) -> Value {
            guard depth < 64 else { throw error("nested more than 64 deep") }
            guard position < bytes.count else { throw error("the document ends where a value belongs") }
            let start = position
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                skipSpace()
                if peek(UInt8(ascii: "}")) { return .object(members, start..<position) }
                while true {
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                    let key = try string()
                    skipSpace()
                    guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\"") }
                    skipSpace()
                    members.append(Member(key: key, value: try value(depth: depth + 1)))
                    skipSpace()
                    if peek(UInt8(ascii: ",")) { continue }
                    if peek(UInt8(ascii: "}")) { return .object(members, start..<position) }
                    throw error("expected ',' or '}' in an object")
                }
            case UInt8(ascii: "["):
                position += 1
                var elements: [Value] = []
                skipSpace()
                if peek(UInt8(ascii: "]")) { return .array(elements, start..<position) }
                while true {
                    skipSpace()
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    if peek(UInt8(ascii: ",")) { continue }
                    if peek(UInt8(ascii: "]")) { return .array(elements, start..<position) }
                    throw error("expected ',' or ']' in an array")
                }
            case UInt8(ascii: "\""):
                let text = try string()
                return .string(text, start..<position)
            default:
                let allowed = Set("0123456789+-.eEtruefalsn".utf8)
                while position < bytes.count, allowed.contains(bytes[position]) { position += 1 }
                let word = String(decoding: bytes[start..<position], as: UTF8.self)
                guard !word.isEmpty, ["true", "false", "null"].contains(word) || Double(word) != nil, word.first != "+" else {
                    position = start
                    throw error("expected a value (an object, array, string, number, true, false or null)")
                }
                return .scalar(start..<position)
            }
        }

        /// A string at `position` (its opening quote), decoded.
        private mutating func string() throws(SyntaxError) -> String {
            position += 1
            var scalars = String.UnicodeScalarView()
            var run = position
            func flush() { scalars.append(contentsOf: String(decoding: bytes[run..<position], as: UTF8.self).unicodeScalars) }
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    flush()
                    position += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard position + 1 < bytes.count else { throw error("the document ends inside a string") }
                    let escape = bytes[position + 1]
                    position += 2
                    let simple: [UInt8: Unicode.Scalar] = [
                        UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
                        UInt8(ascii: "f"): "\u{c}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
                    ]
                    if let scalar = simple[escape] {
                        scalars.append(scalar)
                    } else if escape == UInt8(ascii: "u"), position + 4 <= bytes.count,
                              let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) {
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                        position += 4
                    } else {
                        throw error("a string holds an unknown escape")
                    }
                    run = position
                case 0..<0x20:
                    throw error("a string holds a control character (a line break inside quotes?)")
                default:
                    position += 1
                }
            }
            throw error("the document ends inside a string")
        }

        private mutating func peek(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        private mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        private func error(_ message: String) -> SyntaxError {
            let before = bytes[..<min(position, bytes.count)]
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            return SyntaxError(line: line, column: column, message: message)
        }
    }
}
