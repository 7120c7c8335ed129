import Foundation

/// Instants as RFC 3339 text in UTC — `2024-05-01T10:00:00Z`, or `2024-05-01T10:00:00.250Z` with milliseconds —
/// the text `ISO8601DateFormatter` writes, built digit by digit.
///
/// The formatter loads ICU's calendars and zones on first use (milliseconds of start-up for a command that
/// writes one line) and costs microseconds per call in listings of thousands of signals.
public enum RFC3339 {
    /// The UTC text of `date`, rounded to the millisecond as the formatter rounds it; without milliseconds the
    /// seconds are then cut, not rounded.
    public static func utc(_ date: Date, milliseconds: Bool = false) -> String {
        let totalMilliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        // Years 1583–9999 only: the formatter writes earlier days in the Julian calendar, and other years
        // in other widths.
        guard (-12_212_553_600_000.0 ..< 253_402_300_800_000.0).contains(totalMilliseconds) else {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = milliseconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
            return formatter.string(from: date)
        }
        let (seconds, fraction) = ASCIIDigits.floorDivision(Int64(totalMilliseconds), 1000)
        return ASCIIDigits.string(capacity: 24) { out in
            var length = ASCIIDigits.writeDateTime(seconds: seconds, separator: UInt8(ascii: "T"), to: out)
            if milliseconds {
                out[length] = UInt8(ascii: ".")
                ASCIIDigits.fixed(Int(fraction), width: 3, at: out + length + 1)
                length += 4
            }
            out[length] = UInt8(ascii: "Z")
            return length + 1
        }
    }
}

extension RFC3339 {
    /// The instant of `YYYY-MM-DDTHH:MM:SS` with a fraction of seconds (ignored) and `Z` or `±HH:MM`; nil for anything
    /// else, a wall time without offset or a date alone included (they name no instant).
    public static func instant(_ text: some StringProtocol) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= WallTime.textLength + 1, let wall = WallTime(String(decoding: bytes[..<WallTime.textLength], as: UTF8.self)) else {
            return nil
        }
        var zone = bytes[WallTime.textLength...]
        if zone.first == UInt8(ascii: ".") { zone = zone.drop { $0 == UInt8(ascii: ".") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) } }
        if zone.elementsEqual([UInt8(ascii: "Z")]) { return wall.instant(offsetSeconds: 0) }
        guard zone.count == 6, let sign = zone.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
              zone[zone.startIndex + 3] == UInt8(ascii: ":"),
              let hours = Int(String(decoding: zone.dropFirst().prefix(2), as: UTF8.self)),
              let minutes = Int(String(decoding: zone.suffix(2), as: UTF8.self)), hours < 24, minutes < 60 else { return nil }
        let offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        return wall.instant(offsetSeconds: offset)
    }
}
