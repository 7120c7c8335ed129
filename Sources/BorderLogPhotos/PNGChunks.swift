/// Walks PNG chunks (headers only) to the `eXIf` chunk, noting an XMP `iTXt` chunk on the way.
enum PNGChunks {
    static let xmpKeyword = Array("XML:com.adobe.xmp\0".utf8)

    /// The TIFF block of the `eXIf` chunk, and where an XMP packet seen before it is.
    static func metadata(in file: MediaFile) throws(PhotoReadError) -> (exif: [UInt8]?, xmp: XMPLocation?) {
        var xmp: XMPLocation?
        var offset = 8
        for _ in 0..<100_000 {
            let header = try file.read(at: offset, count: 8)
            if header.isEmpty { return (nil, xmp) }  // ended without IEND: nothing more to find
            guard header.count == 8 else { throw .truncated("PNG ends inside a chunk header at byte \(offset)") }
            let length = header.uint32BE(0), type = header.fourCC(4)
            guard length <= 0x7FFF_FFFF else { throw .corrupt("PNG chunk '\(ISOBMFFBoxes.printable(type))' has length \(length)") }
            switch type {
            case "eXIf":
                let payload = try file.readExactly(at: offset + 8, count: length, what: "PNG eXIf chunk")
                return (payload.starts(with: "Exif\0\0") ? Array(payload[6...]) : payload, xmp)
            case "iTXt" where xmp == nil && length > xmpKeyword.count:
                if try file.read(at: offset + 8, count: xmpKeyword.count) == xmpKeyword {
                    xmp = XMPLocation(offset: offset + 8, count: length, inPNGText: true)
                }
                offset += 12 + length
            case "IEND":
                return (nil, xmp)
            default:
                offset += 12 + length
            }
        }
        throw .corrupt("PNG has too many chunks")
    }
}
