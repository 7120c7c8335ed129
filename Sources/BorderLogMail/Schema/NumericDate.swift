import BorderLogModel
import Foundation

/// A markup date written day and month first, in an order the text does not name (`02-04-2018 20:40`,
/// `13/02/2018`, `2.4.2018 08:00`), with whatever time follows it. Senders such as Eurowings write these where
/// schema.org asks for ISO 8601.
///
/// The numbers settle the order when they can: a number above 12 can only be the day, and equal numbers read the
/// same either way. Otherwise the order is left open (`order == nil`) for ``DateOrderChoice`` to decide from the
/// reservation's other dates and the message's `Date`.
struct NumericDate: Equatable {
    enum Order: Equatable {
        /// `13-02-2018`: day, month, year.
        case dayFirst
        /// `02-13-2018`: month, day, year.
        case monthFirst
    }

    let first: Int
    let second: Int
    let year: Int
    /// What follows the date, as written (` 18:35`, `T18:35:00+01:00`, or nothing).
    let rest: String

    /// Reads `D-M-YYYY` shapes: one or two digits, `-`, `/` or `.`, one or two digits, the same separator, four
    /// digits. Nil for any other text (ISO dates are read by `Reservation.Time(schemaText:)`).
    init?(_ text: String) {
        let bytes = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        var index = 0
        func number(maximumDigits: Int) -> (value: Int, digits: Int)? {
            var value = 0
            let start = index
            while index < bytes.count, index - start < maximumDigits, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            return index > start ? (value, index - start) : nil
        }
        guard let first = number(maximumDigits: 2), index < bytes.count else { return nil }
        let separator = bytes[index]
        guard separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/") || separator == UInt8(ascii: ".") else { return nil }
        index += 1
        guard let second = number(maximumDigits: 2), index < bytes.count, bytes[index] == separator else { return nil }
        index += 1
        guard let year = number(maximumDigits: 4), year.digits == 4 else { return nil }
        // A fifth digit would make the year something else.
        if index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { return nil }
        self.first = first.value
        self.second = second.value
        self.year = year.value
        rest = String(decoding: bytes[index...], as: UTF8.self)
    }

    /// The order the numbers show: a number above 12 is the day. This date's sender writes every date that way.
    var shownOrder: Order? {
        if first > 12 { return .dayFirst }
        if second > 12 { return .monthFirst }
        return nil
    }

    /// The order the numbers settle for this date: the one they show, or either when both are the same
    /// (`02-02-2018`); nil when both could be the month and they differ.
    var order: Order? {
        shownOrder ?? (first == second ? .dayFirst : nil)
    }

    /// The time read in `order`: nil when that order gives no date (`31-02-…`) or what follows is no time.
    func time(_ order: Order) -> Reservation.Time? {
        let (month, day) = order == .dayFirst ? (second, first) : (first, second)
        guard let date = LocalDay(year: year, month: month, day: day) else { return nil }
        return Reservation.Time(schemaText: date.description + rest)
    }
}
