/// A JSON object key that is a value's text: how `CountryCode` and `PresenceArea` key a dictionary
/// (`CodingKeyRepresentable`), so the object is written as it was when its keys were strings.
struct TextCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
