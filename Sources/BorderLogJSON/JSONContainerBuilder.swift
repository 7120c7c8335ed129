/// An array or object being filled from parser events; a class so appends happen in place.
final class JSONContainerBuilder {
    let isArray: Bool
    var members: [(key: String, value: JSONValue)] = []
    var items: [JSONValue] = []
    /// The key of the member whose value comes next.
    var pendingKey = ""

    init(isArray: Bool) { self.isArray = isArray }

    var value: JSONValue { isArray ? .array(items) : .object(members) }

    func add(_ value: JSONValue) {
        if isArray { items.append(value) } else { members.append((pendingKey, value)) }
    }
}
