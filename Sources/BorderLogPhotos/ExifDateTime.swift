import BorderLogModel
import Foundation

/// Camera date strings (`YYYY:MM:DD HH:MM:SS`, ISO 8601 as XMP and videos write it, offsets `±HH:MM`) to ``WallTime`` values, with the reason when one is unusable.
enum ExifDateTime {
    struct Reason: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Parses `YYYY:MM:DD HH:MM:SS` (also `-` in the date or `T` between), ignoring anything after the seconds.
    static func parse(_ text: String) -> Result<WallTime, Reason> {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19 else { return .failure(Reason("is not a date and time")) }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let dayOfMonth = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else {
            return .failure(Reason("is a placeholder or not a date"))
        }
        if year == 0 || month == 0 || dayOfMonth == 0 { return .failure(Reason("is a placeholder")) }
        guard year >= 1900 else { return .failure(Reason("is before 1900")) }
        guard let day = LocalDay(year: year, month: month, day: dayOfMonth),
              let wall = WallTime(day: day, hour: hour, minute: minute, second: second) else {
            return .failure(Reason("is not a real date and time"))
        }
        return .success(wall)
    }

    /// `±HH:MM` or `±HHMM` (or `Z`) to seconds east of UTC; nil for blanks and impossible offsets.
    static func offsetSeconds(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "Z" { return 0 }
        let bytes = Array(trimmed.utf8)
        guard bytes.count == 6 || bytes.count == 5, bytes[0] == 43 || bytes[0] == 45 else { return nil }
        let digits = bytes.count == 6 ? [bytes[1], bytes[2], bytes[4], bytes[5]] : [bytes[1], bytes[2], bytes[3], bytes[4]]
        guard digits.allSatisfy({ (48...57).contains($0) }), bytes.count == 5 || bytes[3] == 58 else { return nil }
        let hours = Int(digits[0] - 48) * 10 + Int(digits[1] - 48), minutes = Int(digits[2] - 48) * 10 + Int(digits[3] - 48)
        guard hours <= 14, minutes < 60 else { return nil }
        return (bytes[0] == 45 ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// `YYYY-MM-DDThh:mm[:ss[.s…]][Z|±hh:mm]` to a wall time and its offset; nil for dates without a time.
    static func iso8601(_ text: String) -> (wall: String, offset: String?)? {
        let bytes = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        guard bytes.count >= 16, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":") else {
            return nil
        }
        var wall = String(decoding: bytes[0..<16], as: UTF8.self)
        var rest = bytes[16...]
        if rest.first == UInt8(ascii: ":") {
            guard rest.count >= 3 else { return nil }
            wall += String(decoding: rest.prefix(3), as: UTF8.self)
            rest = rest.dropFirst(3)
        } else {
            wall += ":00"
        }
        if rest.first == UInt8(ascii: ".") { rest = rest.drop { $0 == UInt8(ascii: ".") || (48...57).contains($0) } }
        return (wall, rest.isEmpty ? nil : String(decoding: rest, as: UTF8.self))
    }
}
