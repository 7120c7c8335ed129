/// Walks PNG chunks (headers only) to the `eXIf` chunk.
enum PNGChunks {
    static func exifTIFF(in file: MediaFile) throws(PhotoReadError) -> [UInt8]? {
        var offset = 8
        for _ in 0..<100_000 {
            let header = try file.read(at: offset, count: 8)
            if header.isEmpty { return nil }  // ended without IEND: nothing more to find
            guard header.count == 8 else { throw .truncated("PNG ends inside a chunk header at byte \(offset)") }
            let length = header.uint32BE(0), type = header.fourCC(4)
            guard length <= 0x7FFF_FFFF else { throw .corrupt("PNG chunk '\(ISOBMFFBoxes.printable(type))' has length \(length)") }
            switch type {
            case "eXIf":
                let payload = try file.readExactly(at: offset + 8, count: length, what: "PNG eXIf chunk")
                return payload.starts(with: "Exif\0\0") ? Array(payload[6...]) : payload
            case "IEND":
                return nil
            default:
                offset += 12 + length
            }
        }
        throw .corrupt("PNG has too many chunks")
    }
}
