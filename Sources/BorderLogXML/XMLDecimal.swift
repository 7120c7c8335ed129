/// Plain decimals (`-12.345`, `7`, `.5`) read from bytes without `strtod`, for the millions of
/// coordinates in a track.
public enum XMLDecimal {
    @usableFromInline static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of `bytes` when they are an optional sign, digits and at most one point, with at
    /// most 19 digits; nil for anything else (blanks, exponents, `nan`…), which callers hand to
    /// their slower general parser. An exact integer mantissa divided by an exact power of ten is
    /// one correctly rounded operation, so the result equals `strtod`'s.
    @inlinable public static func parse(_ bytes: UnsafeRawBufferPointer) -> Double? {
        let count = bytes.count
        var index = 0
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        var seenPoint = false
        while index < count {
            let byte = bytes[index]
            if byte &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
                digits += 1
                if seenPoint { decimals += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, digits <= 19, decimals <= 22, mantissa <= 1 << 53 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[decimals]
        return negative ? -magnitude : magnitude
    }
}
