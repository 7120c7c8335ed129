/// A value written as its text (`2026-03-01`, `FR`): a JSON string, read back by the type's own `init?(_:)`; a text it
/// refuses is a decoding error saying why (`invalidTextReason`).
public protocol TextCodable: Codable, CustomStringConvertible {
    init?(_ text: String)
    /// Why `text` is not a value of this type, for the decoding error.
    static func invalidTextReason(_ text: String) -> String
}

extension TextCodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(text) else { throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.invalidTextReason(text)) }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// A type whose every text is a value never says this.
    public static func invalidTextReason(_ text: String) -> String { "'\(text)' is not a value" }
}

/// A value written as its text (`FR`, `US-NY`, `schengen`) that is also a JSON object key: a dictionary keyed by it is
/// the object it always was.
public protocol TextValue: TextCodable, CodingKeyRepresentable {}

extension TextValue {
    public var codingKey: any CodingKey { TextCodingKey(stringValue: description) }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(codingKey.stringValue)
    }
}
