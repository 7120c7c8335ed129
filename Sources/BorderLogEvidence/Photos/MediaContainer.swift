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
        guard let dot = name.lastIndex(of: "."), !name.hasPrefix(".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
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
