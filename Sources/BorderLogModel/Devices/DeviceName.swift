/// A device's name: the HTTP Basic user of its app, the `device:NAME` source of its signals, and a word on the
/// command line. 1 to 64 characters of ASCII letters, digits, `.`, `_` and `-`, starting with a letter or digit, so
/// that it never needs quoting in a URL, a header, a shell or a log line, and holds no `:` (Basic's separator).
public struct DeviceName: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    public let rawValue: String

    /// Why a name is refused, in words a person can act on.
    public struct Invalid: Error, CustomStringConvertible, Equatable {
        public let name: String
        public var description: String {
            "device name \"\(name)\" is not usable: use 1 to 64 ASCII letters, digits, '.', '_' or '-', starting with a letter or digit"
        }
    }

    public init(_ text: String) throws(Invalid) {
        let bytes = Array(text.utf8)
        guard (1...64).contains(bytes.count), Self.isAlphanumeric(bytes[0]),
              bytes.allSatisfy({ Self.isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
        else { throw Invalid(name: text) }
        rawValue = text
    }

    /// The source its signals are stored under: `device:NAME` (`signals --source device:NAME`).
    public var source: String { "device:\(rawValue)" }

    public var description: String { rawValue }

    public static func < (lhs: DeviceName, rhs: DeviceName) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(text) } catch { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
