/// A walker over ISO base media file format boxes (HEIF, AVIF, MP4, QuickTime) that reads box headers only.
enum ISOBMFFBoxes {
    struct Box {
        let type: String
        /// File offset of the box's payload (after size, type and any large size).
        let payload: Int
        /// File offset just past the box.
        let end: Int
        var payloadLength: Int { end - payload }
    }

    /// The boxes laid end to end in `range` of the file. A box that runs past the range is truncated.
    /// With `tolerant`, a last box cut short by the end of the file is kept, clipped, and the walk stops there.
    static func children(of file: MediaFile, in range: Range<Int>, limit: Int = 4096, tolerant: Bool = false) throws(PhotoReadError) -> [Box] {
        var boxes: [Box] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            guard boxes.count < limit else { throw .corrupt("more than \(limit) boxes at one level") }
            let header = try file.read(at: offset, count: 16)
            guard header.count >= 8 else { throw .truncated("box header at byte \(offset)") }
            var size = header.uint32BE(0)
            var headerLength = 8
            if size == 1 {
                guard header.count == 16 else { throw .truncated("large box header at byte \(offset)") }
                size = header.uint64BE(8)
                headerLength = 16
            } else if size == 0 {
                size = range.upperBound - offset
            }
            let type = header.fourCC(4)
            guard size >= headerLength else { throw .corrupt("box '\(printable(type))' at byte \(offset) has size \(size)") }
            let (end, overflow) = offset.addingReportingOverflow(size)
            guard !overflow, end <= range.upperBound else {
                if tolerant {
                    boxes.append(Box(type: type, payload: offset + headerLength, end: range.upperBound))
                    break
                }
                throw .truncated("box '\(printable(type))' at byte \(offset) runs past the end of its container")
            }
            boxes.append(Box(type: type, payload: offset + headerLength, end: end))
            offset = end
        }
        return boxes
    }

    /// The top-level boxes of the file, stopping at the first truncated one (media data is often cut short).
    static func topLevel(of file: MediaFile) throws(PhotoReadError) -> [Box] {
        try children(of: file, in: 0..<file.size, limit: 1024, tolerant: true)
    }

    static func printable(_ type: String) -> String {
        String(type.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? Character($0) : "?" })
    }
}

/// Finds the `Exif` item of a HEIF/AVIF file through `meta` → `iinf`/`iloc` and returns its TIFF block.
enum HEIFExifItem {
    /// Extents one `iloc` box may list, over all its items. A photo has a few per tile at most; with offset and
    /// length fields of zero bytes an extent takes no room in the box, so without a bound a 100 KB box could
    /// list a billion of them.
    static let maximumExtents = 65_536

    static func exifTIFF(in file: MediaFile) throws(PhotoReadError) -> [UInt8]? {
        let top = try ISOBMFFBoxes.topLevel(of: file)
        guard let meta = top.first(where: { $0.type == "meta" }) else { throw .corrupt("HEIF file without a 'meta' box") }
        let metaBytes = try file.readExactly(at: meta.payload, count: meta.payloadLength, what: "HEIF 'meta' box")
        let boxes = try BoxBytes.children(metaBytes, from: 4)  // full box: skip version and flags
        guard let iinf = boxes.first(where: { $0.type == "iinf" }), let iloc = boxes.first(where: { $0.type == "iloc" }) else {
            throw .corrupt("HEIF 'meta' box lacks 'iinf' or 'iloc'")
        }
        guard let itemID = try exifItemID(metaBytes, iinf) else { return nil }
        guard let extents = try locations(metaBytes, iloc)[itemID] else { throw .corrupt("Exif item \(itemID) has no location") }
        guard extents.method <= 1 else { throw .corrupt("Exif item built from another item (construction method \(extents.method))") }
        var payload: [UInt8] = []
        for extent in extents.ranges {
            guard extent.count > 0, extent.count <= MediaFile.maximumRead - payload.count else {
                throw .corrupt("Exif item length \(extent.count) is not plausible")
            }
            if extents.method == 1 {
                // Offsets count from the first byte of the data of the meta box's 'idat', already read.
                guard let idat = boxes.first(where: { $0.type == "idat" }) else { throw .corrupt("Exif item refers to a missing 'idat'") }
                guard extent.upperBound <= idat.payloadLength else { throw .corrupt("Exif item runs past its 'idat' box") }
                payload += metaBytes[(idat.payload + extent.lowerBound)..<(idat.payload + extent.upperBound)]
            } else {
                payload += try file.readExactly(at: extent.lowerBound, count: extent.count, what: "Exif item")
            }
        }
        guard payload.count >= 4 else { throw .corrupt("Exif item shorter than its header") }
        let skip = payload.uint32BE(0)
        guard skip <= payload.count - 4 - 8 else { throw .corrupt("Exif item TIFF offset \(skip) is outside the item") }
        return Array(payload[(4 + skip)...])
    }

