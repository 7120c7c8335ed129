import BorderLogCalendar
import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import Foundation
import Testing

/// Calendars the tests write themselves: events in, a whole VCALENDAR out, CRLF line ends.
enum CalendarFixtures {
    /// A VCALENDAR around `body` (VEVENTs, VTIMEZONEs), lines joined with CRLF as RFC 5545 asks.
    static func calendar(_ body: String, method: String? = nil) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//BorderLog tests//EN"]
        if let method { lines.append("METHOD:\(method)") }
        lines += body.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        lines.append("END:VCALENDAR")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// One VEVENT from property lines.
    static func event(uid: String? = "e1@tests", _ properties: String...) -> String {
        event(uid: uid, properties)
    }

    static func event(uid: String?, _ properties: [String]) -> String {
        (["BEGIN:VEVENT"] + (uid.map { ["UID:\($0)"] } ?? []) + ["DTSTAMP:20240101T000000Z"] + properties + ["END:VEVENT"])
            .joined(separator: "\n")
    }

    /// The geo index the end-to-end tests need; missing is a failure, never a skip.
    static let index: Result<GeoIndex, GeoError> = Result { () throws(GeoError) in try GeoIndex.load() }

    static func reader(today: String = "2026-11-22") throws -> CalendarFileReader {
        switch index {
        case .success(let index):
            return CalendarFileReader(airports: AirportLookup(index: index), today: LocalDay(today)!)
        case .failure(let error):
            Issue.record("The calendar tests need the geo index: run `make geodata` first. \(error)")
            throw error
        }
    }

    /// The flights of a calendar text.
    static func flights(_ text: String) throws -> [Flight] {
        try reader().read(text: text).flights
    }
}
