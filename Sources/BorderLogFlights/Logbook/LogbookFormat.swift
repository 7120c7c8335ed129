import Foundation

/// The flight logbooks `flights import` reads (docs/evidence/logbooks.md), each found by its content, never by its
/// file name: a CSV by its header, App in the Air's `data.txt` by its trip lines, a JSON export by its keys.
public enum LogbookFormat: String, Codable, Sendable, CaseIterable {
    /// Flighty's CSV export (`From`, `To`, `Gate Departure (Scheduled)`, `Canceled`, `Diverted To`, …).
    case flighty
    /// myFlightradar24's CSV (`Date`, `Flight number`, `From` as `City / Airport (FRA/EDDF)`, `Dep time`, `Duration`, …).
    case myflightradar24
    /// App in the Air's `data.txt`: trips (`Ownership.MINE;…`) with their flights, `;`-separated.
    case appintheair
    /// OpenFlights' CSV (`Date`, `From`, `To`, `Flight_Number`, `Duration`, …, `From_OID`); its column names also come
    /// with spaces (`Flight Number`, `From OID`) or in lower case, as AirTrail's importer reads them.
    case openflights
    /// JetLog's CSV (`date`, `origin`, `destination`, `departure_time`, `arrival_time`, `arrival_date`, …).
    case jetlog
    /// AirTrail's JSON export (`{"users": […], "flights": [{date, from, to, departure, arrival, flightNumber}]}`).
    case airtrail
    /// A Miles & More flight statement in JSON (`{"SegmentListResponses": [{DepartureDate, OriginAirportCode, …}]}`).
    case milesandmore

    /// The format of `text`, or nil when it is none of them.
    public static func detect(_ text: String) -> LogbookFormat? {
        let head = text.prefix(4096)
        let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            if head.contains("\"SegmentListResponses\"") { return .milesandmore }
            if head.contains("\"flights\"") { return .airtrail }
            return nil
        }
        if head.contains("Ownership.") && text.contains("flights:") { return .appintheair }
        guard let header = CSVHeaderLine(head) else { return nil }
        if header.has("gate departure (scheduled)") || header.has("diverted to") && header.has("from") { return .flighty }
        if header.has("flight number") && header.has("dep time") { return .myflightradar24 }
        if header.has(spacedOrNot: "flight_number") && header.has(spacedOrNot: "from_oid") { return .openflights }
        if header.has("origin") && header.has("destination") && header.has("departure_time") { return .jetlog }
        return nil
    }
}

/// The column names of a CSV's first line, lower-cased, quotes and spaces around them dropped.
struct CSVHeaderLine {
    let names: Set<String>

    init?(_ text: Substring) {
        guard let line = text.split(whereSeparator: \.isNewline).first else { return nil }
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"\u{FEFF}").union(.whitespaces)).lowercased()
        }
        guard fields.count >= 3 else { return nil }
        names = Set(fields)
    }

    func has(_ name: String) -> Bool { names.contains(name) }

    /// Whether the header has `name` written with underscores (`flight_number`) or with spaces (`flight number`).
    func has(spacedOrNot name: String) -> Bool {
        has(name) || has(name.replacingOccurrences(of: "_", with: " "))
    }
}
