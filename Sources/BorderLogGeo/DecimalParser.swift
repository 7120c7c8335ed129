#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses plain decimal numbers (`-12.5`, `3`, `1.2e-3`) from bytes without allocating.
enum DecimalParser {
    enum Failure: Error, Equatable {
        case notANumber
        case notFinite
    }

    private static let powers: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The value of `bytes`, which must hold one number and nothing else.
    static func parse(_ bytes: UnsafeRawBufferPointer) -> Result<Double, Failure> {
        var index = 0
        let count = bytes.count
        guard count > 0 else { return .failure(.notANumber) }
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var sawDigit = false
        while index < count, bytes[index] &- 48 < 10 {
            if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[index] &- 48); if mantissa != 0 { digits += 1 } } else { scale += 1 }
            sawDigit = true
            index += 1
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, bytes[index] &- 48 < 10 {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[index] &- 48); if mantissa != 0 { digits += 1 }; scale -= 1 }
                sawDigit = true
                index += 1
            }
        }
        guard sawDigit else { return special(bytes) }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0
            var sawExponent = false
            while index < count, bytes[index] &- 48 < 10 {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] &- 48) }
                sawExponent = true
                index += 1
            }
            guard sawExponent else { return .failure(.notANumber) }
            scale += exponentNegative ? -exponent : exponent
        }
        guard index == count else { return .failure(.notANumber) }
        let value: Double
        if mantissa < (1 << 53), scale >= -22, scale <= 22 {
            // Exact mantissa and power of ten: one correctly rounded operation.
            let magnitude = scale < 0 ? Double(mantissa) / powers[-scale] : Double(mantissa) * powers[scale]
            value = negative ? -magnitude : magnitude
        } else {
            value = slowPath(bytes)
        }
        guard value.isFinite else { return .failure(.notFinite) }
        return .success(value)
    }

    private static func special(_ bytes: UnsafeRawBufferPointer) -> Result<Double, Failure> {
        var text = String(decoding: bytes, as: UTF8.self).lowercased()
        if text.hasPrefix("-") || text.hasPrefix("+") { text.removeFirst() }
        return ["nan", "inf", "infinity"].contains(text) ? .failure(.notFinite) : .failure(.notANumber)
    }

    private static func slowPath(_ bytes: UnsafeRawBufferPointer) -> Double {
        var copy = [CChar](repeating: 0, count: bytes.count + 1)
        for index in 0..<bytes.count { copy[index] = CChar(bitPattern: bytes[index]) }
        return strtod(copy, nil)
    }
}
