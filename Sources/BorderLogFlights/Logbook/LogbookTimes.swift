import BorderLogModel
import Foundation

/// Dates and times as logbooks write them.
enum LogbookTimes {
    /// `2025-01-01T10:00`, `2025-01-01 10:00:00`, `2025-01-01T10:00:00.000`: a wall-clock time; nil for anything else.
    /// Read byte by byte: a logbook holds tens of thousands of them.
    static func wall(_ text: String) -> WallTime? {
        var text = trimmed(text)
        return text.withUTF8 { wall(bytes: $0) }
    }

    private static func wall(bytes: UnsafeBufferPointer<UInt8>) -> WallTime? {
        guard bytes.count >= 16, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
              let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
              let date = LocalDay(year: year, month: month, day: day) else { return nil }
        return wall(date, UnsafeBufferPointer(rebasing: bytes[11...]))
    }

    /// `day` at `HH:MM` or `HH:MM:SS` (a fraction of a second dropped); nil when the time is not one.
    static func wall(_ day: LocalDay, _ time: String) -> WallTime? {
        var time = trimmed(time)
        return time.withUTF8 { wall(day, $0) }
    }

    private static func wall(_ day: LocalDay, _ time: UnsafeBufferPointer<UInt8>) -> WallTime? {
        // `7:05`, as a spreadsheet writes an hour of one digit, is read as `07:05`.
        if time.count >= 4, time[1] == UInt8(ascii: ":") { return ([UInt8(ascii: "0")] + time).withUnsafeBufferPointer { wall(day, $0) } }
        guard time.count >= 5, time[2] == UInt8(ascii: ":"), let hour = number(time, 0, 2), let minute = number(time, 3, 2) else { return nil }
        var second = 0
        if time.count > 5 {
            guard time.count >= 8, time[5] == UInt8(ascii: ":"), let seconds = number(time, 6, 2),
                  time.count == 8 || time[8] == UInt8(ascii: ".") else { return nil }
            second = seconds
        }
        return WallTime(day: day, hour: hour, minute: minute, second: second)
    }

    /// The decimal number of `length` digits at `start`, or nil.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int? {
        var value = 0
        for byte in bytes[start..<(start + length)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// A date written day and month before a four-digit year (`25/12/2019`, `12/25/2019`, `25.12.2019`, `25-12-2019`,
    /// one or two digits each), as OpenFlights' CSV import takes it and as a spreadsheet saves an exported file again.
    /// Which part is the day, the parts themselves tell only when one of them is over 12.
    struct DayMonthDate {
        enum Order: Equatable {
            case dayFirst, monthFirst
        }

        let first: Int, second: Int, year: Int
        let separator: UInt8

        init?(_ text: some StringProtocol) {
            let bytes = Array(text.utf8)
            guard let separator = bytes.first(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-")].contains(separator) else { return nil }
            let parts = bytes.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count), parts[2].count == 4,
                  let first = Self.number(parts[0]), let second = Self.number(parts[1]), let year = Self.number(parts[2]) else { return nil }
            (self.first, self.second, self.year, self.separator) = (first, second, year, separator)
        }

        /// The order the parts settle: the only one in which they name a real date (a part over 12 is the day); nil
        /// when they name one in both orders, or in neither.
        var settled: Order? {
            switch (day(.dayFirst) != nil, day(.monthFirst) != nil) {
            case (true, false): .dayFirst
            case (false, true): .monthFirst
            default: nil
            }
        }

        /// Whether the parts name a real date in either order.
        var isDate: Bool { day(.dayFirst) != nil || day(.monthFirst) != nil }

        /// The day, its parts read in `order`; nil when they name no real date.
        func day(_ order: Order) -> LocalDay? {
            order == .dayFirst ? LocalDay(year: year, month: second, day: first) : LocalDay(year: year, month: first, day: second)
        }

        private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
            var value = 0
            for byte in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
    }

    /// `text` without the spaces and tabs around it (Foundation's trimming costs more than a whole row's reading).
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last,
              first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") else { return text }
        let start = utf8.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? utf8.endIndex
        let end = utf8.lastIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }.map { utf8.index(after: $0) } ?? start
        return start < end ? String(text[start..<end]) : ""
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
