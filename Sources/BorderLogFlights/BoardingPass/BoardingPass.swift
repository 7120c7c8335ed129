/// A boarding pass as encoded in its barcode: IATA Bar Coded Boarding Pass (BCBP, IATA Resolution 792),
/// format `M`. Only the fields BorderLog needs are kept; the rest are checked for shape and skipped.
///
/// Layout (fixed-width ASCII, positions 1-based):
///
/// Mandatory unique part (23 characters), once:
/// | #  | field                                   | size | example                |
/// |----|-----------------------------------------|------|------------------------|
/// | 1  | format code                             | 1    | `M`                    |
/// | 2  | number of legs encoded                  | 1    | `1`…`4`                |
/// | 3  | passenger name (SURNAME/GIVEN, padded)  | 20   | `DESMARAIS/LUC       ` |
/// | 4  | electronic ticket indicator             | 1    | `E`                    |
///
/// Mandatory repeated part (37 characters), once per leg:
/// | #  | field                                   | size | example                |
/// |----|-----------------------------------------|------|------------------------|
/// | 5  | operating carrier PNR code              | 7    | `ABC123 `              |
/// | 6  | from city airport code                  | 3    | `YUL`                  |
/// | 7  | to city airport code                    | 3    | `FRA`                  |
/// | 8  | operating carrier designator            | 3    | `AC `                  |
/// | 9  | flight number (digits, optional suffix) | 5    | `0834 `                |
/// | 10 | date of flight, Julian day of year      | 3    | `326` (no year)        |
/// | 11 | compartment code                        | 1    | `J`                    |
/// | 12 | seat number                             | 4    | `001A`                 |
/// | 13 | check-in sequence number                | 5    | `0025 `                |
/// | 14 | passenger status                        | 1    | `1`                    |
/// | 15 | size of the variable part that follows  | 2    | `00` (hexadecimal)     |
///
/// The variable part of a leg (field 15 characters) holds conditional items and airline use. In the first
/// leg it starts with the unique conditional items: `>` (beginning of version number), version number (1),
/// size of the unique items (2, hex), passenger description (1), source of check-in (1), source of boarding
/// pass issuance (1), **date of issue of boarding pass** (4: last digit of the year and Julian day), document
/// type (1), airline designator of the issuer (3), baggage tag numbers (3 × 13). Then, in every leg, the
/// repeated conditional items: their size (2, hex), airline numeric code (3), document serial number (10),
/// selectee indicator (1), international documentation verification (1), marketing carrier (3), frequent
/// flyer airline (3) and number (16), ID/AD indicator (1), free baggage allowance (3), fast track (1); then
/// airline individual use. After the last leg an optional security part: `^`, type (1), length (2, hex), data.
/// A pass is `M1` + 58 characters at the least (Resolution 792 Attachment B, example 1:
/// `M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100`).
public struct BoardingPass: Sendable, Equatable {
    /// One flight of the pass.
    public struct Leg: Sendable, Equatable {
        public var pnr: String
        /// IATA airport codes.
        public var from: String
        public var to: String
        /// Operating carrier designator (`AC`, `LH`, `U2`) and flight number digits without leading zeros.
        public var carrier: String
        public var number: Int
        /// Day of the year (1…366) of the flight's departure, local at `from`; the year is not encoded.
        public var julianDay: Int
        public var compartment: String
        public var seat: String
    }

    public var passengerName: String
    public var legs: [Leg]
    /// From the first leg's conditional items, when present: last digit of the year and Julian day of issue.
    public var issued: (yearDigit: Int, julianDay: Int)?

    public static func == (lhs: BoardingPass, rhs: BoardingPass) -> Bool {
        lhs.passengerName == rhs.passengerName && lhs.legs == rhs.legs && lhs.issued?.yearDigit == rhs.issued?.yearDigit
            && lhs.issued?.julianDay == rhs.issued?.julianDay
    }

    /// Longer text is no boarding pass: the largest BCBP (four legs, full conditional items, security) is well under 1,000.
    static let maximumLength = 2_000

    init(passengerName: String, legs: [Leg], issued: (yearDigit: Int, julianDay: Int)? = nil) {
        self.passengerName = passengerName
        self.legs = legs
        self.issued = issued
    }

