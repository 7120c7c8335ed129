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
            guard let text = values[namespace + name], let (wall, offset) = ExifDateTime.iso8601(text) else { continue }
            (packet.dateTime, packet.offset) = (wall, offset)
            break
        }
        if let latitude = values[exif + "GPSLatitude"].flatMap({ coordinate($0, positive: "N", negative: "S") }),
           let longitude = values[exif + "GPSLongitude"].flatMap({ coordinate($0, positive: "E", negative: "W") }) {
            (packet.latitude, packet.longitude) = (latitude, longitude)
        }
        return packet
    }

    /// XMP's `DDD,MM,SSk` or `DDD,MM.mmk` (k one of the two references, which XMP requires) to signed degrees.
    static func coordinate(_ text: String, positive: Character, negative: Character) -> Double? {
        guard let reading = GPSCoordinateText.parse(text, positive: positive, negative: negative), reading.reference != nil,
              reading.degrees >= 0 else { return nil }
        return GPSCoordinateText.signed(reading.degrees, references: [reading.reference], positive: positive, negative: negative)
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
