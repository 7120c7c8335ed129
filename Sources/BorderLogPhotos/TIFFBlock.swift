/// The EXIF of a TIFF-based file (TIFF, DNG and most RAW formats), gathered into one compact TIFF block.
///
/// A TIFF's directories may sit anywhere in a large file (often after the image data), while libexif takes at
/// most 64 KiB, as in a JPEG segment. So this reads IFD0 and its EXIF and GPS directories where they are, keeps
/// the entries BorderLog uses, and lays them out again in a small TIFF in the file's byte order. Every offset and
/// count is checked against the file.
enum TIFFBlock {
    /// Tags kept from IFD0 (camera, dates some writers put there, IPTC, and the two directory pointers).
    static let ifd0Tags: Set<Int> = [0x010F, 0x0110, 0x0132, 0x9003, 0x9004, 0x8769, 0x8825, iptcTag]
    static let exifTags: Set<Int> = [0x9003, 0x9004, 0x9010, 0x9011, 0x9012, 0x9291]
    static let exifPointer = 0x8769, gpsPointer = 0x8825
    /// IPTC-NAA: raw IPTC IIM records, typed UNDEFINED, BYTE or (by Photoshop) LONG; the bytes are the records either way.
    static let iptcTag = 0x83BB
    /// Kept values are small; IPTC may hold long captions before its dates.
    static let maximumValue = 4096, maximumIPTC = 1 << 20

    struct Entry {
        let tag: Int
        let type: Int
        let count: Int
        /// The value bytes (inline or fetched), in the file's byte order.
        var value: [UInt8]
    }

    /// What a TIFF-based file holds for BorderLog: the compact EXIF block and the IPTC records of IFD0, if any.
    struct Contents {
        var tiff: [UInt8]
        var iptc: [UInt8]?
    }

    /// The compact block of a TIFF structure already in memory (a JPEG APP1 segment, a HEIF Exif item…).
    static func compact(_ bytes: [UInt8]) throws(PhotoReadError) -> [UInt8] {
        try contents(of: MemoryBytes(bytes: bytes)).tiff
    }

    /// The compact block and IPTC records of a TIFF-based file (or of a TIFF structure in memory).
    static func contents(of file: some ByteSource) throws(PhotoReadError) -> Contents {
        let header = try file.readExactly(at: 0, count: 8, what: "TIFF header")
        guard header.starts(with: "II") || header.starts(with: "MM") else { throw .corrupt("EXIF block has no byte order mark") }
        let little = header[0] == UInt8(ascii: "I")
        let reader = Reader(file: file, little: little)
        var ifd0 = try reader.directory(at: reader.uint32(header, 4), keep: ifd0Tags)
        let iptc = ifd0.first(where: { $0.tag == iptcTag })?.value
        ifd0.removeAll { $0.tag == iptcTag }
        var exif: [Entry] = [], gps: [Entry] = []
        if let pointer = ifd0.first(where: { $0.tag == exifPointer }), pointer.value.count == 4 {
            exif = try reader.directory(at: reader.uint32(pointer.value, 0), keep: exifTags)
        }
        if let pointer = ifd0.first(where: { $0.tag == gpsPointer }), pointer.value.count == 4 {
            gps = try reader.directory(at: reader.uint32(pointer.value, 0), keep: Set(0...0x1F))
        }
        return Contents(tiff: Writer(little: little).block(ifd0: ifd0, exif: exif, gps: gps), iptc: iptc)
    }

    static func typeSize(_ type: Int) -> Int? {
        switch type {
        case 1, 2, 6, 7: 1
        case 3, 8: 2
        case 4, 9, 11, 13: 4
        case 5, 10, 12: 8
        default: nil
        }
    }

    private struct Reader<Source: ByteSource> {
        let file: Source
        let little: Bool

        func uint16(_ bytes: [UInt8], _ at: Int) -> Int { little ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : bytes.uint16BE(at) }
        func uint32(_ bytes: [UInt8], _ at: Int) -> Int { little ? bytes.uint32LE(at) : bytes.uint32BE(at) }

