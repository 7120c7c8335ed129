import BorderLogCSV
import BorderLogModel

/// Reads a stays CSV: header `country,entry,exit,note` (any order; `exit` and `note` optional columns),
/// one stay a row, `exit` empty while still there. Lines starting with `#` are comments. An optional `permit` column
/// (`yes`/`no`, `true`/`false`, `1`/`0`, or empty for no) marks stays covered by a residence permit or long-stay visa.
/// `country` may name a state or province (`US-NY`, docs/regions.md); so may an optional `region` column, whose region
/// must then be of the row's country.
public enum StayFile {
    /// A stay and the line it came from.
    public struct Row: Sendable, Equatable {
        public let line: Int
        public let stay: Stay
    }

    public struct Parsed: Sendable, Equatable {
        /// The file as named in messages.
        public var path: String
        public var rows: [Row] = []
        public var issues: [InputIssue] = []
        public var errors: [InputIssue] { issues.filter { $0.severity == .error } }
    }

    public static let columns = ["country", "entry", "exit", "note"]
    /// Every column the reader knows: `columns` and the optional `permit` and `region`.
    public static let knownColumns = columns + ["permit", "region"]

    public static func parse(_ text: String, path: String) -> Parsed {
        var parsed = Parsed(path: path)
        let table = CSVTable(text, path: path, issues: &parsed.issues) { record, issues in readHeader(record, path: path, issues: &issues) }
        for var row in table.rows {
            if !row.hasErrors, let stay = readRow(&row) { parsed.rows.append(Row(line: row.record.line, stay: stay)) }
            parsed.issues += row.issues
        }
        if !table.hasHeaderLine {
            parsed.issues.append(InputIssue(path: path, message: "the file is empty; expected a header line `\(columns.joined(separator: ","))`"))
        }
        return parsed
    }

    private static func readHeader(_ record: CSVReader.Record, path: String, issues: inout [InputIssue]) -> [String: Int]? {
        guard let header = CSVHeader.read(record, known: knownColumns, path: path, issues: &issues) else { return nil }
        let missing = ["country", "entry"].filter { header[$0] == nil }
        guard missing.isEmpty else {
            let looksLikeData = record.fields.first.flatMap { CountryCode($0) } != nil
            let hint = looksLikeData ? "; the first line looks like data — add the header line `\(columns.joined(separator: ","))`" : ""
            issues.append(InputIssue(path: path, line: record.line, message: "header lacks column\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", "))\(hint)"))
            return nil
        }
        return header
    }

    private static func readRow(_ row: inout CSVRow) -> Stay? {
        let countryText = row.value("country")
        let place = Place(countryText)
        if countryText.isEmpty {
            row.fail("country", "missing country code")
        } else if place == nil {
            row.fail("country", Place.problem(with: countryText))
        }
        let entry = row.day("entry", required: true)
        let exit = row.day("exit", required: false)
        if let entry, let exit, exit < entry {
            row.fail("exit", "exit \(exit) is before entry \(entry)")
        }
        let permit: Bool? = switch row.value("permit").lowercased() {
        case "", "no", "false", "0": false
        case "yes", "true", "1", "permit": true
        default: nil
        }
        if permit == nil { row.fail("permit", "'\(row.value("permit"))' is neither yes nor no (leave it empty for no)") }
        var region = place?.region
        let regionText = row.value("region")
        if !regionText.isEmpty, let place {
            if let named = RegionCode(regionText) {
                if named.country != place.country {
                    row.fail("region", "\(named) (\(named.name)) is in \(named.country.name), not in \(place.country.name), the row's country")
                } else if let stated = place.region, stated != named {
                    row.fail("region", "\(named) contradicts the country column's \(stated)")
                }
                region = named
            } else {
                row.fail("region", RegionCode.problem(with: regionText) ?? "'\(regionText)' is not a region code such as US-NY")
            }
        }
        guard !row.hasErrors, let place, let entry else { return nil }
        let note = row.value("note")
        return Stay(country: place.country, entry: entry, exit: exit, note: note.isEmpty ? nil : note, permit: permit ?? false, region: region)
    }
}
