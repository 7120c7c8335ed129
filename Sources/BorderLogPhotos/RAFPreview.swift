/// Fujifilm RAF: the header points at an embedded JPEG whose APP1 segment holds the EXIF.
enum RAFPreview {
    static func exifTIFF(in file: MediaFile) throws(PhotoReadError) -> [UInt8]? {
        let header = try file.readExactly(at: 0, count: 92, what: "RAF header")
        let jpeg = header.uint32BE(84)
        let start = try file.read(at: jpeg, count: 3)
        guard start.count == 3, start[0] == 0xFF, start[1] == 0xD8 else { throw .corrupt("RAF preview offset \(jpeg) does not point at a JPEG") }
        return try JPEGSegments.exifTIFF(in: file, start: jpeg)
    }
}
