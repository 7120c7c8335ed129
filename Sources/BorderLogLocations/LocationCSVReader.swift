import BorderLogCSV
import BorderLogFiles
import BorderLogModel
import Foundation

/// CSV location logs (GPSLogger, phone trackers, spreadsheets): a header row naming latitude,
/// longitude and, optionally, time columns. Recognised headers (case and quotes ignored):
/// latitude `lat`, `latitude`, `latitudee7`, `latitude n/s`; longitude `lon`, `lng`, `long`,
/// `longitude`, `longitudee7`, `longitude e/w`; time `timestamp`, `time`, `datetime`, `date`,
/// `date time`, `start time`, `recorded_at`, `created_at`, `utc`, `tst`; accuracy `accuracy`, `acc`.
/// Columns with `e7` hold degrees × 10^7; `52.52N`/`13.40W` suffixes are read; a `;` separated
/// file with decimal commas is read too. Records are parsed by `CSVReader`, one record at a time.
struct LocationCSVReader {
    let sink: LocationSink

    static let latitudeNames: Set = ["lat", "latitude", "latitudee7", "latitude n/s", "lat_e7"]
    static let longitudeNames: Set = ["lon", "lng", "long", "longitude", "longitudee7", "longitude e/w", "lon_e7", "lng_e7"]
    static let timeNames = ["timestamp", "time", "datetime", "date_time", "date time", "date", "start time", "recorded_at", "created_at", "utc", "tst", "time_utc"]
    static let accuracyNames: Set = ["accuracy", "acc", "horizontal_accuracy", "accuracymeters"]

    struct Columns {
        var lat: Int, lon: Int, time: Int?, accuracy: Int?
        var latE7: Bool, lonE7: Bool
    }

    /// The columns of a header row, or nil when it does not name a latitude and a longitude.
    static func columns(_ header: [String]) -> Columns? {
        let names = header.map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased() }
        guard let lat = names.firstIndex(where: latitudeNames.contains), let lon = names.firstIndex(where: longitudeNames.contains) else { return nil }
        let time = timeNames.lazy.compactMap { names.firstIndex(of: $0) }.first
        return Columns(lat: lat, lon: lon, time: time, accuracy: names.firstIndex(where: accuracyNames.contains),
                       latE7: names[lat].contains("e7"), lonE7: names[lon].contains("e7"))
    }

    func read(_ source: ByteStream) throws {
        var lines = LineSource(source)
        var columns: Columns?
        var semicolons = false
        var pending = ""
        var pendingLine = 0
        // Quotes in `pending` so far: odd while a quoted field is open. Counted line by line, not over the record.
        var quotes = 0
        while let bytes = try lines.next() {
            if lines.wasCut {
                sink.reject(line: pending.isEmpty ? lines.number : pendingLine,
                            "line longer than \(lines.limit >> 20) MB, more than any record; skipped")
                pending = ""
                quotes = 0
                continue
            }
            var text = String(decoding: bytes, as: UTF8.self)
            if columns == nil, pending.isEmpty {
                if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
                if text.allSatisfy(\.isWhitespace) { continue }
                semicolons = text.filter { $0 == ";" }.count > text.filter { $0 == "," }.count
            }
            if pending.isEmpty { pendingLine = lines.number } else { pending += "\n" }
            pending += text
            quotes += bytes.count(where: { $0 == UInt8(ascii: "\"") })
            // A quoted field may span lines: wait for the closing quote, but not past a line's length.
            if quotes % 2 == 1 {
                if pending.utf8.count > lines.limit {
                    sink.reject(line: pendingLine, "a quoted field runs on for more than \(lines.limit >> 20) MB (a quote never closed?); skipped")
                    pending = ""
                    quotes = 0
                }
                continue
            }
            quotes = 0
            var record = pending
            pending = ""
            if semicolons { record = Self.swapSeparators(record) }
            var csv = CSVReader(record)
            guard var fields = csv.next()?.fields else { continue }
            if semicolons { fields = fields.map(Self.swapSeparators) }
            guard let found = columns else {
                columns = Self.columns(fields)
                if columns == nil {
                    throw LocationReadError("CSV header '\(text.prefix(80))' names no latitude and longitude columns (expected e.g. lat,lon,time)")
                }
                continue
            }
            row(fields, found, line: pendingLine, decimalComma: semicolons)
        }
        if !pending.isEmpty { sink.reject(line: pendingLine, "unterminated quoted field at the end of the file") }
    }

    private func row(_ fields: [String], _ columns: Columns, line: Int, decimalComma: Bool) {
        guard fields.count > max(columns.lat, columns.lon) else {
            return sink.reject(line: line, "\(fields.count) fields; latitude and longitude missing")
        }
        guard let lat = Self.degrees(fields[columns.lat], e7: columns.latE7, decimalComma: decimalComma, negative: "S"),
              let lon = Self.degrees(fields[columns.lon], e7: columns.lonE7, decimalComma: decimalComma, negative: "W") else {
            return sink.reject(line: line, "latitude '\(fields[columns.lat].prefix(30))' / longitude '\(fields[columns.lon].prefix(30))' is not a number")
        }
        guard let coordinate = sink.coordinate(lat, lon, line: line) else { return }
        var time: LocationTimestamp.Parsed?
        if let index = columns.time, index < fields.count, !fields[index].allSatisfy(\.isWhitespace) {
            time = LocationTimestamp.parse(fields[index])
            if time == nil { return sink.reject(line: line, at: "time", "'\(fields[index].prefix(40))' is not a date and time") }
        }
        let accuracy = columns.accuracy.flatMap { $0 < fields.count ? Double(fields[$0].replacingOccurrences(of: ",", with: ".")) : nil }
        sink.point(LocationPoint(coordinate: coordinate, utc: time?.date, accuracy: accuracy, offsetMinutes: time?.offsetMinutes,
                                 detail: ["format": "csv"]))
    }

    static func degrees(_ text: String, e7: Bool, decimalComma: Bool, negative: Character) -> Double? {
        var body = text.trimmingCharacters(in: .whitespaces)
        var sign = 1.0
        if let last = body.last, "NSEWnsew".contains(last) {
            if last.uppercased() == String(negative) { sign = -1 }
            body.removeLast()
        }
        if decimalComma { body = body.replacingOccurrences(of: ",", with: ".") }
        guard let value = Double(body) else { return nil }
        return sign * (e7 ? value / 1e7 : value)
    }

    private static func swapSeparators(_ text: String) -> String {
        String(text.map { $0 == ";" ? "," : $0 == "," ? ";" : $0 })
    }
}
