import BorderLogCSV
import BorderLogTestSupport
import Testing

struct CSVReaderTests {
    @Test func quotedFieldsKeepCommasQuotesAndNewlines() {
        let text = "a,b\n\"x, y\",\"say \"\"hi\"\"\"\n\"two\nlines\",z\nlast,row"
        let records = Array(CSVReader(text))
        #expect(records.map(\.fields) == [["a", "b"], ["x, y", "say \"hi\""], ["two\nlines", "z"], ["last", "row"]])
        #expect(records.map(\.line) == [1, 2, 3, 5])
    }

    @Test func crlfByteOrderMarkAndBlankLinesAreHandled() {
        let text = "\u{FEFF}country,entry\r\n\r\nFR,2024-01-01\r\n   \r\nDE,2024-02-01\r\n"
        let records = Array(CSVReader(text))
        #expect(records.map(\.fields) == [["country", "entry"], ["FR", "2024-01-01"], ["DE", "2024-02-01"]])
        #expect(records.map(\.line) == [1, 3, 5])
    }

    @Test func emptyTrailingFieldsAreKept() {
        #expect(Array(CSVReader("GB,2024-01-01,,\n")).first?.fields == ["GB", "2024-01-01", "", ""])
    }

    @Test func unterminatedQuoteEndsAtEndOfInputWithoutCrashing() {
        let records = Array(CSVReader("a,\"never closed\nmore"))
        #expect(records.count == 1)
        #expect(records.first?.fields == ["a", "never closed\nmore"])
    }

    @Test func quotesAndCarriageReturnsInsideUnquotedFieldsAreReadAsBefore() {
        #expect(Array(CSVReader("a\rb,c\r,\r\"q\",x\"y\"\n")).first?.fields == ["ab", "c", "q", "x\"y\""])
        #expect(Array(CSVReader("\"ab\"cd,\"\" e\n")).first?.fields == ["abcd", " e"])
        #expect(Array(CSVReader("Zürich,日本,🛫\r\nÉ\"x,\"ß,\"\"\"\r\n")).map(\.fields) == [["Zürich", "日本", "🛫"], ["É\"x", "ß,\""]])
    }

    /// The reader against the one it replaced (which went scalar by scalar), on random text made of the bytes that
    /// matter: the records and their lines must be the same.
    @Test(arguments: 0..<8) func randomTextReadsAsTheScalarReaderReadIt(_ seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = ["a", "bc", ",", ",", "\"", "\"\"", "\n", "\r", "\r\n", " ", "é", "日", "\u{FEFF}", "2024-01-01"]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let read = Array(CSVReader(text)).map { "\($0.line):\($0.fields)" }
            #expect(read == ScalarCSVReader.records(text).map { "\($0.line):\($0.fields)" }, "\(text.debugDescription)")
        }
    }
}

/// The scalar-by-scalar reader `CSVReader` was before it read bytes: the model its records are checked against.
private enum ScalarCSVReader {
    static func records(_ text: String) -> [(line: Int, fields: [String])] {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        var line = 1
        var records: [(line: Int, fields: [String])] = []
        func nextScalar() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return scalars.next()
        }
        while true {
            var start = line
            var fields: [String] = []
            var field = String.UnicodeScalarView()
            var inQuotes = false
            var sawAnything = false
            var ended = false
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
                case "\"" where field.isEmpty: inQuotes = true
                case ",":
                    fields.append(String(field))
                    field = String.UnicodeScalarView()
                case "\r": continue
                case "\n":
                    line += 1
                    fields.append(String(field))
                    if fields.count == 1 && fields[0].allSatisfy(\.isWhitespace) { fields = []; field = .init(); start = line; continue }
                    records.append((start, fields))
                    ended = true
                default: field.append(scalar)
                }
                if ended { break }
            }
            if ended { continue }
            guard sawAnything else { return records }
            fields.append(String(field))
            if !(fields.count == 1 && fields[0].allSatisfy(\.isWhitespace)) { records.append((start, fields)) }
            return records
        }
    }
}
