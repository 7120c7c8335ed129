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
