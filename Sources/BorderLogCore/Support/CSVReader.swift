/// RFC 4180 CSV records with the physical line each starts on.
///
/// Written here rather than taken from a CSV package because error messages must name the file's
/// line, and quoted fields may span lines, so record numbers are not line numbers.
/// Accepts CRLF and LF, a UTF-8 byte-order mark, `""` escapes inside quotes, and blank lines (skipped).
public struct CSVReader: Sequence, IteratorProtocol {
    public struct Record: Sendable, Equatable {
        /// 1-based line the record starts on.
        public let line: Int
        public let fields: [String]
    }

    private var scalars: String.UnicodeScalarView.Iterator
    private var line = 1
    private var pending: Unicode.Scalar?

    public init(_ text: String) {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        scalars = text.unicodeScalars.makeIterator()
    }

    private mutating func nextScalar() -> Unicode.Scalar? {
        if let scalar = pending {
            pending = nil
            return scalar
        }
        return scalars.next()
    }

    public mutating func next() -> Record? {
        var start = line
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var inQuotes = false
        var sawAnything = false
        while let scalar = nextScalar() {
            sawAnything = true
            if inQuotes {
                if scalar == "\"" {
                    if let following = nextScalar() {
                        if following == "\"" { field.append("\"") } else { inQuotes = false; pending = following }
                    } else {
                        inQuotes = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty:
                inQuotes = true
            case ",":
                fields.append(String(field))
                field = String.UnicodeScalarView()
            case "\r":
                continue
            case "\n":
                line += 1
                fields.append(String(field))
                if fields.count == 1 && fields[0].allSatisfy(\.isWhitespace) { fields = []; field = .init(); start = line; continue }
                return Record(line: start, fields: fields)
            default:
                field.append(scalar)
            }
        }
        guard sawAnything else { return nil }
        fields.append(String(field))
        if fields.count == 1 && fields[0].allSatisfy(\.isWhitespace) { return nil }
        return Record(line: start, fields: fields)
    }
}
