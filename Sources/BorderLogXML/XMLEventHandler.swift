/// Receives the events of a streaming XML parse; readers subclass it and override what they need.
/// A class rather than a protocol, as `JSONEventHandler`: the C callbacks dispatch through a vtable
/// without retaining an existential for each of the millions of events. Attributes and buffers are
/// valid only during the call.
open class XMLEventHandler {
    public init() {}

    /// An element starts. `line` is where its start tag ends; `isEmpty` for `<name/>`, whose
    /// `endElement` follows at once.
    open func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int, isEmpty: Bool) {}
    open func endElement(_ name: XMLName) {}
    /// Character data, including CDATA and blanks, in as many pieces as the parser likes.
    open func characters(_ bytes: UnsafeRawBufferPointer) {}
}

/// A local name as the parser interns it (`coord` for `gx:coord`): equal names are the same
/// pointer, so a comparison is one instruction and no `String` is built.
@frozen public struct XMLName: Equatable {
    public let id: UnsafeRawPointer?

    @inlinable public init(id: UnsafeRawPointer?) { self.id = id }

    /// The name of an element whose prefix has no namespace declaration; it matches nothing.
    @inlinable public static var undeclared: XMLName { XMLName(id: nil) }
}

/// The attributes of a start tag, read in place from libxml2's array of
/// (local name, prefix, URI, value start, value end) pointers.
@frozen public struct XMLAttributes {
    public let fields: UnsafePointer<UnsafePointer<UInt8>?>?
    public let count: Int

    @inlinable public init(fields: UnsafePointer<UnsafePointer<UInt8>?>?, count: Int) {
        self.fields = fields
        self.count = count
    }

    /// The value of the unprefixed attribute `name`, nil when absent.
    @inlinable public func value(_ name: XMLName) -> UnsafeRawBufferPointer? {
        guard let fields else { return nil }
        for index in 0..<count {
            let attribute = fields + 5 * index
            guard UnsafeRawPointer(attribute[0]) == name.id, attribute[1] == nil,
                  let start = attribute[3], let end = attribute[4] else { continue }
            return UnsafeRawBufferPointer(start: start, count: end - start)
        }
        return nil
    }
}
