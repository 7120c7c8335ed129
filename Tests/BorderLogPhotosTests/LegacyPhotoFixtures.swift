/// Byte-by-byte builders for the dated photos that carry no EXIF date: TIFFs with IPTC records in IFD0,
/// JPEGs with a Photoshop APP13 segment, and Casio QV JPEGs with a `QVCI` segment.
enum LegacyPhotoFixtures {
    /// One IPTC IIM record of the application record (2:dataset).
    static func iptcRecord(_ dataset: UInt8, _ text: String) -> [UInt8] {
        let value = Array(text.utf8)
        return [0x1C, 2, dataset, UInt8(value.count >> 8), UInt8(value.count & 0xFF)] + value
    }

    /// IPTC records with a caption before the dates, as news agencies write them.
    static func iptcDates(_ date: String, _ time: String) -> [UInt8] {
        iptcRecord(0, "\u{0}\u{4}") + iptcRecord(120, String(repeating: "A caption. ", count: 20)) + iptcRecord(55, date) + iptcRecord(60, time)
    }

    /// A TIFF whose IFD0 holds `entries` (tag, type, count, value bytes). Values longer than four bytes follow the
    /// directory in the order given (so a test can put one last and cut it off); the directory is in tag order.
    static func tiff(_ entries: [(tag: Int, type: Int, count: Int, value: [UInt8])], bigEndian: Bool) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        var data: [UInt8] = []
        var fields: [(tag: Int, bytes: [UInt8])] = []
        let dataStart = 8 + 2 + 12 * entries.count + 4
        for entry in entries {
            var field = u16(entry.tag) + u16(entry.type) + u32(entry.count)
            if entry.value.count <= 4 {
                field += entry.value + [UInt8](repeating: 0, count: 4 - entry.value.count)
            } else {
                field += u32(dataStart + data.count)
                data += entry.value + (entry.value.count % 2 == 1 ? [0] : [])
            }
            fields.append((entry.tag, field))
        }
        let directory = fields.sorted { $0.tag < $1.tag }.flatMap(\.bytes)
        return Array((bigEndian ? "MM" : "II").utf8) + u16(42) + u32(8) + u16(entries.count) + directory + u32(0) + data
    }

    /// A TIFF with a camera model and IPTC records in tag 0x83BB, typed UNDEFINED or (as Photoshop writes it) LONG.
    static func tiffWithIPTC(_ records: [UInt8], asLongs: Bool = false, bigEndian: Bool = false, dateTimeOriginal: String? = nil) -> [UInt8] {
        var entries: [(tag: Int, type: Int, count: Int, value: [UInt8])] = [(0x0110, 2, 4, Array("Cam\0".utf8))]
        if let dateTimeOriginal { entries.append((0x9003, 2, 20, Array(dateTimeOriginal.utf8) + [0])) }
        if asLongs {
            let padded = records + [UInt8](repeating: 0, count: (4 - records.count % 4) % 4)
            entries.append((0x83BB, 4, padded.count / 4, padded))
        } else {
            entries.append((0x83BB, 7, records.count, records))
        }
        return tiff(entries, bigEndian: bigEndian)
    }

    /// A JPEG whose only metadata is one APP`n` segment with `payload`, then an empty scan and the end of the image.
    static func jpeg(marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, 0xD8, 0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
    }

    /// A Photoshop APP13 payload: the signature and one `8BIM` resource 0x0404 (IPTC) with an empty name.
    static func photoshop(_ records: [UInt8]) -> [UInt8] {
        let size = records.count
        return Array("Photoshop 3.0\0".utf8) + Array("8BIM".utf8) + [0x04, 0x04, 0, 0]
            + [UInt8(size >> 24 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + records
            + (size % 2 == 1 ? [0] : [])
    }

    /// A Casio QV `QVCI` APP1 payload: the signature, binary settings, the date text at byte 0x4D, then the model.
    static func qvci(date: String) -> [UInt8] {
        var payload = Array("QVCI\0".utf8) + [UInt8](repeating: 0, count: 0x4D - 5)
        payload[0x2C] = 3  // quality: fine
        return payload + Array(date.utf8) + [0] + Array("\u{0}\u{6}KX-778\u{0}".utf8)
    }
}
