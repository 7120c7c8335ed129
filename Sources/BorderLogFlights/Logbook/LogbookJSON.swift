import BorderLogJSON
import BorderLogModel
import Foundation

/// The JSON logbooks: AirTrail's export and a Miles & More statement, read whole through the project's JSON parser
/// (its depth limit, and at most `maximumValues` values).
enum LogbookJSON {
    /// Values a logbook's JSON may hold: tens of thousands of flights of a few dozen values each, and some room.
    static let maximumValues = 2_000_000

    static func read(_ data: Data, format: LogbookFormat) throws(LogbookReader.ReadError) -> LogbookContents {
        let root: JSONValue
        do { root = try JSONDocument.parse(data, maximumValues: maximumValues) } catch { throw .malformed("not JSON (\(error))") }
        guard case .object = root else { throw .malformed("the JSON is not an object") }
        var contents = LogbookContents(format: format)
        let key = format == .airtrail ? "flights" : "SegmentListResponses"
        guard let entries = root[key]?.array else { throw .malformed("no \"\(key)\" list") }
        for (index, fields) in entries.enumerated() {
            guard case .object = fields else {
                contents.rejected.append((index + 1, "entry \(index + 1) is not an object"))
                continue
            }
            var warnings: [String] = []
            let outcome = format == .airtrail
                ? airTrail(fields, entry: index + 1, warnings: &warnings) : milesAndMore(fields, entry: index + 1, warnings: &warnings)
            switch outcome {
            case .success(let flight):
                contents.flights.append(flight)
                for warning in warnings { contents.warnings.append((index + 1, warning)) }
            case .failure(let refused): contents.rejected.append((index + 1, refused.reason))
            }
        }
        return contents
    }

    struct Refused: Error {
        let reason: String
    }

    /// AirTrail: `date`, `from` and `to` as a code or an airport object (`{"code": "EDDF"}`, `{"iata": "FRA", "icao":
    /// "EDDF", …}`: its IATA code when it has one, else its ICAO code), times with their offsets.
    private static func airTrail(_ fields: JSONValue, entry: Int, warnings: inout [String]) -> Result<LogbookFlight, Refused> {
        func code(_ key: String) -> String? {
            guard let end = fields[key], case .object = end else { return fields[key]?.string }
            return ["iata", "code", "icao"].lazy.compactMap { end[$0]?.string?.nilIfEmpty }.first
        }
        guard let from = code("from"), let to = code("to") else { return .failure(Refused(reason: "entry \(entry): no from or to airport")) }
        let departure: LogbookFlight.Time
        if let text = fields["departure"]?.string {
            guard let instant = LogbookTimes.instant(text) else { return .failure(Refused(reason: "entry \(entry): departure '\(text)' is no time")) }
            departure = .instant(instant)
        } else if let date = fields["date"]?.string, let day = LocalDay(date) {
            departure = .date(day)
        } else {
            return .failure(Refused(reason: "entry \(entry): no departure and no date"))
        }
        var arrival: LogbookFlight.Time?
        if let text = fields["arrival"]?.string {
            if let instant = LogbookTimes.instant(text) { arrival = .instant(instant) } else { warnings.append("entry \(entry): arrival '\(text)' is no time") }
        }
        return .success(LogbookFlight(
            line: entry, number: fields["flightNumber"]?.string, from: from, to: to, departure: departure, arrival: arrival))
    }

    /// Miles & More: `DepartureDate` and `DepartureTime` at the origin, `ArrivalDate` and `ArrivalTime` at the destination.
    private static func milesAndMore(_ fields: JSONValue, entry: Int, warnings: inout [String]) -> Result<LogbookFlight, Refused> {
        func text(_ key: String) -> String? { fields[key]?.string?.trimmingCharacters(in: .whitespaces).nilIfEmpty }
        guard let from = text("OriginAirportCode"), let to = text("DestinationAirportCode") else {
            return .failure(Refused(reason: "entry \(entry): no origin or destination airport"))
        }
        guard let date = text("DepartureDate"), let day = LocalDay(date.prefix(10)) else {
            return .failure(Refused(reason: "entry \(entry): no departure date"))
        }
        /// The field of `key` read by `read`; a field that does not read is named in `warnings`.
        func checked<Value>(_ key: String, _ what: String, _ read: (String) -> Value?) -> Value? {
            guard let field = text(key) else { return nil }
            if let value = read(field) { return value }
            warnings.append("entry \(entry): \(key) '\(field)' is not a \(what)")
            return nil
        }
        let departure = checked("DepartureTime", "time") { LogbookTimes.wall(day, $0) }.map(LogbookFlight.Time.local) ?? .date(day)
        let arrivalDay = checked("ArrivalDate", "date") { LocalDay($0.prefix(10)) } ?? day
        let arrival = checked("ArrivalTime", "time") { LogbookTimes.wall(arrivalDay, $0) }.map(LogbookFlight.Time.local)
        let number = fields["FlightNumber"]?.integer.map { (text("AirlineDesignatorCode") ?? "") + String($0) }
        return .success(LogbookFlight(line: entry, number: number, from: from, to: to, departure: departure, arrival: arrival))
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
