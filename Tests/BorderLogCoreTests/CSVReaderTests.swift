import BorderLogCore
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
}