    private static func exifItemID(_ bytes: [UInt8], _ iinf: BoxBytes.Box) throws(PhotoReadError) -> Int? {
        guard iinf.payloadLength >= 6 else { throw .corrupt("'iinf' box too short") }
        let version = bytes[iinf.payload]
        let entriesStart = iinf.payload + (version == 0 ? 6 : 8)
        for infe in try BoxBytes.children(bytes, from: entriesStart, to: iinf.end) where infe.type == "infe" {
            let p = infe.payload
            guard infe.end - p >= 4 else { continue }
            let infeVersion = bytes[p]
            guard infeVersion >= 2 else { continue }
            let idLength = infeVersion == 2 ? 2 : 4
            guard infe.end - p >= 4 + idLength + 2 + 4 else { continue }
            let id = idLength == 2 ? bytes.uint16BE(p + 4) : bytes.uint32BE(p + 4)
            if bytes.fourCC(p + 4 + idLength + 2) == "Exif" { return id }
        }
        return nil
    }

    struct Extents {
        var method: Int
        var ranges: [Range<Int>]
    }

    private static func locations(_ bytes: [UInt8], _ iloc: BoxBytes.Box) throws(PhotoReadError) -> [Int: Extents] {
        var reader = BoxBytes.Reader(bytes: bytes, offset: iloc.payload, end: iloc.end)
        let version = try reader.int(1)
        _ = try reader.int(3)
        let sizes = try reader.int(1), more = try reader.int(1)
        let offsetSize = sizes >> 4, lengthSize = sizes & 0xF, baseSize = more >> 4
        let indexSize = version == 1 || version == 2 ? more & 0xF : 0
        let count = try reader.int(version < 2 ? 2 : 4)
        var result: [Int: Extents] = [:]
        var extentsListed = 0
        for _ in 0..<min(count, 65_536) {
            let id = try reader.int(version < 2 ? 2 : 4)
            var method = 0
            if version == 1 || version == 2 { method = try reader.int(2) & 0xF }
            _ = try reader.int(2)  // data reference index
            let base = try reader.int(baseSize)
            let extentCount = try reader.int(2)
            extentsListed += extentCount
            guard extentsListed <= maximumExtents else { throw .corrupt("'iloc' lists more than \(maximumExtents) extents") }
            var ranges: [Range<Int>] = []
            for _ in 0..<extentCount {
                if indexSize > 0 { _ = try reader.int(indexSize) }
                let offset = try reader.int(offsetSize), length = try reader.int(lengthSize)
                let (start, overflow) = base.addingReportingOverflow(offset)
                let (_, overflow2) = start.addingReportingOverflow(length)
                guard !overflow, !overflow2 else { throw .corrupt("'iloc' extent overflows") }
                ranges.append(start..<start + length)
            }
            result[id] = Extents(method: method, ranges: ranges)
        }
        return result
    }
}

/// Boxes inside a buffer already read (a `meta` or `udta` box), with bounds-checked integer reads.
enum BoxBytes {
    struct Box {
        let type: String
        /// Offset of the whole box (its size field) in the buffer.
        let start: Int
        let payload: Int
        let end: Int
        var payloadLength: Int { end - payload }
    }

    static func children(_ bytes: [UInt8], from: Int, to: Int? = nil) throws(PhotoReadError) -> [Box] {
        let limit = min(to ?? bytes.count, bytes.count)
        var boxes: [Box] = []
        var offset = from
        while offset + 8 <= limit {
            var size = bytes.uint32BE(offset)
            var headerLength = 8
            if size == 1 {
                guard offset + 16 <= limit else { throw .truncated("large box header") }
                size = bytes.uint64BE(offset + 8)
                headerLength = 16
            } else if size == 0 {
                size = limit - offset
            }
            guard size >= headerLength, size <= limit - offset else {
                throw .corrupt("box '\(ISOBMFFBoxes.printable(bytes.fourCC(offset + 4)))' has size \(size) outside its container")
            }
            boxes.append(Box(type: bytes.fourCC(offset + 4), start: offset, payload: offset + headerLength, end: offset + size))
            offset += size
            guard boxes.count < 65_536 else { throw .corrupt("too many boxes") }
        }
        return boxes
    }

    struct Reader {
        let bytes: [UInt8]
        var offset: Int
        let end: Int

        /// A big-endian unsigned integer of `width` bytes (0, 1, 2, 3, 4 or 8).
        mutating func int(_ width: Int) throws(PhotoReadError) -> Int {
            guard [0, 1, 2, 3, 4, 8].contains(width) else { throw .corrupt("integer field of \(width) bytes") }
            guard offset + width <= end else { throw .truncated("box ends inside a field") }
            var value: UInt64 = 0
            for i in 0..<width { value = value << 8 | UInt64(bytes[offset + i]) }
            offset += width
            guard value <= UInt64(Int.max) else { throw .corrupt("field value too large") }
            return Int(value)
        }
    }
}
