/// A flight number: a two-character airline designator and 1–4 digits ("LH 123" → `LH123`).
public struct FlightNumber: Hashable, Sendable, CustomStringConvertible {
    public let airline: String
    public let number: Int

    /// "LH123", "LH 123", "U2 1234", "3K512"; nil for anything else.
    public init?(_ text: String) {
        let compact = text.filter { $0 != " " }
        guard compact.count >= 3, compact.count <= 6 else { return nil }
        let designator = String(compact.prefix(2))
        self.init(airline: designator, digits: String(compact.dropFirst(2)))
    }

    /// A designator and the digits written after it (`LH`, `123`); nil unless both have their shape.
    public init?(airline: String, digits: String) {
        guard FlightNumber.isDesignator(airline), (1...4).contains(digits.count),
              digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let number = Int(digits), number > 0 else { return nil }
        self.airline = airline
        self.number = number
    }

    /// Two upper-case letters or digits, at least one a letter (IATA designators such as `U2`, `3K`).
    public static func isDesignator(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 2 else { return false }
        let letter = { (b: UInt8) in b >= 65 && b <= 90 }
        let digit = { (b: UInt8) in b >= 48 && b <= 57 }
        return bytes.allSatisfy { letter($0) || digit($0) } && bytes.contains(where: letter)
    }

    public var description: String { airline + String(number) }
}
