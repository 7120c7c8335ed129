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

    /// A QuickTime movie header with `©xyz` (ISO 6709, e.g. `+48.8584+002.2945/`), the `mdta` keys
    /// `com.apple.quicktime.location.ISO6709` and `com.apple.quicktime.creationdate` when given, and the `mvhd`
    /// creation time.
    public static func quickTime(location: String?, creationDate: String?, created: Date?, appleLocation: String? = nil) -> [UInt8] {
        var moov = movieHeader(created: created)
        if let location { moov += box("udta", xyz(location)) }
        let items = [("com.apple.quicktime.location.ISO6709", appleLocation), ("com.apple.quicktime.creationdate", creationDate)]
        let present = items.compactMap { key, value in value.map { (key: key, value: $0) } }
        if !present.isEmpty { moov += appleMetadata(present) }
        return box("ftyp", Array("qt  ".utf8) + be32(0) + Array("qt  ".utf8)) + box("moov", moov) + box("mdat", [0, 0, 0, 0])
    }

    /// A QuickTime `meta` box as iPhones write it: an `mdta` handler, the `keys`, and in `ilst` one UTF-8 `data` item
    /// per key.
    public static func appleMetadata(_ items: [(key: String, value: String)]) -> [UInt8] {
        let hdlr = fullBox("hdlr", be32(0) + Array("mdta".utf8) + [UInt8](repeating: 0, count: 12) + [0])
        var keys = be32(items.count), list: [UInt8] = []
        for (index, item) in items.enumerated() {
            keys += be32(8 + item.key.utf8.count) + Array("mdta".utf8) + Array(item.key.utf8)
            list += box(be32(index + 1), box("data", be32(1) + be32(0) + Array(item.value.utf8)))
        }
        return box("meta", hdlr + fullBox("keys", keys) + box("ilst", list))
    }

    /// An MP4/3GP movie as phones write it: `ftyp` with `brand`, `moov` holding `mvhd` (the creation time, UTC) and a
    /// `udta` of `userData` boxes, then one track whose own `udta` holds `trackUserData` (none when empty), then `mdat`.
    /// Android's MediaMuxer writes `mp42` with only `©xyz` in `udta`; 3GP phones `3gp4`..`3gp6` with `loci` and `yrrc`.
    public static func mp4(brand: String = "mp42", created: Date?, userData: [[UInt8]], trackUserData: [[UInt8]] = []) -> [UInt8] {
        var moov = movieHeader(created: created)
        let trackHeader = fullBox("tkhd", [UInt8](repeating: 0, count: 80))
        moov += box("trak", trackHeader + (trackUserData.isEmpty ? [] : box("udta", trackUserData.flatMap { $0 })))
        if !userData.isEmpty { moov += box("udta", userData.flatMap { $0 }) }
        let ftyp = box("ftyp", Array(brand.utf8) + be32(0) + Array(brand.utf8) + Array("isom".utf8))
        return ftyp + box("moov", moov) + box("mdat", [0, 0, 0, 0])
    }

    /// `mvhd` version 0: creation and modification time (seconds since 1904, 0 when unknown), time scale, duration.
    static func movieHeader(created: Date?) -> [UInt8] {
        let seconds = created.map { Int($0.timeIntervalSince1970 + 2_082_844_800) } ?? 0
        var body = be32(seconds) + be32(seconds) + be32(600) + be32(0) + be32(0x0001_0000) + [1, 0] + [UInt8](repeating: 0, count: 10)
        body += [UInt8](repeating: 0, count: 36 + 24) + be32(2)
        return fullBox("mvhd", body)
    }

    // MARK: - Video user-data boxes

    /// `©xyz` as Android's MediaMuxer writes it: text length, language `0x15C7`, ISO 6709 text (`+38.7139-009.1394/`).
    public static func xyz(_ iso6709: String) -> [UInt8] { internationalText("xyz", iso6709) }

    /// A QuickTime `©…` text box (`©day`, `©xyz`): text length, language `0x15C7`, the text.
    public static func internationalText(_ name: String, _ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        return box([0xA9] + Array(name.utf8), [UInt8(bytes.count >> 8 & 0xFF), UInt8(bytes.count & 0xFF), 0x15, 0xC7] + bytes)
    }

    /// A 3GPP TS 26.244 `loci` box: language `eng`, the place name (already encoded: ``utf8String(_:)`` or
    /// ``utf16String(_:)``, or hostile bytes), role (0 shooting), longitude, latitude and altitude as 16.16 fixed point,
    /// then the astronomical body and notes (encoded likewise).
    public static func loci(
        name: [UInt8], role: UInt8 = 0, latitude: Double, longitude: Double, altitude: Double = 0,
        body: [UInt8] = utf8String("earth"), notes: [UInt8] = utf8String("")
    ) -> [UInt8] {
        fullBox("loci", [0x15, 0xC7] + name + [role] + fixed(longitude) + fixed(latitude) + fixed(altitude) + body + notes)
    }

    /// A 3GPP `yrrc` (recording year) box.
    public static func recordingYear(_ year: Int) -> [UInt8] { fullBox("yrrc", [UInt8(year >> 8 & 0xFF), UInt8(year & 0xFF)]) }

    /// A `date` box holding ISO 8601 text, as Samsung phones write it.
    public static func date(_ text: String) -> [UInt8] { box("date", Array(text.utf8)) }

    /// A NUL-terminated UTF-8 string.
    public static func utf8String(_ text: String) -> [UInt8] { Array(text.utf8) + [0] }

    /// A UTF-16 string: big-endian byte order mark, big-endian units, two NULs.
    public static func utf16String(_ text: String) -> [UInt8] {
        [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } + [0, 0]
    }

    /// Signed 16.16 fixed point.
    public static func fixed(_ value: Double) -> [UInt8] { be32(Int(UInt32(bitPattern: Int32((value * 65_536).rounded())))) }

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
