/// IPTC `DateCreated` (2:55) and `TimeCreated` (2:60), the dates news and archive tools write when a file has no
/// EXIF `DateTimeOriginal`. JPEGs carry the IPTC records inside a Photoshop APP13 segment; TIFFs carry them raw
/// in the IPTC-NAA tag of IFD0 (see ``TIFFBlock``).
enum IPTCDates {
    /// `YYYY:MM:DD HH:MM:SS` and `±HH:MM` (or nil), from a JPEG APP13 payload after `Photoshop 3.0\0`.
    static func read(photoshop bytes: [UInt8]) -> (wall: String, offset: String?)? {
        resource(0x0404, in: bytes).flatMap { read(records: $0) }
    }

    /// `YYYY:MM:DD HH:MM:SS` and `±HH:MM` (or nil), from IPTC IIM records (`0x1C`, record, dataset, length, value…).
    /// The walk stops at the first byte that does not start a record, such as the zero padding of a TIFF value.
    static func read(records iptc: [UInt8]) -> (wall: String, offset: String?)? {
        var date: [UInt8]?, time: [UInt8]?
        var offset = 0
        while offset + 5 <= iptc.count, iptc[offset] == 0x1C {
            let record = iptc[offset + 1], dataset = iptc[offset + 2], length = iptc.uint16BE(offset + 3)
            guard length & 0x8000 == 0, offset + 5 + length <= iptc.count else { break }
            let value = Array(iptc[(offset + 5)..<(offset + 5 + length)])
            if record == 2, dataset == 55 { date = value }
            if record == 2, dataset == 60 { time = value }
            offset += 5 + length
        }
        guard let date, date.count == 8, date.allSatisfy({ (48...57).contains($0) }) else { return nil }
        // Like ExifTool's composite DateTimeOriginal, a date needs its time: midnight would be invented.
        guard let time, time.count >= 6, time.prefix(6).allSatisfy({ (48...57).contains($0) }) else { return nil }
        let d = String(decoding: date, as: UTF8.self), t = String(decoding: time, as: UTF8.self)
        let wall = "\(d.prefix(4)):\(d.dropFirst(4).prefix(2)):\(d.suffix(2)) \(t.prefix(2)):\(t.dropFirst(2).prefix(2)):\(t.dropFirst(4).prefix(2))"
        var zone: String?
        if time.count == 11, time[6] == 43 || time[6] == 45 {
            let z = t.dropFirst(6)
            zone = "\(z.prefix(3)):\(z.suffix(2))"
        }
        return (wall, zone)
    }

    /// The data of one Photoshop image resource (`8BIM`, id, Pascal name padded to even, size, data).
    private static func resource(_ id: Int, in bytes: [UInt8]) -> [UInt8]? {
        var offset = 0
        while offset + 12 <= bytes.count, bytes.starts(with: "8BIM", at: offset) {
            let resourceID = bytes.uint16BE(offset + 4)
            let nameLength = Int(bytes[offset + 6])
            let sizeAt = offset + 6 + ((nameLength + 2) & ~1)
            guard sizeAt + 4 <= bytes.count else { return nil }
            let size = bytes.uint32BE(sizeAt)
            guard size <= bytes.count - sizeAt - 4 else { return nil }
            if resourceID == id { return Array(bytes[(sizeAt + 4)..<(sizeAt + 4 + size)]) }
            offset = sizeAt + 4 + size + (size & 1)
        }
        return nil
    }
}
