import BorderLogJSON

/// The schema.org nodes of one message: the top-level values of its scripts and microdata flattened (lists, several
/// objects, `@graph`), with an index of the nodes that carry an `@id`, so a reference (`{"@id": "#flight1"}`)
/// reads as the node it names.
struct SchemaGraph {
    /// Lists and `@graph`s are opened this deep at most, and this many nodes indexed by `@id`.
    static let maximumNesting = 8
    static let maximumIndexed = 1024

    /// The typed top-level nodes, in order.
    private(set) var nodes: [JSONValue] = []
    private var index: [String: JSONValue] = [:]

    init(_ values: [JSONValue]) {
        for value in values { collect(value, nesting: 0) }
        for node in nodes { indexIDs(node, nesting: 0) }
    }

    /// `value`, or the node it refers to when it is only a reference (an object of `@id` and perhaps `@type`).
    func resolved(_ value: JSONValue) -> JSONValue {
        guard case let .object(members) = value, let id = value["@id"]?.text,
              members.allSatisfy({ $0.key == "@id" || $0.key == "@type" }), let node = index[id] else { return value }
        return node
    }

    private mutating func collect(_ value: JSONValue, nesting: Int) {
        guard nesting < Self.maximumNesting else { return }
        switch value {
        case let .array(items):
            for item in items { collect(item, nesting: nesting + 1) }
        case .object:
            if let graph = value["@graph"] { collect(graph, nesting: nesting + 1) }
            if !value.schemaTypes.isEmpty { nodes.append(value) }
        default:
            break
        }
    }

    /// Indexes every object with an `@id` and more than a reference's members, nested or not.
    private mutating func indexIDs(_ value: JSONValue, nesting: Int) {
        guard nesting < Self.maximumNesting * 2, index.count < Self.maximumIndexed else { return }
        switch value {
        case let .array(items):
            for item in items { indexIDs(item, nesting: nesting + 1) }
        case let .object(members):
            if let id = value["@id"]?.text, members.contains(where: { $0.key != "@id" && $0.key != "@type" }), index[id] == nil {
                index[id] = value
            }
            for member in members { indexIDs(member.value, nesting: nesting + 1) }
        default:
            break
        }
    }
}
