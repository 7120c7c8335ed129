import BorderLogFiles
import CLibXML2
import Foundation

/// libxml2's SAX2 push parser fed block by block from a byte source: events reach an
/// `XMLEventHandler` as the bytes arrive, no tree is built, memory stays constant.
///
/// Hostile input is expected (docs/development.md, "Hostile input"). The callback table has no entity, DTD or
/// external-subset callbacks, so no entity is declared, substituted or loaded; the network is off; a DOCTYPE stops the
/// parse, since GPX and KML never need one; so does nesting deeper than libxml2's own tree limit. libxml2's limits on
/// names, attribute values and look-ahead stay in force (no `XML_PARSE_HUGE`); handlers bound the text they keep.
/// With `XMLTree` (a small tree parse, for photos' XMP packets) and `HTMLDocument` (mail HTML), the only files that
/// import CLibXML2; Swift values come out, C types stay here.
public final class XMLStreamReader {
    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int?
        public let message: String
        public var description: String { message }
    }

    /// Elements nest at most this deep, as in libxml2's tree builder; the SAX parser itself would
    /// grow its name stack without bound.
    private static let depthLimit = 256

    /// What the C callbacks reach through libxml2's user-data pointer, borrowed without
    /// retain/release: the parse keeps it alive.
    private final class Box {
        let handler: XMLEventHandler
        let parser: xmlParserCtxtPtr
        var depth = 0
        var firstFatal: (line: Int, message: String)?
        var firstError: (line: Int, message: String)?
        /// Why the parse was stopped although the XML was well-formed so far.
        var refusal: ParseError?

        init(handler: XMLEventHandler, parser: xmlParserCtxtPtr) {
            self.handler = handler
            self.parser = parser
        }

        var line: Int { Int(parser.pointee.input.pointee.line) }

        func refuse(_ message: String) {
            refusal = ParseError(line: line, message: message)
            xmlStopParser(parser)
        }
    }

    private let source: ByteStream
    private let parser: xmlParserCtxtPtr

    public init(source: ByteStream, name: String) throws {
        self.source = source
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { ctx, localName, prefix, uri, _, _, attributeCount, _, attributes in
            XMLStreamReader.with(ctx) { box in
                box.depth += 1
                guard box.depth <= XMLStreamReader.depthLimit else {
                    return box.refuse("malformed XML: elements nested more than \(XMLStreamReader.depthLimit) deep")
                }
                let input = box.parser.pointee.input.pointee
                // libxml2 has not consumed the `/>` of an empty element yet.
                box.handler.startElement(XMLStreamReader.name(localName, prefix, uri),
                                         attributes: XMLAttributes(fields: UnsafePointer(attributes), count: Int(attributeCount)),
                                         line: Int(input.line), isEmpty: input.cur.pointee == UInt8(ascii: "/"))
            }
        }
        sax.endElementNs = { ctx, localName, prefix, uri in
            XMLStreamReader.with(ctx) { box in
                box.depth -= 1
                box.handler.endElement(XMLStreamReader.name(localName, prefix, uri))
            }
        }
        sax.characters = { ctx, bytes, count in
            XMLStreamReader.with(ctx) { $0.handler.characters(UnsafeRawBufferPointer(start: bytes, count: Int(count))) }
        }
        sax.ignorableWhitespace = sax.characters
        sax.cdataBlock = sax.characters
        sax.internalSubset = { ctx, _, _, _ in
            XMLStreamReader.with(ctx) {
                $0.refuse("the document has a DOCTYPE declaration, which GPX and KML never need; refused (entities are not expanded)")
            }
        }
        sax.serror = { ctx, error in
            guard let ctx, let error = error?.pointee, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            XMLStreamReader.with(ctx) { box in
                let text = error.message.map { String(cString: $0) } ?? "malformed XML"
                let found = (Int(error.line), text.trimmingCharacters(in: .whitespacesAndNewlines))
                if error.level == XML_ERR_FATAL, box.firstFatal == nil { box.firstFatal = found }
                if box.firstError == nil { box.firstError = found }
            }
        }
        guard let parser = xmlCreatePushParserCtxt(&sax, nil, nil, 0, name) else {
            throw ParseError(line: nil, message: "libxml2 could not start a parser")
        }
        xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue))
        self.parser = parser
    }

    deinit { xmlFreeParserCtxt(parser) }

    /// The interned form of a local name, to compare with the names events carry.
    public func name(_ text: StaticString) -> XMLName {
        XMLName(id: UnsafeRawPointer(xmlDictLookup(parser.pointee.dict, text.utf8Start, Int32(text.utf8CodeUnitCount))))
    }

    /// Parses the whole source in 256 KB blocks, once. Throws `ParseError` at the first
    /// well-formedness error or a DOCTYPE; the events before it have been delivered.
    public func parse(_ handler: XMLEventHandler) throws {
        let box = Box(handler: handler, parser: parser)
        parser.pointee.userData = Unmanaged.passUnretained(box).toOpaque()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 8)
        defer { buffer.deallocate() }
        try withExtendedLifetime(box) {
            while true {
                let count = try source.read(into: buffer)
                xmlParseChunk(parser, buffer.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(count), count == 0 ? 1 : 0)
                try check(box)
                if count == 0 { return }
            }
        }
    }

    private func check(_ box: Box) throws {
        if let refusal = box.refusal { throw refusal }
        guard parser.pointee.wellFormed == 0 else { return }
        guard let (line, message) = box.firstFatal ?? box.firstError else { throw ParseError(line: box.line, message: "malformed XML") }
        throw ParseError(line: line > 0 ? line : nil, message: "malformed XML: \(message)")
    }

    /// Runs `body` with the box borrowed, not retained.
    @inline(__always)
    private static func with(_ ctx: UnsafeMutableRawPointer?, _ body: (Box) -> Void) {
        Unmanaged<Box>.fromOpaque(ctx!)._withUnsafeGuaranteedRef(body)
    }

    /// An element whose prefix was never declared (`gx:Track` without `xmlns:gx`) is in no known
    /// namespace, so it matches no name (libxml2's tree names it `gx:Track`).
    @inline(__always)
    private static func name(_ localName: UnsafePointer<UInt8>?, _ prefix: UnsafePointer<UInt8>?, _ uri: UnsafePointer<UInt8>?) -> XMLName {
        prefix != nil && uri == nil ? .undeclared : XMLName(id: UnsafeRawPointer(localName))
    }
}
