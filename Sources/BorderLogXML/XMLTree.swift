import CLibXML2
import Foundation

/// A small XML document parsed whole, for metadata packets (a photo's XMP) rather than streams.
///
/// Hostile input is expected (docs/development.md, "Hostile input"): no network, no entity substitution, no DTD
/// loading, and a document with a DOCTYPE is not read at all; documents over `maximumBytes` are refused unread.
public enum XMLTree {
    /// An element or attribute in a namespace, with the text directly inside it.
    public struct Property: Equatable, Sendable {
        public let namespace: String
        public let name: String
        public let text: String
    }

    /// Documents larger than this are not read.
    public static let maximumBytes = 1 << 20

    /// Every namespaced element and attribute of `bytes`, elements before their attributes, in the order of a
    /// depth-first walk that visits later siblings first; nil when the bytes are empty, too large, not
    /// well-formed, or declare a DOCTYPE.
    public static func properties(_ bytes: [UInt8]) -> [Property]? {
        guard !bytes.isEmpty, bytes.count <= maximumBytes else { return nil }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), nil, nil, options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard document.pointee.intSubset == nil, let root = xmlDocGetRootElement(document) else { return nil }

        var found: [Property] = []
        var stack: [xmlNodePtr] = [root]
        while let node = stack.popLast() {
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            if let property = property(namespace: node.pointee.ns, name: node.pointee.name, children: node.pointee.children) {
                found.append(property)
            }
            var attribute = node.pointee.properties
            while let current = attribute {
                if let property = property(namespace: current.pointee.ns, name: current.pointee.name, children: current.pointee.children) {
                    found.append(property)
                }
                attribute = current.pointee.next
            }
            var child = node.pointee.children
            while let current = child {
                stack.append(current)
                child = current.pointee.next
            }
        }
        return found
    }

    private static func property(namespace: xmlNsPtr?, name: UnsafePointer<xmlChar>?, children: xmlNodePtr?) -> Property? {
        guard let href = namespace?.pointee.href, let name else { return nil }
        return Property(namespace: String(cString: href), name: String(cString: name), text: text(children))
    }

    /// The text directly inside an element or attribute (its text and CDATA children), read in place.
    private static func text(_ first: xmlNodePtr?) -> String {
        var bytes: [UInt8] = []
        var node = first
        while let current = node {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE, let content = current.pointee.content {
                bytes += UnsafeBufferPointer(start: content, count: strlen(content))
            }
            node = current.pointee.next
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
