import BorderLogJSON
import BorderLogModel

extension JSONValue {
    /// The value as compact JSON text: what the quarantine keeps of a refused item.
    var text: String {
        switch self {
        case .string(let text): JSONText.string(text)
        case .number(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { String(Int64(value)) } else if value.isFinite { String(value) } else { "null" }
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { JSONText.string($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }
}
