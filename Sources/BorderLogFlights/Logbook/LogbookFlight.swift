import BorderLogModel
import Foundation

/// One flight a logbook says the person flew, before its airports are looked up: the codes as written, and its times
/// as the logbook gives them (at each airport's wall clock, as exact instants, or as a date alone).
public struct LogbookFlight: Sendable, Equatable {
    /// When one end happened, as precisely as the logbook says.
    public enum Time: Sendable, Equatable {
        /// A wall-clock time at the end's airport.
        case local(WallTime)
        /// An exact instant (a time written with its offset).
        case instant(Date)
        /// A date with no time.
        case date(LocalDay)
    }

    /// The line (CSV, text) or the entry (JSON, from 1) it was read from.
    public var line: Int
    /// Carrier and number as written (`LH400`, `SAS1501`), or nil.
    public var number: String?
    /// Airport codes, upper-cased: the destination is where the flight landed (a diversion's airport).
    public var from: String
    public var to: String
    public var departure: Time
    /// Nil when the logbook gives only the departure.
    public var arrival: Time?
    /// A block time the logbook gives (myFlightradar24's and OpenFlights' `Duration`), for an arrival it does not.
    public var duration: TimeInterval?

    public init(line: Int, number: String?, from: String, to: String, departure: Time, arrival: Time?, duration: TimeInterval? = nil) {
        self.line = line
        self.number = number.flatMap { $0.isEmpty ? nil : Self.code($0, droppingSpaces: true) }
        self.from = Self.code(from, droppingSpaces: false)
        self.to = Self.code(to, droppingSpaces: false)
        self.departure = departure
        self.arrival = arrival
        self.duration = duration
    }

    /// `text` upper-cased (and without its spaces): as it is when it already is, which a logbook's codes mostly are.
    private static func code(_ text: String, droppingSpaces: Bool) -> String {
        let asIs = text.utf8.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) && !(droppingSpaces && $0 == UInt8(ascii: " ")) }
        if asIs { return text }
        return (droppingSpaces ? text.replacingOccurrences(of: " ", with: "") : text).uppercased()
    }
}

/// What reading one logbook file gave: its format, its flights, and what was skipped or refused, by line.
public struct LogbookContents: Sendable {
    public var format: LogbookFormat
    public var flights: [LogbookFlight] = []
    /// Rows refused (`line`, reason): a broken date, no airport.
    public var rejected: [(line: Int, reason: String)] = []
    /// Rows left out on purpose (`line`, reason): a cancelled flight, a trip someone else owns, a year with no date.
    public var skipped: [(line: Int, reason: String)] = []
    /// What a row taken says that cannot be read (`line`, reason): a date or time no calendar has, in a column another
    /// column stood in for, or one the flight goes without.
    public var warnings: [(line: Int, reason: String)] = []

    public init(format: LogbookFormat) {
        self.format = format
    }

    /// Adds what `later` (more of the same file) says.
    public mutating func append(_ later: LogbookContents) {
        flights += later.flights
        rejected += later.rejected
        skipped += later.skipped
        warnings += later.warnings
    }
}
