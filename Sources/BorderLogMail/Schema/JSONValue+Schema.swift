import BorderLogJSON
import Foundation

/// Reading schema.org values the way senders write them: one value or a list of them, text or a number.
extension JSONValue {
    /// The value itself, or the first element of a list (microdata repeats a property; JSON-LD senders wrap single
    /// values in lists).
    var single: JSONValue? {
        if case let .array(items) = self { return items.first?.single }
        return self
    }

    /// The value, or each element of a list.
    var elements: [JSONValue] {
        if case let .array(items) = self { return items }
        return [self]
    }

    /// Text trimmed of blanks, or a number written as text (`110`, not `110.0`); nil when empty or neither.
    var text: String? {
        switch single {
        case let .string(text)?:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        case let .number(value)? where value.isFinite:
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        default:
            return nil
        }
    }

    /// A thing's name: the text itself, or an object's `name` (`"provider": {"@type": "Organization", "name": …}`).
    var name: String? {
        if case .object = single { return self.single?["name"]?.text }
        return text
    }

    /// The schema.org type names of an object's `@type` (a name, a URL, a `schema:` name, or a list of them), the
    /// URL's path left off: `http://schema.org/FlightReservation` → `FlightReservation`.
    var schemaTypes: [String] {
        guard case .object = self, let type = self["@type"] else { return [] }
        return type.elements.compactMap(\.text).map { text in
            let tail = text.split(whereSeparator: { $0 == "/" || $0 == "#" || $0 == ":" }).last.map(String.init) ?? text
            return tail
        }
    }
}
