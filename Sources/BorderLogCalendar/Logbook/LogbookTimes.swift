import BorderLogCore
import Foundation

/// Dates and times as logbooks write them.
enum LogbookTimes {
    /// `2025-01-01T10:00`, `2025-01-01 10:00:00`, `2025-01-01T10:00:00.000`: a wall-clock time; nil for anything else.
    static func wall(_ text: String) -> WallTime? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 16 else { return nil }
        let date = trimmed.prefix(10), rest = trimmed.dropFirst(11)
        let separator = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 10)]
        guard separator == "T" || separator == " ", let day = LocalDay(date) else { return nil }
        return wall(day, String(rest.prefix(8)))
    }

    /// `day` at `HH:MM` or `HH:MM:SS` (a fraction of a second dropped); nil when the time is not one.
    static func wall(_ day: LocalDay, _ time: String) -> WallTime? {
        let parts = time.trimmingCharacters(in: .whitespaces).split(separator: ".")[...].first.map { $0.split(separator: ":") } ?? []
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        return WallTime(day: day, hour: hour, minute: minute, second: parts.count == 3 ? Int(parts[2]) ?? -1 : 0)
    }

    /// `2024-05-01T08:00:00+02:00` or `…Z`, with or without a fraction: an exact instant.
    static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// `HH:MM` or `HH:MM:SS` as a length of time.
    static func duration(_ text: String) -> TimeInterval? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":").map { Int($0) }
        guard (2...3).contains(parts.count), !parts.contains(nil) else { return nil }
        let values = parts.compactMap { $0 }
        return TimeInterval(values[0] * 3600 + values[1] * 60 + (values.count == 3 ? values[2] : 0))
    }
}
