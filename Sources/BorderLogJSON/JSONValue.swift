import Foundation

/// One small JSON record (a timeline segment, a feature), built from parser events.
/// Objects keep their members in order as pairs: records are small, so lookups stay cheap.
public enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Follows a path of keys: `value["duration", "startTimestamp"]`.
    public subscript(path: String...) -> JSONValue? {
        var current: JSONValue? = self
        for key in path { current = current?[key] }
        return current
    }

    public var string: String? { if case let .string(text) = self { text } else { nil } }
    public var array: [JSONValue]? { if case let .array(items) = self { items } else { nil } }
    public var keys: [String] { if case let .object(members) = self { members.map(\.key) } else { [] } }

    /// A number that is a whole number an `Int` holds exactly; nil for anything else (a string holding one too).
    public var integer: Int? { if case let .number(value) = self { Int(exactly: value) } else { nil } }

    /// A number, or a string holding one (exports write both: `"accuracy": "10"`).
    public var double: Double? {
        switch self {
        case let .number(value): value
        case let .string(text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }
}

/// Number text to `Double` without allocating a `String` for every value.
public enum JSONNumber {
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> Double? {
        guard bytes.count > 0, bytes.count < 64 else { return nil }
        // Plain integers (E7 coordinates, epochs) are exact and common: no strtod.
        var value: Int64 = 0, negative = false, i = 0
        if bytes[0] == UInt8(ascii: "-") { negative = true; i = 1 }
        var integer = i < bytes.count && bytes.count - i <= 18
        while integer, i < bytes.count {
            let byte = bytes[i]
            if byte < 0x30 || byte > 0x39 { integer = false; break }
            value = value * 10 + Int64(byte - 0x30)
            i += 1
        }
        if integer { return Double(negative ? -value : value) }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            for (k, byte) in bytes.enumerated() { buffer[k] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let result = strtod(buffer.baseAddress!, &end)
            return end == buffer.baseAddress! + bytes.count ? result : nil
        }
    }
}
