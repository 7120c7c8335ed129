/// RFC 4180 CSV records with the physical line each starts on.
///
/// Written here rather than taken from a CSV package because error messages must name the file's
/// line, and quoted fields may span lines, so record numbers are not line numbers.
/// Accepts CRLF and LF, a UTF-8 byte-order mark, `""` escapes inside quotes, and blank lines (skipped).
///
/// Reads UTF-8 bytes: every delimiter is ASCII, and no byte of a multi-byte character is, so a field is the text
/// between two delimiters, made a string once. A field with quotes or a stray carriage return is copied byte by byte.
public struct CSVReader: Sequence, IteratorProtocol {
    public struct Record: Sendable, Equatable {
        /// 1-based line the record starts on.
        public let line: Int
        public let fields: [String]
    }

    private let bytes: [UInt8]
    private var position: Int
    private var line = 1
    /// Fields in the record before: the next is likely as wide.
    private var width = 0

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The records of UTF-8 `bytes` (invalid sequences read as U+FFFD).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// How a field ended.
    private enum End {
        case comma, newline, input
    }

    public mutating func next() -> Record? {
        let bytes = self.bytes
        return bytes.withUnsafeBufferPointer { buffer in
            while position < buffer.count {
                let start = line
                var fields: [String] = []
                fields.reserveCapacity(width)
                var end = End.comma
                while end == .comma {
                    let field: String
                    (field, end) = self.field(buffer)
                    fields.append(field)
                }
                width = fields.count
                if fields.count == 1 && fields[0].allSatisfy(\.isWhitespace) { continue }
                return Record(line: start, fields: fields)
            }
            return nil
        }
    }

    private static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// The field at `position`, and what ended it; `position` moves past its delimiter.
    private mutating func field(_ buffer: UnsafeBufferPointer<UInt8>) -> (String, End) {
        let start = position
        var index = position
        if index < buffer.count, buffer[index] == Self.quote {
            position = index + 1
            var copied: [UInt8] = []
            let end = slowField(buffer, into: &copied, quoted: true)
            return (String(decoding: copied, as: UTF8.self), end)
        }
        while index < buffer.count {
            switch buffer[index] {
            case Self.comma:
                position = index + 1
                return (String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self), .comma)
            case Self.newline:
                position = index + 1
                line += 1
                return (String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self), .newline)
            case Self.carriageReturn where index + 1 < buffer.count && buffer[index + 1] == Self.newline:
                position = index + 2
                line += 1
                return (String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self), .newline)
            case Self.carriageReturn:
                var copied = Array(buffer[start..<index])
                position = index + 1
                let end = slowField(buffer, into: &copied, quoted: false)
                return (String(decoding: copied, as: UTF8.self), end)
            default:
                index += 1
            }
        }
        position = index
        return (String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self), .input)
    }

    /// The rest of a field that holds quotes or a lone carriage return, byte by byte into `copied`: inside quotes
    /// `""` is a quote and a line break is kept; outside, a carriage return is dropped and a quote is kept unless it
    /// opens the field.
    private mutating func slowField(_ buffer: UnsafeBufferPointer<UInt8>, into copied: inout [UInt8], quoted: Bool) -> End {
        var quoted = quoted
        while position < buffer.count {
            let byte = buffer[position]
            position += 1
            if quoted {
                if byte == Self.quote {
                    if position < buffer.count, buffer[position] == Self.quote {
                        copied.append(Self.quote)
                        position += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == Self.newline { line += 1 }
                    copied.append(byte)
                }
                continue
            }
            switch byte {
            case Self.quote where copied.isEmpty: quoted = true
            case Self.comma: return .comma
            case Self.carriageReturn: continue
            case Self.newline:
                line += 1
                return .newline
            default: copied.append(byte)
            }
        }
        return .input
    }
}