    /// Reads one BCBP string (`M1…`). A line end after it is ignored; spaces are not (fields are padded with them).
    public init(bcbp text: String) throws(BoardingPassError) {
        var trimmed = Substring(text)
        while let last = trimmed.last, last == "\r" || last == "\n" || last == "\r\n" { trimmed = trimmed.dropLast() }
        guard trimmed.utf8.count <= BoardingPass.maximumLength else {
            throw .malformed("\(trimmed.utf8.count) characters; a boarding pass has fewer than \(BoardingPass.maximumLength)")
        }
        var reader = FieldReader(Array(trimmed.utf8))
        let format = try reader.take(1, "format code")
        guard format == "M" else { throw .malformed("format code is \"\(format)\", not M (only the M format is defined)") }
        let count = try reader.take(1, "number of legs")
        guard let legCount = Int(count), (1...4).contains(legCount) else { throw .malformed("number of legs is \"\(count)\", not 1 to 4") }
        passengerName = try reader.take(20, "passenger name").trimmingTrailingSpaces
        _ = try reader.take(1, "electronic ticket indicator")
        legs = []
        issued = nil
        for index in 0..<legCount {
            let leg = try BoardingPass.leg(&reader, number: index + 1)
            legs.append(leg.leg)
            guard leg.variableSize > 0 else { continue }
            let variable = try reader.take(leg.variableSize, "leg \(index + 1) conditional items")
            if index == 0 { issued = BoardingPass.issueDate(variable) }
        }
        // What follows is the security part (`^…`) or airline data; nothing BorderLog needs.
    }

    private static func leg(_ reader: inout FieldReader, number: Int) throws(BoardingPassError) -> (leg: Leg, variableSize: Int) {
        let name = "leg \(number)"
        let pnr = try reader.take(7, "\(name) PNR code").trimmingTrailingSpaces
        let from = try reader.take(3, "\(name) from airport")
        let to = try reader.take(3, "\(name) to airport")
        for (label, code) in [("from", from), ("to", to)] where !(code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= 65 && $0 <= 90 }) {
            throw .malformed("\(name) \(label) airport \"\(code)\" is not an IATA code")
        }
        let carrier = try reader.take(3, "\(name) carrier").trimmingTrailingSpaces
        guard (2...3).contains(carrier.utf8.count), carrier.utf8.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) }) else {
            throw .malformed("\(name) carrier \"\(carrier)\" is not an airline designator")
        }
        let flight = try reader.take(5, "\(name) flight number")
        let digits = flight.prefix { $0.isASCII && $0.isNumber }
        let suffix = flight.dropFirst(digits.count).trimmingTrailingSpaces
        guard (1...4).contains(digits.count), suffix.count <= 1, suffix.allSatisfy({ $0.isASCII && $0.isLetter }),
              let number = Int(digits), number > 0 else {
            throw .malformed("\(name) flight number \"\(flight)\" is not 1 to 4 digits")
        }
        let date = try reader.take(3, "\(name) date of flight")
        guard let julianDay = Int(date), (1...366).contains(julianDay) else {
            throw .malformed("\(name) date of flight \"\(date)\" is not a day of the year (001 to 366)")
        }
        let compartment = try reader.take(1, "\(name) compartment code")
        let seat = try reader.take(4, "\(name) seat").trimmingTrailingSpaces
        _ = try reader.take(5, "\(name) check-in sequence number")
        _ = try reader.take(1, "\(name) passenger status")
        let size = try reader.take(2, "\(name) size of the variable part")
        guard let variableSize = Int(size, radix: 16) else { throw .malformed("\(name) size of the variable part \"\(size)\" is not hexadecimal") }
        let leg = Leg(pnr: pnr, from: from, to: to, carrier: carrier, number: number, julianDay: julianDay, compartment: compartment, seat: seat)
        return (leg, variableSize)
    }

    /// The date of issue in the first leg's unique conditional items, when they are there and well formed.
    private static func issueDate(_ variable: String) -> (yearDigit: Int, julianDay: Int)? {
        let bytes = Array(variable.utf8)
        // `>`, version, unique size (2), passenger description, check-in source, issuance source, date (4).
        guard bytes.count >= 11, bytes[0] == UInt8(ascii: ">"),
              let uniqueSize = Int(String(decoding: bytes[2..<4], as: UTF8.self), radix: 16), uniqueSize >= 7 else { return nil }
        let date = String(decoding: bytes[7..<11], as: UTF8.self)
        guard date.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let year = Int(date.prefix(1)), let day = Int(date.dropFirst()),
              (1...366).contains(day) else { return nil }
        return (year, day)
    }

    /// Takes fixed-width fields from the front, failing with the field's name when the text ends first.
    private struct FieldReader {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func take(_ count: Int, _ field: String) throws(BoardingPassError) -> String {
            guard position + count <= bytes.count else {
                throw .truncated("ends at character \(bytes.count) inside the \(field) (characters \(position + 1)–\(position + count))")
            }
            let text = String(decoding: bytes[position..<(position + count)], as: UTF8.self)
            position += count
            return text
        }
    }
}

/// Why a boarding pass could not be read. The description is the reason printed after the place.
public enum BoardingPassError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string stops before a field it announces.
    case truncated(String)
    /// A field does not have the shape Resolution 792 gives it.
    case malformed(String)
    /// A `.pkpass` that cannot be opened, is too large, or holds no air boarding pass.
    case pass(String)

    public var description: String {
        switch self {
        case .truncated(let why): "truncated boarding pass: \(why)"
        case .malformed(let why): "not a boarding pass barcode: \(why)"
        case .pass(let why): why
        }
    }
}

extension StringProtocol {
    fileprivate var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
