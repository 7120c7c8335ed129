/// Walks the RIFF chunks of a WebP file (headers only) to its `EXIF` and `XMP ` chunks.
enum WebPChunks {
    /// The TIFF block of the `EXIF` chunk, and where the `XMP ` chunk is.
    static func metadata(in file: MediaFile) throws(PhotoReadError) -> (exif: [UInt8]?, xmp: XMPLocation?) {
        let riff = try file.readExactly(at: 0, count: 12, what: "RIFF header")
        let end = min(file.size, 8 + riff.uint32LE(4))
        var exif: [UInt8]?
        var xmp: XMPLocation?
        var offset = 12
        for _ in 0..<10_000 {
            guard offset + 8 <= end, exif == nil || xmp == nil else { return (exif, xmp) }
            let header = try file.readExactly(at: offset, count: 8, what: "WebP chunk header")
            let length = header.uint32LE(4), type = header.fourCC(0)
            if type == "EXIF", exif == nil {
                let payload = try file.readExactly(at: offset + 8, count: length, what: "WebP EXIF chunk")
                exif = payload.starts(with: "Exif\0\0") ? Array(payload[6...]) : payload
            }
            if type == "XMP ", xmp == nil { xmp = XMPLocation(offset: offset + 8, count: length) }
            offset += 8 + length + (length & 1)
        }
        throw .corrupt("WebP has too many chunks")
    }
}
