import Foundation

/// A calendar date where the evidence was made, with no time and no zone.
///
/// Days are dates, not instants: arithmetic counts whole days and never passes through seconds,
/// so daylight-saving changes and leap seconds cannot shift a day. Stored and printed as `YYYY-MM-DD`.
public struct LocalDay: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    public let ordinal: Int

    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The day holding a wall-clock instant given as seconds since 1970-01-01T00:00 of that clock.
    public init(wallSeconds: Int64) {
        ordinal = Int(ASCIIDigits.floorDivision(wallSeconds, 86_400).quotient)
    }

    /// A day from its parts, or nil when the parts do not name a real date (e.g. 2023-02-29).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...LocalDay.daysIn(month: month, year: year)).contains(day) else { return nil }
        ordinal = LocalDay.ordinal(year: year, month: month, day: day)
    }

    /// Parses exactly `YYYY-MM-DD`; anything else (other separators, missing zeros, times) is nil.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date a wall clock shows at `instant` in `timeZone`.
    public init(instant: Date, in timeZone: TimeZone) {
        let seconds = Int(floor(instant.timeIntervalSince1970)) + timeZone.secondsFromGMT(for: instant)
        ordinal = Int((Double(seconds) / 86_400).rounded(.down))
    }

    public var year: Int { parts.year }
    public var month: Int { parts.month }
    public var day: Int { parts.day }

    /// `(year, month, day)` by Howard Hinnant's civil-from-days algorithm.
    public var parts: (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public func adding(days: Int) -> LocalDay { LocalDay(ordinal: ordinal + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(to other: LocalDay) -> Int { other.ordinal - ordinal }

    public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.ordinal < rhs.ordinal }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func ordinal(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension LocalDay: Strideable {
    public func distance(to other: LocalDay) -> Int { days(to: other) }
    public func advanced(by n: Int) -> LocalDay { adding(days: n) }
}

extension LocalDay: CustomStringConvertible, LosslessStringConvertible {
    /// `YYYY-MM-DD`, built digit by digit: this runs once per stored row in bulk imports.
    public var description: String {
        ASCIIDigits.string(capacity: 10) { ASCIIDigits.writeDay(self, to: $0) }
    }
}

/// A JSON string, `YYYY-MM-DD`.
extension LocalDay: TextCodable {
    public static func invalidTextReason(_ text: String) -> String { "'\(text)' is not a date in YYYY-MM-DD form" }
}

/// An inclusive run of days, `first...last`.
public struct DayRange: Hashable, Sendable, Sequence, CustomStringConvertible {
    public let first: LocalDay
    public let last: LocalDay

    /// A range, or nil when `last` is before `first`.
    public init?(_ first: LocalDay, _ last: LocalDay) {
        guard first <= last else { return nil }
        self.first = first
        self.last = last
    }

    public var count: Int { first.days(to: last) + 1 }
    public func contains(_ day: LocalDay) -> Bool { first <= day && day <= last }
    public func makeIterator() -> StrideThrough<LocalDay>.Iterator { stride(from: first, through: last, by: 1).makeIterator() }

    public var description: String { first == last ? "\(first)" : "\(first)…\(last)" }
}
