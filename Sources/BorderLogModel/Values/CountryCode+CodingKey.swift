extension CountryCode: CodingKeyRepresentable {
    /// The code as a JSON object key (`{"FR": 3}`).
    public var codingKey: any CodingKey { TextCodingKey(stringValue: rawValue) }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(codingKey.stringValue)
    }
}
