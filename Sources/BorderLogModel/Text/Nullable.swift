/// An optional field that JSON always carries: `null` when absent, never left out (docs/reports.md, "JSON output",
/// promises every field, and scripts rely on it). Synthesized `Codable` writes it through this wrapper; decoding
/// accepts `null` or a missing key.
@propertyWrapper
public struct Nullable<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A `Nullable` field whose key is missing decodes as nil, like one that is `null`.
    public func decode<Value>(_ type: Nullable<Value>.Type, forKey key: Key) throws -> Nullable<Value> {
        Nullable(wrappedValue: try decodeIfPresent(Value.self, forKey: key))
    }
}
