import BorderLogCSV
import BorderLogModel
import Foundation

/// Reads a crossings file, all or nothing like a stays file: a CSV with the header
/// `date,direction,port,country,authority,note` (any order; `port`, `country` and `note` may be empty), the I-94
/// travel history as a person copies it from the CBP website (`I94TravelHistory`), or the UK Home Office travel
/// history of a subject access request, as text (`HomeOfficeTravelHistory`). Lines of a CSV starting with `#` are
/// comments.
///
/// Checks every row: a known authority, a direction `entry` or `exit`, a real date not after today, a country given or
/// found from an IATA port. A repeated row is a warning and counts once; an exit with no entry before it is a warning
/// too (a record may begin mid-trip).
public enum CrossingFile {
    /// A crossing and the line it came from.
    public struct Row: Sendable, Equatable {
        public let line: Int
        public let crossing: Crossing
    }

    public struct Parsed: Sendable, Equatable {
        /// The file as named in messages.
        public var path: String
        public var rows: [Row] = []
        public var issues: [InputIssue] = []
        public var errors: [InputIssue] { issues.filter { $0.severity == .error } }
    }

    /// What the reader needs from outside: the country of an IATA airport code (from the airport table and the
    /// resolver), and today, after which no crossing can have happened.
    public struct Context {
        /// The country of an IATA code; nil when no airport table is at hand (`airportsMissing` says why).
        public var portCountry: (String) -> CountryCode?
        public var today: LocalDay
        /// Decides which crossings open and close a stay in the Schengen Area (for the unmatched-exit warning).
        public var schengen: Zone?
        /// Why no port can be looked up (no geo index installed), for the message of a port given without its country.
        public var airportsMissing: String?

        public init(portCountry: @escaping (String) -> CountryCode?, today: LocalDay, schengen: Zone?, airportsMissing: String? = nil) {
            self.portCountry = portCountry
            self.today = today
            self.schengen = schengen
            self.airportsMissing = airportsMissing
        }
    }

    public static let columns = ["date", "direction", "port", "country", "authority", "note"]

    /// The layouts a crossings file comes in, told apart by content.
    public enum Layout: String, Sendable, CaseIterable {
        /// `date,direction,port,country,authority,note`.
        case csv
        /// The US I-94 travel history as copied from the CBP website (`I94TravelHistory`).
        case i94
        /// The UK Home Office travel history of a subject access request (`HomeOfficeTravelHistory`).
        case homeOffice = "home-office"

        /// Which layout `text` is in: a CSV by its header, else the travel history whose rows it holds.
        public init?(sniffing text: String) {
            if CrossingFile.isCSV(text) {
                self = .csv
            } else if HomeOfficeTravelHistory.looksLikeOne(text) {
                self = .homeOffice
            } else if I94TravelHistory.looksLikeOne(text) {
                self = .i94
            } else {
                return nil
            }
        }
    }

    /// Reads `text` as whichever of the layouts it is.
    public static func parse(_ text: String, path: String, context: Context) -> Parsed {
        var parsed: Parsed
        switch Layout(sniffing: text) {
        case .csv: parsed = parseCSV(text, path: path, context: context)
        case .i94: parsed = I94TravelHistory.parse(text, path: path)
        case .homeOffice: parsed = HomeOfficeTravelHistory.parse(text, path: path)
        case nil:
            parsed = Parsed(path: path)
            parsed.issues.append(InputIssue(path: path, message: notATravelRecord))
        }
        check(&parsed, context: context)
        return parsed
    }

    /// Why a file is none of the layouts.
    public static let notATravelRecord = "neither a crossings CSV (header `\(columns.joined(separator: ","))`), nor an I-94 travel "
        + "history (rows such as `2024-05-01 Arrival NYC`), nor a Home Office travel history (rows such as "
        + "`15/01/2024 BA0304 Outbound LHR`)"

    /// The first line that is not blank or a comment names the columns `date` and `direction`.
    static func isCSV(_ text: String) -> Bool {
        var reader = CSVReader(text)
        while let record = reader.next() {
            let fields = record.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if fields.first?.hasPrefix("#") == true { continue }
            return fields.contains("date") && fields.contains("direction")
        }
        return false
    }

    // MARK: - CSV

    private static func parseCSV(_ text: String, path: String, context: Context) -> Parsed {
        var parsed = Parsed(path: path)
        let table = CSVTable(text, path: path, issues: &parsed.issues) { record, issues in readHeader(record, path: path, issues: &issues) }
        for var row in table.rows {
            if !row.hasErrors, let crossing = readRow(&row, context: context) { parsed.rows.append(Row(line: row.record.line, crossing: crossing)) }
            parsed.issues += row.issues
        }
        return parsed
    }

