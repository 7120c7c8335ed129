/// The container formats the photo reader understands, recognised from content, not from the name.
public enum MediaContainer: String, Sendable, CaseIterable {
    case jpeg
    /// TIFF and the TIFF-based RAW formats (DNG, CR2, NEF, ARW, ORF, RW2, PEF, …).
    case tiff
    /// HEIC, HEIF and AVIF still images (ISO base media file format with a `meta` box).
    case heif
    case png
    case webp
    /// Fujifilm RAF: a header pointing at an embedded JPEG preview that carries the EXIF.
    case raf
    /// QuickTime MOV and MP4 videos.
    case quickTime

    /// File name extensions a photo library walk considers (lower case). Other files are skipped unread.
    public static let extensions: Set<String> = [
        "jpg", "jpeg", "jpe", "jfif", "tif", "tiff", "dng", "cr2", "nef", "nrw", "arw", "srf", "sr2", "orf", "rw2", "pef",
        "raw", "iiq", "3fr", "erf", "mef", "mos", "srw", "raf", "heic", "heif", "hif", "avif", "png", "webp", "mov", "mp4",
        "m4v", "3gp",
    ]

    /// Whether a walk should look at a file with this name.
    public static func isCandidate(name: String) -> Bool {
        var name = name
        return name.withUTF8(isCandidate(name:))
    }

    /// Whether a walk should look at a file with this name, given as bytes: a walk asks for every file.
    public static func isCandidate(name bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first != UInt8(ascii: "."), let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return extensionKey(bytes[(dot + 1)...]).map(extensionKeys.contains) ?? false
    }

    private static let extensionKeys = Set(extensions.compactMap { extensionKey($0.utf8) })

    /// An extension of one to four ASCII letters or digits, lower-cased and packed into an integer.
    private static func extensionKey(_ bytes: some Collection<UInt8>) -> UInt32? {
        guard (1...4).contains(bytes.count) else { return nil }
        var key: UInt32 = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): key = key << 8 | UInt32(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): key = key << 8 | UInt32(byte)
            default: return nil
            }
        }
        return key
    }

    /// Recognises a container from the first bytes of a file (at least 16 are needed).
    static func sniff(_ head: [UInt8]) -> MediaContainer? {
        guard head.count >= 12 else { return nil }
        if head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF { return .jpeg }
        if head.starts(with: "II") || head.starts(with: "MM") {
            let magic = head.starts(with: "II") ? Int(head[2]) | Int(head[3]) << 8 : head.uint16BE(2)
            // 42 TIFF, 0x4F52/0x5352 Olympus ORF ("IIRO"/"IIRS"), 0x55 Panasonic RW2.
            if [42, 0x4F52, 0x5352, 0x55].contains(magic) { return .tiff }
        }
        if head[0] == 0x89, head.starts(with: "PNG\r\n", at: 1) { return .png }
        if head.starts(with: "RIFF"), head.starts(with: "WEBP", at: 8) { return .webp }
        if head.starts(with: "FUJIFILMCCD-RAW") { return .raf }
        if head.starts(with: "ftyp", at: 4) {
            let brand = head.fourCC(8)
            if ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"].contains(brand) { return .heif }
            return .quickTime
        }
        if ["moov", "mdat", "wide", "free", "skip", "pnot"].contains(head.fourCC(4)) { return .quickTime }
        return nil
    }
}
