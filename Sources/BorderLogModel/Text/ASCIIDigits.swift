/// Days, times and integers written digit by digit into bytes.
///
/// Bulk imports format a day, a wall time, a storage timestamp and an identity for every stored row;
/// `DateFormatter`, `String(format:)` and string interpolation each cost more than SQLite's insert.
public enum ASCIIDigits {
    /// Writes `YYYY-MM-DD` at `out` and returns 10.
    @inlinable
    public static func writeDay(_ day: LocalDay, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let (year, month, dayOfMonth) = day.parts
        fixed(year, width: 4, at: out)
        out[4] = UInt8(ascii: "-")
        fixed(month, width: 2, at: out + 5)
        out[7] = UInt8(ascii: "-")
        fixed(dayOfMonth, width: 2, at: out + 8)
        return 10
    }

    /// Writes `YYYY-MM-DD⟨separator⟩HH:MM:SS` for a count of seconds since 1970-01-01T00:00:00 of
    /// some clock (UTC, or a wall clock with its offset added) and returns 19.
    @inlinable
    public static func writeDateTime(seconds: Int64, separator: UInt8, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let (days, inDay) = floorDivision(seconds, 86_400)
        _ = writeDay(LocalDay(ordinal: Int(days)), to: out)
        out[10] = separator
        let secondsOfDay = Int(inDay)
        fixed(secondsOfDay / 3600, width: 2, at: out + 11)
        out[13] = UInt8(ascii: ":")
        fixed(secondsOfDay / 60 % 60, width: 2, at: out + 14)
        out[16] = UInt8(ascii: ":")
        fixed(secondsOfDay % 60, width: 2, at: out + 17)
        return 19
    }

    /// Writes a signed integer in as few digits as it needs and returns their count (at most 20).
    @inlinable
    public static func writeInteger(_ value: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        var reversed: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &reversed) { scratch in
            repeat {
                scratch[count] = UInt8(48 + magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            var at = 0
            if value < 0 {
                out[0] = UInt8(ascii: "-")
                at = 1
            }
            for k in 0..<count { out[at + k] = scratch[count - 1 - k] }
        }
        return count + (value < 0 ? 1 : 0)
    }

    /// A string of at most `capacity` ASCII bytes written by `body`, which returns how many it wrote.
    @inlinable
    public static func string(capacity: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) -> String {
        String(unsafeUninitializedCapacity: capacity) { body($0.baseAddress!) }
    }

    /// `value` in exactly `width` digits, zero-padded (the value must fit).
    @inlinable
    static func fixed(_ value: Int, width: Int, at out: UnsafeMutablePointer<UInt8>) {
        var value = value
        for k in stride(from: width - 1, through: 0, by: -1) {
            out[k] = UInt8(truncatingIfNeeded: 48 + value % 10)
            value /= 10
        }
    }

    /// Quotient rounded towards minus infinity, and the non-negative remainder.
    @inlinable
    static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (q, r) = value.quotientAndRemainder(dividingBy: divisor)
        return r < 0 ? (q - 1, r + divisor) : (q, r)
    }
}