    private static func readHeader(_ record: CSVReader.Record, path: String, issues: inout [InputIssue]) -> [String: Int]? {
        guard let header = CSVHeader.read(record, known: columns, path: path, issues: &issues) else { return nil }
        var missing = ["date", "direction", "authority"].filter { header[$0] == nil }
        if header["port"] == nil && header["country"] == nil { missing.append("country (or port)") }
        guard missing.isEmpty else {
            issues.append(InputIssue(path: path, line: record.line, message: "header lacks column\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", ")); expected `\(columns.joined(separator: ","))`"))
            return nil
        }
        return header
    }

    private static func readRow(_ row: inout CSVRow, context: Context) -> Crossing? {
        let date = row.day("date", required: true)
        let directionText = row.value("direction")
        let direction = Crossing.Direction(rawValue: directionText.lowercased())
        if direction == nil {
            row.fail("direction", directionText.isEmpty ? "missing direction (entry or exit)" : "'\(directionText)' is not a direction; use entry or exit")
        }
        let authorityText = row.value("authority")
        let authority = Crossing.Authority(rawValue: authorityText.lowercased())
        if authority == nil {
            let known = Crossing.Authority.allCases.map(\.rawValue).joined(separator: ", ")
            row.fail("authority", authorityText.isEmpty ? "missing authority (one of \(known))" : "unknown authority '\(authorityText)'; use one of \(known)")
        }
        let port = row.value("port")
        let country = country(of: &row, port: port, context: context)
        guard !row.hasErrors, let date, let direction, let authority, let country else { return nil }
        let note = row.value("note")
        return Crossing(date: date, direction: direction, port: port, country: country, authority: authority, note: note.isEmpty ? nil : note)
    }

    /// The crossing's country: as given, else from an IATA port. A given country that differs from the port's is kept
    /// (Basel-Mulhouse and Geneva have a French and a Swiss side) with a warning.
    private static func country(of row: inout CSVRow, port: String, context: Context) -> CountryCode? {
        let given = row.value("country")
        let fromPort = isAirportCodeShaped(port) ? context.portCountry(port.uppercased()) : nil
        guard !given.isEmpty else {
            if let fromPort { return fromPort }
            let why = context.airportsMissing.map { "; airports cannot be looked up: \($0)" } ?? ""
            row.fail("country", port.isEmpty
                ? "missing country: give the ISO 3166-1 alpha-2 code of the state whose border was crossed"
                : "missing country, and '\(port)' is not an airport code BorderLog knows\(why); give the country's ISO 3166-1 alpha-2 code")
            return nil
        }
        // A state or province (`US-NY`, docs/regions.md) names its country: the record is of the country's border.
        guard let country = Place(given)?.country else {
            row.fail("country", Place.problem(with: given))
            return nil
        }
        if let fromPort, fromPort != country {
            row.warn("country", "\(country) kept as given, though airport \(port.uppercased()) is in \(fromPort)")
        }
        return country
    }

    static func isAirportCodeShaped(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    // MARK: - Checks common to both layouts

    /// Dates after today are errors; a repeated crossing is a warning and only its first row is kept; an exit with no
    /// entry before it in its area is a warning.
    static func check(_ parsed: inout Parsed, context: Context) {
        var seen: [String: Int] = [:]
        var kept: [Row] = []
        for row in parsed.rows {
            if row.crossing.date > context.today {
                parsed.issues.append(InputIssue(path: parsed.path, line: row.line, field: "date", message: "\(row.crossing.date) is in the future (today is \(context.today))"))
                continue
            }
            if let first = seen[row.crossing.identity] {
                parsed.issues.append(InputIssue(.warning, path: parsed.path, line: row.line, message: "the same \(row.crossing.summary) as line \(first); counted once"))
                continue
            }
            seen[row.crossing.identity] = row.line
            kept.append(row)
        }
        parsed.rows = kept
        let lines = Dictionary(kept.map { ($0.crossing, $0.line) }, uniquingKeysWith: { first, _ in first })
        for interval in CrossingInterval.intervals(of: kept.map(\.crossing), schengen: context.schengen) where interval.entry == nil {
            guard let exit = interval.exit else { continue }
            parsed.issues.append(InputIssue(
                .warning, path: parsed.path, line: lines[exit],
                message: "\(exit.summary) has no entry before it in this file: the record may begin mid-trip; `report reconcile` counts from this exit"))
        }
        if parsed.rows.isEmpty && parsed.errors.isEmpty {
            parsed.issues.append(InputIssue(path: parsed.path, message: "no crossings in the file"))
        }
    }
}
