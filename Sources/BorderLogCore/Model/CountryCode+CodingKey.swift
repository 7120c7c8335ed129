extension CountryCode: CodingKeyRepresentable {
    /// The code as a JSON object key (`{"FR": 3}`).
    public var codingKey: any CodingKey { CodeKey(stringValue: rawValue) }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(codingKey.stringValue)
    }

    private struct CodeKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
