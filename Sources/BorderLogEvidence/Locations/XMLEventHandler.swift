/// Receives the events of a streaming XML parse; readers subclass it and override what they need.
/// A class rather than a protocol, as `JSONEventHandler`: the C callbacks dispatch through a vtable
/// without retaining an existential for each of the millions of events. Attributes and buffers are
/// valid only during the call.
class XMLEventHandler {
    /// An element starts. `line` is where its start tag ends; `isEmpty` for `<name/>`, whose
    /// `endElement` follows at once.
    func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int, isEmpty: Bool) {}
    func endElement(_ name: XMLName) {}
    /// Character data, including CDATA and blanks, in as many pieces as the parser likes.
    func characters(_ bytes: UnsafeRawBufferPointer) {}
}

/// A local name as the parser interns it (`coord` for `gx:coord`): equal names are the same
/// pointer, so a comparison is one instruction and no `String` is built.
struct XMLName: Equatable {
    let id: UnsafeRawPointer?

    /// The name of an element whose prefix has no namespace declaration; it matches nothing.
    static var undeclared: XMLName { XMLName(id: nil) }
}

/// The attributes of a start tag, read in place from libxml2's array of
/// (local name, prefix, URI, value start, value end) pointers.
struct XMLAttributes {
    let fields: UnsafePointer<UnsafePointer<UInt8>?>?
    let count: Int

    /// The value of the unprefixed attribute `name`, nil when absent.
    func value(_ name: XMLName) -> UnsafeRawBufferPointer? {
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
