import BorderLogModel

/// The header line of a CSV a person writes (stays, crossings): column names in any order and case, each once; an
/// unknown one is a warning and ignored.
public enum CSVHeader {
    /// Column name (lower case) → field index; nil, with the error added to `issues`, when a name appears twice.
    public static func read(_ record: CSVReader.Record, known: [String], path: String, issues: inout [InputIssue]) -> [String: Int]? {
        var header: [String: Int] = [:]
        for (index, raw) in record.fields.enumerated() {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if header[name] != nil {
                issues.append(InputIssue(path: path, line: record.line, field: name, message: "column appears twice in the header"))
                return nil
            }
            header[name] = index
            if !known.contains(name) {
                issues.append(InputIssue(.warning, path: path, line: record.line, field: name, message: "unknown column, ignored (known: \(known.joined(separator: ", ")))"))
            }
        }
        return header
    }
}
