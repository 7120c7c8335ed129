import CLibXML2
import Foundation

/// A pull reader over libxml2's streaming `xmlTextReader`: one node at a time, constant memory.
///
/// Hostile input is expected (DESIGN §9): entities are never substituted, no DTD is loaded, no
/// network is touched, and libxml2's own limits on text and entity amplification stay in force.
/// A document type declaration is reported and stops the read, since GPX and KML never need one.
/// The only file that imports CLibXML2; Swift values come out, C types stay here.
final class XMLStreamReader {
    enum NodeKind {
        case element, endElement, text, other
    }

    struct ParseError: Error, CustomStringConvertible {
        let line: Int?
        let message: String
        var description: String { message }
    }

    private final class Context {
        let source: LocationByteSource
        var readError: Error?
        var firstError: (line: Int, message: String)?
        init(_ source: LocationByteSource) { self.source = source }
    }

    private let context: Context
    private let reader: xmlTextReaderPtr
    private(set) var kind = NodeKind.other
    private var raw: Int32 = 0

    init(source: LocationByteSource, name: String) throws {
        context = Context(source)
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)
        let opaque = Unmanaged.passUnretained(context).toOpaque()
        guard let reader = xmlReaderForIO(
            { ctx, buffer, length in
                let context = Unmanaged<XMLStreamReader.Context>.fromOpaque(ctx!).takeUnretainedValue()
                do {
                    return Int32(try context.source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: Int(length))))
                } catch {
                    context.readError = error
                    return -1
                }
            },
            { _ in 0 }, opaque, name, nil, options)
        else { throw ParseError(line: nil, message: "libxml2 could not start a reader") }
        self.reader = reader
        xmlTextReaderSetErrorHandler(reader, { arg, message, severity, locator in
            guard let arg, severity == XML_PARSER_SEVERITY_ERROR || severity == XML_PARSER_SEVERITY_VALIDITY_ERROR else { return }
            let context = Unmanaged<XMLStreamReader.Context>.fromOpaque(arg).takeUnretainedValue()
            guard context.firstError == nil else { return }
            let text = message.map { String(cString: $0) } ?? "malformed XML"
            context.firstError = (Int(xmlTextReaderLocatorLineNumber(locator)), text.trimmingCharacters(in: .whitespacesAndNewlines))
        }, opaque)
    }

    deinit { xmlFreeTextReader(reader) }

    /// Moves to the next node; false at the end. Throws at the first well-formedness error.
    func next() throws -> Bool {
        let status = xmlTextReaderRead(reader)
        if status == 1 {
            raw = xmlTextReaderNodeType(reader)
            switch raw {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue): kind = .element
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue): kind = .endElement
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                 Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue): kind = .text
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                throw ParseError(line: line, message: "the document has a DOCTYPE declaration, which GPX and KML never need; refused (entities are not expanded)")
            default: kind = .other
            }
            return true
        }
        if let error = context.readError { throw error }
        if status == 0 { return false }
        if let (line, message) = context.firstError {
            throw ParseError(line: line > 0 ? line : nil, message: "malformed XML: \(message)")
        }
        throw ParseError(line: line, message: "malformed XML")
    }

    /// The element's name without a namespace prefix (`coord` for `gx:coord`).
    var localName: String {
        xmlTextReaderConstLocalName(reader).map { String(cString: $0) } ?? ""
    }

    /// Whether the element's local name is `name`, without building a `String`.
    func isNamed(_ name: StaticString) -> Bool {
        guard let current = xmlTextReaderConstLocalName(reader) else { return false }
        return strcmp(UnsafeRawPointer(current).assumingMemoryBound(to: CChar.self),
                      UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
    }

    /// The namespace prefix, e.g. `gx`.
    var prefix: String? { xmlTextReaderConstPrefix(reader).map { String(cString: $0) } }

    var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }

    var depth: Int { Int(xmlTextReaderDepth(reader)) }

    /// The text of a text node.
    var value: String { xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? "" }

    /// An attribute of the current element, by local name.
    func attribute(_ name: String) -> String? {
        guard xmlTextReaderMoveToAttribute(reader, name) == 1 else { return nil }
        defer { xmlTextReaderMoveToElement(reader) }
        return xmlTextReaderConstValue(reader).map { String(cString: $0) }
    }

    /// A numeric attribute read straight from libxml2's buffer (no `String`, no Foundation trimming):
    /// nil when absent, `.nan` when present but not a number.
    func numberAttribute(_ name: String) -> Double? {
        guard xmlTextReaderMoveToAttribute(reader, name) == 1 else { return nil }
        defer { xmlTextReaderMoveToElement(reader) }
        guard let text = xmlTextReaderConstValue(reader) else { return .nan }
        return UnsafeRawPointer(text).withMemoryRebound(to: CChar.self, capacity: 1) { start in
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &end)
            guard let end, end != UnsafeMutablePointer(mutating: start) else { return .nan }
            var rest = end
            while rest.pointee == 0x20 || rest.pointee == 0x09 || rest.pointee == 0x0A || rest.pointee == 0x0D { rest += 1 }
            return rest.pointee == 0 && value.isFinite ? value : .nan
        }
    }

    /// The 1-based line of the node being read.
    var line: Int {
        if let node = xmlTextReaderCurrentNode(reader) {
            let line = xmlGetLineNo(node)
            if line > 0 { return Int(line) }
        }
        return Int(xmlTextReaderGetParserLineNumber(reader))
    }
}
