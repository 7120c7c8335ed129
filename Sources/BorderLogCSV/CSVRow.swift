import BorderLogModel

/// One data row of a CSV a person writes (stays, crossings), read by column name; its problems are located at its
/// line and field.
public struct CSVRow {
    public let record: CSVReader.Record
    public let columns: [String: Int]
    public let path: String
    public private(set) var issues: [InputIssue] = []

    public init(_ record: CSVReader.Record, columns: [String: Int], path: String) {
        self.record = record
        self.columns = columns
        self.path = path
    }

    /// The trimmed field of `column`; empty when the header has no such column.
    public func value(_ column: String) -> String {
        columns[column].map { record.fields[$0].trimmingCharacters(in: .whitespaces) } ?? ""
    }

    public var hasErrors: Bool { issues.contains { $0.severity == .error } }

    public mutating func fail(_ field: String, _ message: String) {
        issues.append(InputIssue(path: path, line: record.line, field: field, message: message))
    }

    /// An error of the whole row.
    public mutating func fail(_ message: String) {
        issues.append(InputIssue(path: path, line: record.line, message: message))
    }

    public mutating func warn(_ field: String, _ message: String) {
        issues.append(InputIssue(.warning, path: path, line: record.line, field: field, message: message))
    }

    /// The `YYYY-MM-DD` date of `field`: nil, with an error, when it is not one or is missing though `required`.
    public mutating func day(_ field: String, required: Bool) -> LocalDay? {
        let text = value(field)
        if text.isEmpty {
            if required { fail(field, "missing \(field) date") }
            return nil
        }
        guard let day = LocalDay(text) else {
            fail(field, "'\(text)' is not a valid date (expected YYYY-MM-DD, e.g. 2024-03-31)")
            return nil
        }
        return day
    }
}
