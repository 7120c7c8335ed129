import BorderLogXML
import Foundation

/// The date and GPS position in an XMP packet, the RDF/XML that editors (and some phones) write beside EXIF
/// or instead of it: `exif:DateTimeOriginal`, else `xmp:CreateDate`, else `photoshop:DateCreated` (the order
/// of EXIF's own DateTimeOriginal, CreateDate and IPTC's DateCreated, which the Metadata Working Group maps
/// them to); and `exif:GPSLatitude` / `exif:GPSLongitude`. Properties are read whether written as attributes of an
/// `rdf:Description` or as elements, and matched by namespace, not by prefix.
///
/// Packets are small, so they are parsed whole by `XMLTree` (no network, no entities, no DTD, no DOCTYPE).
struct XMPPacket: Equatable {
    /// `YYYY-MM-DDTHH:MM:SS` local wall time (seconds added when the packet gives minutes only).
    var dateTime: String?
    /// `±HH:MM` or `Z`, when the date has one.
    var offset: String?
    var latitude: Double?
    var longitude: Double?

    /// Packets larger than this are not read (they are padded to a few KB; a megabyte is already absurd).
    static let maximumBytes = XMLTree.maximumBytes

    private static let exif = "http://ns.adobe.com/exif/1.0/"
    private static let photoshop = "http://ns.adobe.com/photoshop/1.0/"
    private static let xmp = "http://ns.adobe.com/xap/1.0/"
    /// Date properties in order of preference.
    private static let dates = [(exif, "DateTimeOriginal"), (xmp, "CreateDate"), (photoshop, "DateCreated")]

    /// Reads `bytes`; nil when they are not well-formed XML (or too large, or declare a DOCTYPE).
    static func parse(_ bytes: [UInt8]) -> XMPPacket? {
        guard let properties = XMLTree.properties(bytes) else { return nil }
        var values: [String: String] = [:]
        for property in properties where [exif, photoshop, xmp].contains(property.namespace) {
            switch property.name {
            case "DateTimeOriginal", "DateCreated", "CreateDate", "GPSLatitude", "GPSLongitude":
                let key = property.namespace + property.name
                if values[key] == nil { values[key] = property.text }
            default:
                continue
            }
        }

        var packet = XMPPacket()
        for (namespace, name) in dates {
            guard let text = values[namespace + name], let (wall, offset) = dateTime(text) else { continue }
            (packet.dateTime, packet.offset) = (wall, offset)
            break
        }
        if let latitude = values[exif + "GPSLatitude"].flatMap({ coordinate($0, positive: "N", negative: "S") }),
           let longitude = values[exif + "GPSLongitude"].flatMap({ coordinate($0, positive: "E", negative: "W") }) {
            (packet.latitude, packet.longitude) = (latitude, longitude)
        }
        return packet
    }

    /// `YYYY-MM-DDThh:mm[:ss[.s…]][Z|±hh:mm]` to a wall time and its offset; nil for dates without a time.
    static func dateTime(_ text: String) -> (wall: String, offset: String?)? {
        let bytes = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        guard bytes.count >= 16, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":") else {
            return nil
        }
        var wall = String(decoding: bytes[0..<16], as: UTF8.self)
        var rest = bytes[16...]
        if rest.first == UInt8(ascii: ":") {
            guard rest.count >= 3 else { return nil }
            wall += String(decoding: rest.prefix(3), as: UTF8.self)
            rest = rest.dropFirst(3)
        } else {
            wall += ":00"
        }
        if rest.first == UInt8(ascii: ".") { rest = rest.drop { $0 == UInt8(ascii: ".") || (48...57).contains($0) } }
        return (wall, rest.isEmpty ? nil : String(decoding: rest, as: UTF8.self))
    }

    /// XMP's `DDD,MM,SSk` or `DDD,MM.mmk` (k one of the two references) to signed degrees.
    static func coordinate(_ text: String, positive: Character, negative: Character) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let reference = trimmed.last, reference == positive || reference == negative else { return nil }
        let parts = trimmed.dropLast().split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 && $0!.isFinite }) else { return nil }
        let degrees = parts[0]! + parts[1]! / 60 + (parts.count == 3 ? parts[2]! / 3600 : 0)
        return reference == negative ? -degrees : degrees
    }
}

/// Where a file keeps its XMP packet: noted while its headers are walked, read only when nothing else dates
/// the photo.
struct XMPLocation: Equatable {
    let offset: Int
    let count: Int
    /// A PNG `iTXt` chunk, whose text follows a keyword, flags, a language tag and a translated keyword.
    var inPNGText = false

    /// The packet's bytes; nil when it is too large or (in PNG) compressed.
    func read(from file: MediaFile) throws(PhotoReadError) -> [UInt8]? {
        guard count > 0, count <= XMPPacket.maximumBytes else { return nil }
        let bytes = try file.readExactly(at: offset, count: count, what: "XMP packet")
        guard inPNGText else { return bytes }
        // keyword NUL, compression flag, compression method, language tag NUL, translated keyword NUL, text
        guard let keywordEnd = bytes.firstIndex(of: 0), keywordEnd + 2 < bytes.count, bytes[keywordEnd + 1] == 0,
              let languageEnd = bytes[(keywordEnd + 3)...].firstIndex(of: 0),
              let translatedEnd = bytes[(languageEnd + 1)...].firstIndex(of: 0) else { return nil }
        return Array(bytes[(translatedEnd + 1)...])
    }
}
