import BorderLogModel
import Foundation

/// Instants as location exports write them, parsed without `DateFormatter` (millions per file).
///
/// Accepts RFC 3339 / ISO 8601 (`2024-06-15T10:35:00.000+02:00`, `Z`, `+0200`, a space for `T`,
/// `2025-03-24 20:07:24 +0100`), and epoch numbers: seconds, or milliseconds when above 10^11.
/// A time without any zone is taken as UTC (GPX and KML define their times as UTC).
public enum LocationTimestamp {
    public struct Parsed: Equatable {
        public var date: Date
        /// The offset written in the text, when there was one.
        public var offsetMinutes: Int?
    }

    public static func parse(_ text: String) -> Parsed? {
        var text = text
        return text.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    public static func parse(_ bytes: UnsafeRawBufferPointer) -> Parsed? {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0A || bytes[start] == 0x0D { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        guard end > start else { return nil }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        if slice.count >= 10, slice[4] == UInt8(ascii: "-") { return iso(slice) }
        return epoch(slice)
    }

    /// Seconds or milliseconds since 1970 as a number. Values before 1973 (10^8 s) are refused:
    /// they are years (`1994`), durations or counters, not instants.
    public static func epoch(_ value: Double) -> Date? {
        guard value.isFinite, value >= 1e8 else { return nil }
        let seconds = value > 1e11 ? value / 1000 : value
        guard seconds < 4_102_444_800 else { return nil } // 2100-01-01
        return Date(timeIntervalSince1970: seconds)
    }

    private static func epoch(_ bytes: UnsafeRawBufferPointer) -> Parsed? {
        for byte in bytes where !(isDigit(byte) || byte == UInt8(ascii: ".")) { return nil }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), let date = epoch(value) else { return nil }
        return Parsed(date: date, offsetMinutes: nil)
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func iso(_ b: UnsafeRawBufferPointer) -> Parsed? {
        var i = 0
        func digits(_ count: Int) -> Int? {
            guard i + count <= b.count else { return nil }
            var value = 0
            for _ in 0..<count {
                guard isDigit(b[i]) else { return nil }
                value = value * 10 + Int(b[i] - 0x30)
                i += 1
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard i < b.count, b[i] == byte else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect(UInt8(ascii: "-")), let month = digits(2), expect(UInt8(ascii: "-")), let day = digits(2),
              let date = LocalDay(year: year, month: month, day: day)?.ordinal else { return nil }
        var seconds = Double(date) * 86_400
        guard i < b.count, b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: " ") else {
            return i == b.count ? Parsed(date: Date(timeIntervalSince1970: seconds), offsetMinutes: nil) : nil
        }
        i += 1
        guard let hour = digits(2), hour < 24, expect(UInt8(ascii: ":")), let minute = digits(2), minute < 60 else { return nil }
        var second = 0
        if i < b.count, b[i] == UInt8(ascii: ":") {
            i += 1
            guard let s = digits(2), s <= 60 else { return nil }
            second = min(s, 59)
        }
        seconds += Double(hour * 3600 + minute * 60 + second)
        if i < b.count, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ",") {
            i += 1
            var scale = 0.1, fraction = 0.0, any = false
            while i < b.count, isDigit(b[i]) {
                fraction += Double(b[i] - 0x30) * scale
                scale /= 10
                i += 1
                any = true
            }
            guard any else { return nil }
            seconds += fraction
        }
        if i < b.count, b[i] == UInt8(ascii: " ") { i += 1 }
        var offset: Int?
        if i < b.count {
            switch b[i] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                i += 1
                offset = 0
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                let sign = b[i] == UInt8(ascii: "-") ? -1 : 1
                i += 1
                guard let hours = digits(2), hours <= 18 else { return nil }
                _ = expect(UInt8(ascii: ":"))
                let minutes = digits(2) ?? 0
                offset = sign * (hours * 60 + minutes)
            default:
                return nil
            }
        }
        guard i == b.count else { return nil }
        seconds -= Double((offset ?? 0) * 60)
        return Parsed(date: Date(timeIntervalSince1970: seconds), offsetMinutes: offset)
    }
}
