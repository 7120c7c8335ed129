import Foundation

/// A wall-clock date and time with no zone, as a camera or a calendar shows it: `YYYY-MM-DDTHH:MM:SS`.
public struct WallTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let day: LocalDay
    /// Seconds since local midnight, 0..<86400.
    public let secondsOfDay: Int

    public init?(day: LocalDay, hour: Int, minute: Int, second: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0...60).contains(second) else { return nil }
        self.day = day
        secondsOfDay = hour * 3600 + minute * 60 + min(second, 59)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS` (a space instead of `T` is accepted).
    public init?(_ text: some StringProtocol) {
        // Byte by byte: the store reads one of these per signal, millions in a report or an inference.
        let bytes = Array(text.utf8)
        guard bytes.count == 19, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let day = LocalDay(text.prefix(10)) else { return nil }
        func twoDigits(at index: Int) -> Int? {
            let (tens, ones) = (bytes[index], bytes[index + 1])
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(tens), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ones) else { return nil }
            return Int(tens - UInt8(ascii: "0")) * 10 + Int(ones - UInt8(ascii: "0"))
        }
        guard let hour = twoDigits(at: 11), let minute = twoDigits(at: 14), let second = twoDigits(at: 17) else { return nil }
        self.init(day: day, hour: hour, minute: minute, second: second)
    }

    /// The wall time `instant` shows in `timeZone`.
    public init(instant: Date, in timeZone: TimeZone) {
        self.init(wallSeconds: Int64(floor(instant.timeIntervalSince1970)) + Int64(timeZone.secondsFromGMT(for: instant)))
    }

    /// The wall time `seconds` after 1970-01-01T00:00:00 on the same clock.
    public init(wallSeconds seconds: Int64) {
        day = LocalDay(wallSeconds: seconds)
        secondsOfDay = Int(seconds - Int64(day.ordinal) * 86_400)
    }

    /// The instant this wall time names in `timeZone`. In a daylight-saving gap or overlap the
    /// offset in force just before the change is used, as most cameras would have shown.
    public func instant(in timeZone: TimeZone) -> Date {
        let naive = Date(timeIntervalSince1970: Double(day.ordinal * 86_400 + secondsOfDay))
        let first = naive.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: naive)))
        return naive.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: first)))
    }

    /// The instant this wall time names at a fixed UTC offset (`+02:00` → 7200).
    public func instant(offsetSeconds: Int) -> Date {
        Date(timeIntervalSince1970: Double(day.ordinal * 86_400 + secondsOfDay - offsetSeconds))
    }

    public static func < (lhs: WallTime, rhs: WallTime) -> Bool {
        (lhs.day, lhs.secondsOfDay) < (rhs.day, rhs.secondsOfDay)
    }

    public var description: String {
        ASCIIDigits.string(capacity: WallTime.textLength) { write(to: $0) }
    }

    /// Bytes in `YYYY-MM-DDTHH:MM:SS` (years 0…9999).
    public static let textLength = 19

    /// Writes `YYYY-MM-DDTHH:MM:SS` to `out` (room for `textLength` bytes); returns the count written.
    public func write(to out: UnsafeMutablePointer<UInt8>) -> Int {
        ASCIIDigits.writeDateTime(seconds: Int64(day.ordinal) * 86_400 + Int64(secondsOfDay), separator: UInt8(ascii: "T"), to: out)
    }
}

extension WallTime: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let wall = WallTime(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a wall time (expected YYYY-MM-DDTHH:MM:SS)")
        }
        self = wall
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
