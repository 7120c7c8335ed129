/// An exact rational number, for weights such as the ⅓ and ⅙ of the US substantial presence test: sums of
/// weighted days are compared with a limit without rounding (IRS Publication 519 adds the fractions as they are).
///
/// Written as text: `"1"`, `"1/3"`, `"0.5"`; always kept in lowest terms with a positive denominator.
public struct Fraction: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    /// `numerator / denominator` in lowest terms; the denominator must not be zero.
    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0, "a fraction's denominator is never zero")
        let divisor = Fraction.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / max(divisor, 1)
        self.denominator = sign * denominator / max(divisor, 1)
    }

    /// Parses `N`, `N/D` or a decimal `N.DDD`; nil for anything else, a zero denominator, or parts beyond a million
    /// (weights are small numbers, and sums of day counts must not overflow).
    public init?(_ text: some StringProtocol) {
        guard let value = Fraction.parse(text), abs(value.numerator) <= 1_000_000, value.denominator <= 1_000_000 else { return nil }
        self = value
    }

    private static func parse(_ text: some StringProtocol) -> Fraction? {
        let trimmed = String(text).filter { $0 != " " }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2 {
            guard parts[0].count <= 9, parts[1].count <= 9, let numerator = Int(parts[0]), let denominator = Int(parts[1]),
                  denominator != 0 else { return nil }
            return Fraction(numerator, denominator)
        } else if parts.count == 1, trimmed.count <= 9, let whole = Int(trimmed) {
            return Fraction(whole)
        } else if parts.count == 1 {
            // A decimal such as 0.5: digits only (no sign), at most six on either side of the point.
            let pieces = trimmed.split(separator: ".", omittingEmptySubsequences: false)
            guard pieces.count == 2, pieces[0].count <= 6, pieces[1].count <= 6, !pieces[1].isEmpty,
                  (pieces[0] + pieces[1]).allSatisfy({ $0.isASCII && $0.isNumber }),
                  let whole = Int(pieces[0].isEmpty ? "0" : pieces[0]), let part = Int(pieces[1]) else { return nil }
            var scale = 1
            for _ in pieces[1] { scale *= 10 }
            return Fraction(whole * scale + part, scale)
        } else {
            return nil
        }
    }

    public static let zero = Fraction(0)

    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// The largest integer not above the value.
    public var floor: Int {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        return remainder < 0 ? quotient - 1 : quotient
    }

    /// The smallest integer not below the value.
    public var ceiling: Int { -Fraction(-numerator, denominator).floor }

    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    public static func + (lhs: Fraction, rhs: Fraction) -> Fraction {
        Fraction(lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator, lhs.denominator * rhs.denominator)
    }

    public static func - (lhs: Fraction, rhs: Fraction) -> Fraction {
        lhs + Fraction(-rhs.numerator, rhs.denominator)
    }

    public static func * (lhs: Fraction, rhs: Int) -> Fraction {
        Fraction(lhs.numerator * rhs, lhs.denominator)
    }

    public static func < (lhs: Fraction, rhs: Fraction) -> Bool {
        lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}

extension Fraction: Codable {
    /// Reads `"1/3"` (or a plain JSON integer); the text keeps the value exact.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let whole = try? container.decode(Int.self) {
            guard abs(whole) <= 1_000_000 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(whole) is too large for a weight")
            }
            self.init(whole)
            return
        }
        let text = try container.decode(String.self)
        guard let value = Fraction(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a fraction; write it as \"1/3\", \"1\" or \"0.5\"")
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
