import BorderLogModel
import Foundation

/// A DATE or DATE-TIME value as a calendar file writes it: wall clock plus how to read it.
public struct CalendarTime: Sendable, Hashable, CustomStringConvertible {
    /// How the wall time maps to an instant (RFC 5545 §3.3.5).
    public enum Zone: Sendable, Hashable {
        /// `…Z`: the wall time is UTC.
        case utc
        /// `TZID=…`: the id exactly as written (vendor prefixes, Windows names and all).
        case named(String)
        /// No zone: the same wall time wherever the reader is (for a flight, the airport's).
        case floating
    }

    /// The wall time; midnight for a date.
    public var wall: WallTime
    /// `VALUE=DATE`: a whole day, no time.
    public var isDate: Bool
    public var zone: Zone

    public init(wall: WallTime, isDate: Bool = false, zone: Zone = .floating) {
        self.wall = wall
        self.isDate = isDate
        self.zone = zone
    }

    /// A date-only value.
    public init(date: LocalDay) {
        wall = WallTime(day: date, hour: 0, minute: 0, second: 0)!
        isDate = true
        zone = .floating
    }

    /// The value in iCalendar's basic form (`20240301T070500Z`, `20240301`), stable for identities.
    public var description: String {
        let (y, m, d) = wall.day.parts
        let date = String(format: "%04d%02d%02d", y, m, d)
        if isDate { return date }
        let s = wall.secondsOfDay
        let time = String(format: "T%02d%02d%02d", s / 3600, s / 60 % 60, s % 60)
        return date + time + (zone == .utc ? "Z" : "")
    }

    /// The same value moved by whole seconds of wall clock (zone and form kept).
    func shifted(by seconds: Int) -> CalendarTime {
        let total = wall.day.ordinal * 86_400 + wall.secondsOfDay + seconds
        let days = Int((Double(total) / 86_400).rounded(.down))
        var moved = self
        let rest = total - days * 86_400
        moved.wall = WallTime(day: LocalDay(ordinal: days), hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)!
        return moved
    }
}
