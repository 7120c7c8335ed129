/// Walks JPEG marker segments up to the image data to find the EXIF APP1, Photoshop (IPTC) APP13, Casio QVCI and FLIR
/// segments.
enum JPEGSegments {
    struct Found {
        /// The TIFF block of the first `Exif\0\0` APP1 segment.
        var exif: [UInt8]?
        /// The image resources of the first `Photoshop 3.0` APP13 segment.
        var photoshop: [UInt8]?
        /// The first `QVCI\0` APP1 segment (1990s Casio QV cameras), signature included; looked for only before any EXIF.
        var qvci: [UInt8]?
        /// The packet of the first standard XMP APP1 segment (not read yet).
        var xmp: XMPLocation?
        /// The `FLIR\0` APP1 segments of a thermal camera, in file order (only their headers read yet).
        var flir: [FLIRRecords.Chunk] = []
    }

    /// What starts an APP1 segment holding an XMP packet.
    static let xmpSignature = Array("http://ns.adobe.com/xap/1.0/\0".utf8)

    /// The TIFF block of the first `Exif\0\0` APP1 segment starting at `start`, or nil when the file has none.
    static func exifTIFF(in file: MediaFile, start: Int = 0) throws(PhotoReadError) -> [UInt8]? {
        try segments(in: file, start: start).exif
    }

    /// Reads only segment headers, the EXIF and APP13 segments themselves, and the signature of each later APP1 segment.
    static func segments(in file: MediaFile, start: Int = 0) throws(PhotoReadError) -> Found {
        var found = Found()
        var offset = start + 2
        for _ in 0..<512 {
            let header = try file.read(at: offset, count: 4)
            guard header.count == 4 else {
                throw .truncated("JPEG ends inside its headers at byte \(offset)")
            }
            guard header[0] == 0xFF else { throw .corrupt("JPEG marker expected at byte \(offset)") }
            let marker = header[1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD9 || marker == 0xDA { return found }  // end of image / start of scan: no EXIF before the image data
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }  // markers without a length
            let length = header.uint16BE(2)
            guard length >= 2 else { throw .corrupt("JPEG segment at byte \(offset) has length \(length)") }
            if marker == 0xE1, found.exif == nil {
                let payload = try file.readExactly(at: offset + 4, count: length - 2, what: "EXIF segment")
                if payload.starts(with: "Exif\0"), payload.count >= 6 { found.exif = Array(payload[6...]) }
                if payload.starts(with: "QVCI\0"), found.qvci == nil { found.qvci = payload }
                if payload.starts(with: xmpSignature), found.xmp == nil { found.xmp = xmp(at: offset, length: length) }
                if let chunk = FLIRRecords.Chunk(payload: offset + 4, length: length - 2, head: payload) { found.flir.append(chunk) }
            } else if marker == 0xE1 {
                // Past the EXIF segment only signatures are read: XMP's while none was found, else a FLIR chunk's header.
                let wanted = found.xmp == nil ? xmpSignature.count : FLIRRecords.Chunk.headerLength
                let head = try file.read(at: offset + 4, count: min(length - 2, wanted))
                if found.xmp == nil, length - 2 > xmpSignature.count, head == xmpSignature {
                    found.xmp = xmp(at: offset, length: length)
                } else if let chunk = FLIRRecords.Chunk(payload: offset + 4, length: length - 2, head: head) {
                    found.flir.append(chunk)
                }
            }
            if marker == 0xED, found.photoshop == nil {
                let payload = try file.readExactly(at: offset + 4, count: length - 2, what: "APP13 segment")
                if payload.starts(with: "Photoshop 3.0\0") { found.photoshop = Array(payload[14...]) }
            }
            offset += 2 + length
        }
        throw .corrupt("JPEG has more than 512 segments before its image data")
    }

    private static func xmp(at offset: Int, length: Int) -> XMPLocation {
        XMPLocation(offset: offset + 4 + xmpSignature.count, count: length - 2 - xmpSignature.count)
    }
}
