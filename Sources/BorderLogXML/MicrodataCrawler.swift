import Foundation

/// Walks an `HTMLDocument` once for its JSON-LD scripts and top-level microdata items, and each item's subtree for
/// its properties (the microdata spec's crawl, without its checks: real senders put properties where the spec
/// would drop them).
///
/// Every walk is bounded: by depth, by the number of items and properties, by `itemref` look-ups (which may point
/// back at an enclosing item) and by a budget of elements visited, so no document makes the crawl run away.
struct MicrodataCrawler {
    /// Elements visited by property crawls and `itemref` look-ups in one document, at most.
    static let visitBudget = 500_000
    /// `itemref` references followed in one document, at most.
    static let maximumReferences = 32

    private let root: HTMLNode
    private var found = HTMLMarkup()
    private var properties = 0
    private var visits = 0
    private var references = 0

    init(root: HTMLNode) { self.root = root }

    /// The scripts and items of the whole document.
    mutating func markup() -> HTMLMarkup {
        walk(root, insideItem: false, depth: 0)
        return found
    }

    // MARK: - The document walk

    private mutating func walk(_ node: HTMLNode, insideItem: Bool, depth: Int) {
        guard depth < HTMLMarkup.maximumDepth else { return }
        if node.isNamed("script") {
            if isJSONLD(node), found.jsonLD.count < HTMLMarkup.maximumScripts {
                if let text = node.textBytes(limit: HTMLMarkup.maximumScriptBytes) {
                    found.jsonLD.append(String(decoding: text, as: UTF8.self))
                } else {
                    found.oversizedScripts += 1
                }
            }
            return
        }
        var inside = insideItem
        if node.hasAttribute("itemscope") {
            if (!insideItem || !node.hasAttribute("itemprop")), found.items.count < HTMLMarkup.maximumItems {
                found.items.append(item(node, itemDepth: 0, depth: depth))
            }
            inside = true
        }
        for child in node.children { walk(child, insideItem: inside, depth: depth + 1) }
    }

    private func isJSONLD(_ script: HTMLNode) -> Bool {
        script.attribute("type")?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "application/ld+json"
    }

    // MARK: - One item's properties

    /// The item `node` starts, `depth` elements below the root (the crawl's recursion goes on from there, so its
    /// depth stays bounded however items nest).
    private mutating func item(_ node: HTMLNode, itemDepth: Int, depth: Int) -> MicrodataItem {
        var item = MicrodataItem(types: Self.tokens(node.attribute("itemtype")), id: node.attribute("itemid").map(Self.trimmed))
        for child in node.children { collect(child, into: &item, itemDepth: itemDepth, depth: depth + 1) }
        for id in Self.tokens(node.attribute("itemref")) {
            guard references < Self.maximumReferences else { break }
            references += 1
            if let target = element(withID: id) { collect(target, into: &item, itemDepth: itemDepth, depth: depth + 1) }
        }
        return item
    }

    /// Adds the properties `node` states to `item`: its own `itemprop`, then those of its descendants, stopping at
    /// nested items (their properties are theirs).
    private mutating func collect(_ node: HTMLNode, into item: inout MicrodataItem, itemDepth: Int, depth: Int) {
        guard depth < HTMLMarkup.maximumDepth, properties < HTMLMarkup.maximumProperties, visits < Self.visitBudget else { return }
        visits += 1
        let names = Self.tokens(node.attribute("itemprop"))
        let isItem = node.hasAttribute("itemscope")
        if !names.isEmpty {
            let value: MicrodataItem.Value? = isItem
                ? (itemDepth < HTMLMarkup.maximumItemDepth ? .item(self.item(node, itemDepth: itemDepth + 1, depth: depth)) : nil)
                : Self.value(of: node).map(MicrodataItem.Value.text)
            if let value {
                for name in names {
                    item.properties.append(MicrodataItem.Property(name: name, value: value))
                    properties += 1
                }
            }
        }
        guard !isItem, !node.isNamed("script") else { return }
        for child in node.children { collect(child, into: &item, itemDepth: itemDepth, depth: depth + 1) }
    }

    /// The element with `id`, found by a walk of the whole document (references are rare, so no index is kept).
    private mutating func element(withID id: String) -> HTMLNode? {
        var stack = [root]
        while let node = stack.popLast(), visits < Self.visitBudget {
            visits += 1
            if node.attribute("id") == id { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    // MARK: - Values

    /// A property's value by the element that states it; nil when its text is too long to keep whole.
    private static func value(of node: HTMLNode) -> String? {
        if node.isNamed("meta") { return trimmed(node.attribute("content") ?? "") }
        if node.isNamed("a") || node.isNamed("area") || node.isNamed("link") {
            return trimmed(node.attribute("href") ?? node.attribute("content") ?? "")
        }
        if node.isNamed("img") || node.isNamed("audio") || node.isNamed("embed") || node.isNamed("iframe")
            || node.isNamed("source") || node.isNamed("track") || node.isNamed("video") {
            return trimmed(node.attribute("src") ?? "")
        }
        if node.isNamed("object") { return trimmed(node.attribute("data") ?? "") }
        if node.isNamed("data") || node.isNamed("meter") { return trimmed(node.attribute("value") ?? "") }
        if node.isNamed("time"), let datetime = node.attribute("datetime") { return trimmed(datetime) }
        return node.textBytes(limit: HTMLMarkup.maximumValueBytes).map {
            String(decoding: $0, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    private static func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// The space-separated tokens of an attribute (`itemprop="name headline"`).
    private static func tokens(_ text: String?) -> [String] {
        text?.split(whereSeparator: \.isWhitespace).map(String.init) ?? []
    }
}
