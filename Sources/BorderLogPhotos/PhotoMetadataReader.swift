import BorderLogModel

/// Reads the metadata of one photo or video file: sniffs the container, reads only its metadata block,
/// and derives the file's content identity from those bytes and the file size.
public enum PhotoMetadataReader {
    /// What one file yielded.
    public struct Extraction: Sendable, Equatable {
        public var metadata: PhotoMetadata
        /// `photo:` and a fingerprint of the metadata bytes read and the file size: the same photo found
        /// under another path (copied, moved) has the same identity.
        public var identity: String
        /// The file has no metadata at all (`metadata` is empty): its identity is a fingerprint of its first bytes.
        public var isBare = false
    }

    /// The bytes of a bare file's content that make its identity: enough to tell two screenshots of one size apart.
    static let bareIdentityBytes = 64 << 10

    /// Reads `path`; `allowingBare`: a file without any metadata gives an empty extraction (for a Takeout sidecar to
    /// date) instead of the error `noMetadata`.
    public static func read(path: String, allowingBare: Bool = false) throws(PhotoReadError) -> Extraction {
        try read(try MediaFile(path: path), allowingBare: allowingBare)
    }

    /// Reads a file already open (or a photo inflated from an archive).
    static func read(_ file: MediaFile, allowingBare: Bool = false) throws(PhotoReadError) -> Extraction {
        let head = try file.read(at: 0, count: 32)
        guard !head.isEmpty else { throw .truncated("the file is empty") }
        guard let container = MediaContainer.sniff(head) else {
            throw .unrecognised("content is not JPEG, TIFF/RAW, HEIF/AVIF, PNG, WebP or QuickTime/MP4")
        }
        var metadata = PhotoMetadata(container: container)
        let block: [UInt8]?
        var identityBytes: [UInt8] = []
        var xmp: XMPLocation?
        var flir: [FLIRRecords.Chunk] = []
        switch container {
        case .jpeg:
            let found = try JPEGSegments.segments(in: file)
            if let photoshop = found.photoshop, let created = IPTCDates.read(photoshop: photoshop) {
                metadata.iptcDateCreated = created.wall
                metadata.iptcOffset = created.offset
                guard found.exif != nil else { return Extraction(metadata: metadata, identity: identity(photoshop, size: file.size)) }
            }
            if found.exif == nil, let qvci = found.qvci, let date = CasioQVCI.dateTimeOriginal(segment: qvci) {
                metadata.dateTimeOriginal = date
                return Extraction(metadata: metadata, identity: identity(qvci, size: file.size))
            }
            block = found.exif
            xmp = found.xmp
            flir = found.flir
        case .tiff:
            let contents = try TIFFBlock.contents(of: file)
            block = contents.tiff
            if let iptc = contents.iptc, let created = IPTCDates.read(records: iptc) {
                metadata.iptcDateCreated = created.wall
                metadata.iptcOffset = created.offset
                // Part of the identity: scans of one size from one scanner may differ only in their IPTC date.
                identityBytes = iptc
            }
        case .heif: block = try HEIFExifItem.exifTIFF(in: file)
        case .png: (block, xmp) = try PNGChunks.metadata(in: file)
        case .webp: (block, xmp) = try WebPChunks.metadata(in: file)
        case .raf: block = try RAFPreview.exifTIFF(in: file)
        case .quickTime:
            let bytes = try QuickTimeMetadata.read(file, into: &metadata)
            return Extraction(metadata: metadata, identity: identity(bytes, size: file.size))
        }
        var exifError: PhotoReadError?
        if let block {
            do throws(PhotoReadError) {
                let compact = container == .tiff ? block : try TIFFBlock.compact(block)
                try ExifReader.read(tiff: compact, into: &metadata)
            } catch {
                exifError = error
            }
        }
        // A FLIR thermal camera's own records date and place the picture where its EXIF does not.
        var flirRecords: [UInt8] = []
        if !flir.isEmpty, metadata.dateTimeOriginal == nil || metadata.offsetTimeOriginal == nil || metadata.latitude == nil {
            do throws(PhotoReadError) {
                let reading = try FLIRRecords.read(flir, in: file)
                reading.fill(&metadata)
                flirRecords = reading.bytes
                // Part of the identity: two thermal pictures may differ only in what their FLIR records say.
                identityBytes += flirRecords
            } catch {
                metadata.warnings.append("FLIR segments ignored: \(error)")
            }
        }
        if metadata.dateTimeOriginal == nil, metadata.dateTimeDigitized == nil, metadata.iptcDateCreated == nil,
           let bytes = try xmp?.read(from: file), let packet = XMPPacket.parse(bytes), packet.dateTime != nil {
            metadata.xmpDateTime = packet.dateTime
            metadata.xmpOffset = packet.offset
            if metadata.latitude == nil, metadata.longitude == nil {
                (metadata.latitude, metadata.longitude) = (packet.latitude, packet.longitude)
            }
            // Part of the identity: two exports of one picture may differ only in the date their packet gives.
            identityBytes += bytes
        }
        // A broken EXIF block is not fatal when FLIR records, IPTC or XMP still date the photo (with a broken block,
        // DateTimeOriginal can only have come from the FLIR records).
        if let exifError, metadata.dateTimeOriginal == nil, metadata.iptcDateCreated == nil, metadata.xmpDateTime == nil {
            throw exifError
        }
        guard block != nil || metadata.xmpDateTime != nil || !flirRecords.isEmpty else {
            guard allowingBare else { throw .noMetadata(container) }
            return Extraction(metadata: metadata, identity: identity(try file.read(at: 0, count: bareIdentityBytes), size: file.size), isBare: true)
        }
        return Extraction(metadata: metadata, identity: identity(block ?? [], identityBytes, size: file.size))
    }

    static func identity(_ parts: [UInt8]..., size: Int) -> String {
        var fingerprint = Fingerprint()
        for bytes in parts { fingerprint.combine(bytes) }
        fingerprint.combine(String(size))
        return "photo:" + fingerprint.hex
    }
}
