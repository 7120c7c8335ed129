/// A schema.org node written once and rendered both ways a sender may write it: as JSON-LD and as microdata.
indirect enum SchemaNode {
    case text(String)
    case object(type: String, [(String, SchemaNode)])
    case list([SchemaNode])

    static func object(_ type: String, _ members: (String, SchemaNode)...) -> SchemaNode { .object(type: type, members) }

    // MARK: - JSON-LD

    /// The node as JSON; a top-level object gets the schema.org `@context`.
    var json: String { json(topLevel: true) }

    private func json(topLevel: Bool) -> String {
        switch self {
        case let .text(text):
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case let .list(items):
            return "[" + items.map { $0.json(topLevel: topLevel) }.joined(separator: ", ") + "]"
        case let .object(type, members):
            let context = topLevel ? ["\"@context\": \"http://schema.org\""] : []
            let fields = context + ["\"@type\": \"\(type)\""] + members.map { "\"\($0.0)\": \($0.1.json(topLevel: false))" }
            return "{" + fields.joined(separator: ", ") + "}"
        }
    }

    /// An HTML message holding `json` in a JSON-LD script.
    static func html(jsonLD json: String) -> String {
        "<html><head><script type=\"application/ld+json\">\(json)</script></head><body><p>Your booking</p></body></html>"
    }

    // MARK: - Microdata

    /// The node as microdata in an HTML message, the way Gmail's examples write it (`meta` for text).
    var microdataHTML: String { "<html><body><p>Your booking</p>\(microdata(property: nil))</body></html>" }

    func microdata(property: String?) -> String {
        let itemprop = property.map { " itemprop=\"\($0)\"" } ?? ""
        switch self {
        case let .text(text):
            return "<meta\(itemprop) content=\"\(Self.escaped(text))\"/>"
        case let .list(items):
            return items.map { $0.microdata(property: property) }.joined()
        case let .object(type, members):
            let inner = members.map { $0.1.microdata(property: $0.0) }.joined(separator: "\n  ")
            return "<div\(itemprop) itemscope itemtype=\"http://schema.org/\(type)\">\n  \(inner)\n</div>"
        }
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
