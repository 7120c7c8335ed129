/// Walks the RIFF chunks of a WebP file (headers only) to the `EXIF` chunk.
enum WebPChunks {
    static func exifTIFF(in file: MediaFile) throws(PhotoReadError) -> [UInt8]? {
        let riff = try file.readExactly(at: 0, count: 12, what: "RIFF header")
        let end = min(file.size, 8 + riff.uint32LE(4))
        var offset = 12
        for _ in 0..<10_000 {
            guard offset + 8 <= end else { return nil }
            let header = try file.readExactly(at: offset, count: 8, what: "WebP chunk header")
            let length = header.uint32LE(4), type = header.fourCC(0)
            if type == "EXIF" {
                let payload = try file.readExactly(at: offset + 8, count: length, what: "WebP EXIF chunk")
                return payload.starts(with: "Exif\0\0") ? Array(payload[6...]) : payload
            }
            offset += 8 + length + (length & 1)
        }
        throw .corrupt("WebP has too many chunks")
    }
}
