import BorderLogModel

/// The data rows of a CSV a person writes (stays, crossings): lines starting with `#` are comments, the first other
/// line is the header, and a row with another number of fields than the header comes with that error already (read
/// nothing from it).
public struct CSVTable {
    /// The rows in file order, each read by column name.
    public var rows: [CSVRow] = []
    /// Whether the file had a header line at all (a bad one included).
    public var hasHeaderLine = false

    /// Reads `text`; `header` turns the header line into column indexes, or gives nil (having said why in `issues`),
    /// which ends the reading.
    public init(_ text: String, path: String, issues: inout [InputIssue], header: (CSVReader.Record, inout [InputIssue]) -> [String: Int]?) {
        var reader = CSVReader(text)
        var columns: [String: Int]?
        var width = 0
        while let record = reader.next() {
            if record.fields.first?.trimmingCharacters(in: .whitespaces).hasPrefix("#") == true { continue }
            guard let known = columns else {
                hasHeaderLine = true
                columns = header(record, &issues)
                width = record.fields.count
                if columns == nil { return }
                continue
            }
            var row = CSVRow(record, columns: known, path: path)
            if record.fields.count != width { row.fail("expected \(width) fields as in the header, found \(record.fields.count)") }
            rows.append(row)
        }
    }
}