        func directory(at offset: Int, keep: Set<Int>) throws(PhotoReadError) -> [Entry] {
            guard offset >= 8, offset + 2 <= file.size else { throw .corrupt("TIFF directory offset \(offset) is outside the file") }
            let countBytes = try file.readExactly(at: offset, count: 2, what: "TIFF directory")
            let count = uint16(countBytes, 0)
            guard count > 0, count <= 1000 else { throw .corrupt("TIFF directory at \(offset) claims \(count) entries") }
            let table = try file.readExactly(at: offset + 2, count: 12 * count, what: "TIFF directory")
            var entries: [Entry] = []
            for index in 0..<count {
                let base = 12 * index
                let tag = uint16(table, base), type = uint16(table, base + 2), components = uint32(table, base + 4)
                guard keep.contains(tag), let size = typeSize(type) else { continue }
                let (length, overflow) = size.multipliedReportingOverflow(by: components)
                guard !overflow, length > 0, length <= (tag == iptcTag ? maximumIPTC : maximumValue) else { continue }
                var value = Array(table[(base + 8)..<(base + 12)])
                if length <= 4 {
                    value = Array(value[0..<length])
                } else {
                    let at = uint32(table, base + 8)
                    guard at + length <= file.size else {
                        if tag == iptcTag { continue }  // optional: a broken IPTC value must not cost the EXIF
                        throw .corrupt("TIFF tag 0x\(String(tag, radix: 16)) points outside the file")
                    }
                    value = try file.readExactly(at: at, count: length, what: "TIFF tag value")
                }
                entries.append(Entry(tag: tag, type: type, count: components, value: value))
            }
            return entries
        }
    }

    private struct Writer {
        let little: Bool

        func u16(_ value: Int) -> [UInt8] { little ? [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] : [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] {
            let bytes = [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return little ? bytes.reversed() : bytes
        }

        func block(ifd0: [Entry], exif: [Entry], gps: [Entry]) -> [UInt8] {
            let directories = [ifd0.filter { $0.tag != exifPointer && $0.tag != gpsPointer }, exif, gps]
            let pointers = [exif.isEmpty ? nil : exifPointer, gps.isEmpty ? nil : gpsPointer].compactMap { $0 }
            let sizes = directories.enumerated().map { index, entries in
                2 + 12 * (entries.count + (index == 0 ? pointers.count : 0)) + 4
            }
            let starts = [8, 8 + sizes[0], 8 + sizes[0] + sizes[1]]
            var dataOffset = 8 + sizes.reduce(0, +)
            var output = (little ? Array("II".utf8) : Array("MM".utf8)) + u16(42) + u32(8)
            var data: [UInt8] = []
            for (index, original) in directories.enumerated() {
                var entries = original
                if index == 0 {
                    if !exif.isEmpty { entries.append(Entry(tag: exifPointer, type: 4, count: 1, value: u32(starts[1]))) }
                    if !gps.isEmpty { entries.append(Entry(tag: gpsPointer, type: 4, count: 1, value: u32(starts[2]))) }
                }
                entries.sort { $0.tag < $1.tag }
                output += u16(entries.count)
                for entry in entries {
                    output += u16(entry.tag) + u16(entry.type) + u32(entry.count)
                    if entry.value.count <= 4 {
                        output += entry.value + [UInt8](repeating: 0, count: 4 - entry.value.count)
                    } else {
                        output += u32(dataOffset)
                        data += entry.value
                        dataOffset += entry.value.count
                        if entry.value.count % 2 == 1 { data.append(0); dataOffset += 1 }
                    }
                }
                output += u32(0)
            }
            return output + data
        }
    }
}

/// Bytes that can be read at an offset: a file on disk or a block already in memory.
protocol ByteSource {
    var size: Int { get }
    func readExactly(at offset: Int, count: Int, what: String) throws(PhotoReadError) -> [UInt8]
}

extension MediaFile: ByteSource {}

struct MemoryBytes: ByteSource {
    let bytes: [UInt8]
    var size: Int { bytes.count }

    func readExactly(at offset: Int, count: Int, what: String) throws(PhotoReadError) -> [UInt8] {
        guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else {
            throw .corrupt("\(what) at byte \(offset) of the EXIF block lies outside it")
        }
        return Array(bytes[offset..<offset + count])
    }
}
