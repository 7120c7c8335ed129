/// What JSON a body field holds.
enum BodyFieldKind: Sendable {
    case text, flag, count, texts
}

/// A body's field names (its `CodingKeys`), each with the JSON it holds: text unless said otherwise.
protocol BodyKey: CodingKey, CaseIterable {
    var kind: BodyFieldKind { get }
}

extension BodyKey {
    var kind: BodyFieldKind { .text }
}

/// The fields of a JSON object body, for a body type's `init(from:)`.
///
/// Every field's JSON is read first, in the order of the keys, so that a field of another JSON type is the mistake
/// named before any value is judged (`APIBodyDecoder` answers it 422, `wrong type: …`); the body then reads each
/// text field as its `RequestValue`, in the order it checks them, a missing or wrong one thrown as a `FieldError`.
struct BodyFields<Key: BodyKey> {
    private enum Field {
        case text(String), flag(Bool), count(Int), texts([String])
    }

    private let fields: [String: Field]

    init(_ decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var fields: [String: Field] = [:]
        for key in Key.allCases {
            let field: Field? = switch key.kind {
            case .text: try container.decodeIfPresent(String.self, forKey: key).map(Field.text)
            case .flag: try container.decodeIfPresent(Bool.self, forKey: key).map(Field.flag)
            case .count: try container.decodeIfPresent(Int.self, forKey: key).map(Field.count)
            case .texts: try container.decodeIfPresent([String].self, forKey: key).map(Field.texts)
            }
            fields[key.stringValue] = field
        }
        self.fields = fields
    }

    /// The field `key` as a `Value`; absent or null is the field's "is required" error.
    func required<Value: RequestValue>(_ key: Key, as _: Value.Type = Value.self) throws(FieldError) -> Value {
        guard let value = try optional(key, as: Value.self) else { throw Value.missing(key.stringValue) }
        return value
    }

    /// The field `key` as a `Value` when given; with `emptyIsAbsent`, `""` counts as not given.
    func optional<Value: RequestValue>(_ key: Key, as _: Value.Type = Value.self, emptyIsAbsent: Bool = false) throws(FieldError) -> Value? {
        guard let text = text(key), !(emptyIsAbsent && text.isEmpty) else { return nil }
        return try Value.read(text, field: key.stringValue)
    }

    /// A text field as given: an id (a zone, a rule), or a field read with others.
    func text(_ key: Key) -> String? {
        guard case .text(let text) = fields[key.stringValue] else { return nil }
        return text
    }

    /// Free text (a note, a name); empty is none.
    func note(_ key: Key) -> String? { text(key).flatMap { $0.isEmpty ? nil : $0 } }

    func flag(_ key: Key) -> Bool? {
        guard case .flag(let flag) = fields[key.stringValue] else { return nil }
        return flag
    }

    func count(_ key: Key) -> Int? {
        guard case .count(let count) = fields[key.stringValue] else { return nil }
        return count
    }

    func texts(_ key: Key) -> [String]? {
        guard case .texts(let texts) = fields[key.stringValue] else { return nil }
        return texts
    }
}
