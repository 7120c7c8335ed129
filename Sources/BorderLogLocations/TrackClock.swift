import BorderLogModel
import Foundation

/// The instants of a text track log whose fixes carry only a UTC time of day, the date being written now and then
/// (IGC's `HFDTE` header once per flight, NMEA's `RMC` sentences): one rule for both.
///
/// A time of day is placed on the date last given. A time more than 12 hours earlier than the fix before it means
/// midnight UTC passed (23:59:58, then 00:00:02), so the date moves on a day; a time a little earlier (a fix
/// repeated or written late) stays on its date.
struct TrackClock {
    /// The date of the latest fix, once the log has given one.
    private(set) var day: LocalDay?
    /// The time of day of the latest fix, or of the date just given.
    private var lastSeconds: Double?

    /// The date the log states, for a fix at `seconds` after midnight (NMEA `RMC`) or for the fixes that follow
    /// (an IGC header, with no time).
    mutating func set(_ day: LocalDay, at seconds: Double? = nil) {
        self.day = day
        lastSeconds = seconds
    }

    /// The instant of a fix `seconds` after midnight UTC on the current date; nil while the log has given no date.
    mutating func instant(at seconds: Double) -> Date? {
        guard var day else { return nil }
        if let lastSeconds, seconds < lastSeconds - 43_200 {
            day = LocalDay(ordinal: day.ordinal + 1)
            self.day = day
        }
        lastSeconds = seconds
        return Self.instant(day, seconds)
    }

    static func instant(_ day: LocalDay, _ seconds: Double) -> Date {
        Date(timeIntervalSince1970: Double(day.ordinal) * 86_400 + seconds)
    }

    /// A `DDMMYY` date (both formats write two-digit years): 80–99 are 1980–1999, 00–79 are 2000–2079, as neither
    /// format was written before the 1980s. Nil unless six digits naming a real date.
    static func date(_ text: ArraySlice<UInt8>) -> LocalDay? {
        guard text.count == 6, let day = number(text.prefix(2)), let month = number(text.dropFirst(2).prefix(2)),
              let year = number(text.suffix(2)) else { return nil }
        return LocalDay(year: year < 80 ? 2000 + year : 1900 + year, month: month, day: day)
    }

    /// An `HHMMSS` time of day with an optional fraction (`HHMMSS.sss`, as NMEA writes it), in seconds after
    /// midnight; nil unless the digits name a real time (a leap second `60` is read as `59`).
    static func secondsOfDay(_ text: ArraySlice<UInt8>) -> Double? {
        guard text.count >= 6, let hours = number(text.prefix(2)), let minutes = number(text.dropFirst(2).prefix(2)),
              let seconds = number(text.dropFirst(4).prefix(2)), hours < 24, minutes < 60, seconds <= 60 else { return nil }
        var fraction = 0.0
        let rest = text.dropFirst(6)
        if let point = rest.first {
            guard point == UInt8(ascii: "."), rest.count > 1, rest.count <= 10, let digits = number(rest.dropFirst()) else { return nil }
            fraction = Double(digits) / pow(10, Double(rest.count - 1))
        }
        return Double(hours * 3600 + minutes * 60 + min(seconds, 59)) + fraction
    }

    /// Unsigned decimal digits only (no sign, no blank), or nil.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
