import CLibXML2
import Foundation

/// An HTML document parsed whole by libxml2's HTML parser, the way a browser would recover it: unclosed and
/// misnested tags, stray end tags and garbage give a tree, never an error.
///
/// Hostile input is expected (docs/development.md, "Hostile input"): no network, no DTD loading, documents over
/// `HTMLMarkup.maximumBytes` are refused by the caller. The document is freed with its owner. With `HTMLNode`, the only
/// place the HTML readers touch libxml2; `HTMLMarkup` and `MicrodataItem` are what leave the target.
final class HTMLDocument {
    private let document: xmlDocPtr

    /// Parses UTF-8 `bytes`. A `<meta charset>` in the document is not obeyed: the text was decoded before it got
    /// here. Nil only when libxml2 builds no document at all (empty input, out of memory).
    init?(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0, bytes.count <= Int(Int32.max) else { return nil }
        // No HTML_PARSE_NOBLANKS: the blanks between the spans of a microdata text value are part of the value.
        let options = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
        guard let document = htmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, "UTF-8", Int32(options))
        else { return nil }
        self.document = document
    }

    deinit { xmlFreeDoc(document) }

    /// The root element, when the document has one.
    var root: HTMLNode? { xmlDocGetRootElement(document).map(HTMLNode.init) }
}

/// An element of an `HTMLDocument`, borrowed: valid only while its document lives. Element and attribute names
/// are lower case (the HTML parser folds them).
struct HTMLNode {
    fileprivate let node: xmlNodePtr

    fileprivate init(_ node: xmlNodePtr) { self.node = node }

    /// Whether the element is named `name` (lower case ASCII), without building a `String`.
    func isNamed(_ name: StaticString) -> Bool { HTMLNode.equal(node.pointee.name, name) }

    /// The child elements, in document order.
    var children: [HTMLNode] {
        var found: [HTMLNode] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { found.append(HTMLNode(current)) }
            child = current.pointee.next
        }
        return found
    }

    /// The value of attribute `name` (lower case), with its character references resolved; nil when absent, or
    /// longer than `HTMLMarkup.maximumValueBytes` (a value cut short would be a wrong value).
    func attribute(_ name: StaticString) -> String? {
        guard let attribute = self.attributeNode(name) else { return nil }
        var bytes: [UInt8] = []
        guard HTMLNode.appendText(of: attribute.pointee.children, to: &bytes, limit: HTMLMarkup.maximumValueBytes, depth: 0) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the element has attribute `name` at all (`itemscope` is usually written without a value).
    func hasAttribute(_ name: StaticString) -> Bool { attributeNode(name) != nil }

    private func attributeNode(_ name: StaticString) -> xmlAttrPtr? {
        var attribute = node.pointee.properties
        while let current = attribute {
            if HTMLNode.equal(current.pointee.name, name) { return current }
            attribute = current.pointee.next
        }
        return nil
    }

    private static func equal(_ own: UnsafePointer<xmlChar>?, _ name: StaticString) -> Bool {
        guard let own else { return false }
        return strcmp(UnsafeRawPointer(own).assumingMemoryBound(to: CChar.self), UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }

    /// The text of every text and CDATA node inside the element, in order, as UTF-8 bytes; nil when it passes
    /// `limit` bytes (a value cut short would be a wrong value).
    func textBytes(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        let complete = HTMLNode.appendText(of: node.pointee.children, to: &bytes, limit: limit, depth: 0)
        return complete ? bytes : nil
    }

    /// Appends the text under `first` and its siblings; false when `limit` was reached. Recursion stops at
    /// `HTMLMarkup.maximumDepth`, as deep as libxml2's own tree limit.
    private static func appendText(of first: xmlNodePtr?, to bytes: inout [UInt8], limit: Int, depth: Int) -> Bool {
        guard depth < HTMLMarkup.maximumDepth else { return true }
        var node = first
        while let current = node {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    let count = strlen(UnsafeRawPointer(content).assumingMemoryBound(to: CChar.self))
                    guard bytes.count + count <= limit else { return false }
                    bytes.append(contentsOf: UnsafeBufferPointer(start: content, count: count))
                }
            case XML_ELEMENT_NODE:
                guard appendText(of: current.pointee.children, to: &bytes, limit: limit, depth: depth + 1) else { return false }
            default:
                break
            }
            node = current.pointee.next
        }
        return true
    }
}
