import Foundation

/// Small, valid media files that carry EXIF, written by BorderLog itself for `samples/` and the tests.
public enum SampleMedia {
    /// An 8×8 mid-grey baseline JPEG body after SOI: quantisation table, frame, one-symbol Huffman tables, scan, EOI.
    static let jpegBody: [UInt8] = [
        0xFF, 0xDB, 0x00, 0x43, 0x00,
    ] + [UInt8](repeating: 1, count: 64) + [
        0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00,
        0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0xFF, 0xC4, 0x00, 0x14, 0x10, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00,
        0x3F, 0xFF, 0xD9,
    ]

    /// A JPEG with an `Exif` APP1 segment holding `tiff`.
    public static func jpeg(exif tiff: [UInt8]) -> [UInt8] {
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = payload.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpegBody
    }

    /// A 1×1 grey PNG with an `eXIf` chunk.
    public static func png(exif tiff: [UInt8]) -> [UInt8] {
        let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]
        let pixels: [UInt8] = [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0x00, 0x80, 0x00, 0x82, 0x00, 0x81]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", header) + pngChunk("eXIf", tiff)
            + pngChunk("IDAT", pixels) + pngChunk("IEND", [])
    }

    /// A WebP (extended format header) with an `EXIF` chunk.
    public static func webp(exif tiff: [UInt8]) -> [UInt8] {
        let vp8x: [UInt8] = [0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let body = Array("WEBP".utf8) + riffChunk("VP8X", vp8x) + riffChunk("EXIF", tiff)
        return Array("RIFF".utf8) + le32(body.count) + body
    }

    /// A HEIC-style ISOBMFF file: `ftyp heic`, a `meta` box whose `iinf`/`iloc` point at an `Exif` item in `mdat`.
    public static func heic(exif tiff: [UInt8], brand: String = "heic", inItemData: Bool = false) -> [UInt8] {
        let item = be32(6) + Array("Exif\0\0".utf8) + tiff
        let ftyp = box("ftyp", Array(brand.utf8) + be32(0) + Array("mif1".utf8) + Array(brand.utf8))
        let hdlr = fullBox("hdlr", be32(0) + Array("pict".utf8) + [UInt8](repeating: 0, count: 12) + [0])
        let infe = fullBox("infe", version: 2, [0, 1, 0, 0] + Array("Exif".utf8) + [0])
        let iinf = fullBox("iinf", [0, 1] + infe)
        if inItemData {
            // iloc version 1, construction method 1: the item sits in the meta box's own 'idat', after a
            // few bytes of another item, its offset counted from the start of the idat's data.
            let iloc = fullBox("iloc", version: 1, [0x44, 0x00, 0, 1, 0, 1, 0, 1, 0, 0, 0, 1] + be32(3) + be32(item.count))
            return ftyp + fullBox("meta", hdlr + iinf + iloc + box("idat", [7, 7, 7] + item)) + box("mdat", [])
        }
        func meta(offset: Int) -> [UInt8] {
            let iloc = fullBox("iloc", [0x44, 0x00, 0, 1, 0, 1, 0, 0, 0, 1] + be32(offset) + be32(item.count))
            return fullBox("meta", hdlr + iinf + iloc)
        }
        let offset = ftyp.count + meta(offset: 0).count + 8
        return ftyp + meta(offset: offset) + box("mdat", item)
    }

    /// A QuickTime movie header with `©xyz` (ISO 6709, e.g. `+48.8584+002.2945/`), an optional
    /// `com.apple.quicktime.creationdate`, and the `mvhd` creation time.
    public static func quickTime(location: String?, creationDate: String?, created: Date?) -> [UInt8] {
        let ftyp = box("ftyp", Array("qt  ".utf8) + be32(0) + Array("qt  ".utf8))
        let seconds = created.map { Int($0.timeIntervalSince1970 + 2_082_844_800) } ?? 0
        var mvhdBody = be32(seconds) + be32(seconds) + be32(600) + be32(0) + be32(0x0001_0000) + [1, 0] + [UInt8](repeating: 0, count: 10)
        mvhdBody += [UInt8](repeating: 0, count: 36 + 24) + be32(2)
        var moov = fullBox("mvhd", mvhdBody)
        if let location {
            let text = Array(location.utf8)
            moov += box("udta", box([0xA9] + Array("xyz".utf8), [UInt8(text.count >> 8), UInt8(text.count & 0xFF), 0x15, 0xC7] + text))
        }
        if let creationDate {
            let key = "com.apple.quicktime.creationdate"
            let hdlr = fullBox("hdlr", be32(0) + Array("mdta".utf8) + [UInt8](repeating: 0, count: 12) + [0])
            let keys = fullBox("keys", be32(1) + be32(8 + key.utf8.count) + Array("mdta".utf8) + Array(key.utf8))
            let data = box("data", be32(1) + be32(0) + Array(creationDate.utf8))
            let ilst = box("ilst", box(be32(1), data))
            moov += box("meta", hdlr + keys + ilst)
        }
        return ftyp + box("moov", moov) + box("mdat", [0, 0, 0, 0])
    }

    // MARK: - Building blocks

    public static func be32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    public static func le32(_ value: Int) -> [UInt8] { be32(value).reversed() }

    public static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { box(Array(type.utf8), payload) }
    public static func box(_ type: [UInt8], _ payload: [UInt8]) -> [UInt8] { be32(8 + payload.count) + type + payload }
    public static func fullBox(_ type: String, version: UInt8 = 0, _ payload: [UInt8]) -> [UInt8] { box(type, [version, 0, 0, 0] + payload) }

    public static func riffChunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        Array(type.utf8) + le32(payload.count) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    public static func pngChunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + payload
        return be32(payload.count) + body + be32(Int(crc32(body)))
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension SampleMedia {
    /// A JPEG whose EXIF block the project's own writer made from `metadata`.
    public static func jpeg(_ metadata: SamplePhotoMetadata, bigEndian: Bool = true) -> [UInt8] {
        jpeg(exif: ExifWriter.tiff(metadata, bigEndian: bigEndian))
    }
}

extension SamplePhotoMetadata {
    /// Christmas Eve in Lisbon, with GPS, date and camera.
    public static let lisbon = SamplePhotoMetadata(
        latitude: 38.7139, longitude: -9.1394, altitude: 45, dateTimeOriginal: "2025:12:24 19:30:05", make: "Test", model: "Cam")
}
