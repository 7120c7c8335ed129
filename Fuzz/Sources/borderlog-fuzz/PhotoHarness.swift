import BorderLogModel
@testable import BorderLogPhotos

/// Photo and video metadata: each harness walks one container the way `PhotoMetadataReader` does, then hands
/// what it found to the same follow-up readers (compact TIFF block, libexif, IPTC, XMP) and the signal mapper.
enum PhotoHarness {
    /// A TIFF block as found in a JPEG APP1 segment or a HEIF Exif item: compacted, then read by libexif.
    static func exifBlock(_ bytes: [UInt8]) {
        if let contents = try? TIFFBlock.contents(of: MemoryBytes(bytes: bytes)) {
            if let iptc = contents.iptc { _ = IPTCDates.read(records: iptc) }
            finish(.tiff, exif: contents.tiff, xmp: nil, file: nil)
        }
        // libexif also sees the block as it came, uncompacted, as it would from a TIFF-based file's compaction bug.
        var metadata = PhotoMetadata(container: .tiff)
        try? ExifReader.read(tiff: bytes, into: &metadata)
        map(metadata)
    }

    /// HEIF/AVIF: `meta` → `iinf`/`iloc` → the Exif item; and the same file's boxes as a MOV/MP4 would be walked.
    static func isobmff(_ bytes: [UInt8]) {
        guard let file = mediaFile(bytes) else { return }
        _ = try? ISOBMFFBoxes.topLevel(of: file)
        if let block = try? HEIFExifItem.exifTIFF(in: file) { finish(.heif, exif: block, xmp: nil, file: file) }
        whole(file)
    }

    /// MOV/MP4/3GP: `moov` → `mvhd`, `udta` (©xyz, 3GPP `loci`, `yrrc`, `date`, `©day`), a track's `udta`, `meta` keys
    /// and items, and the precedence between them.
    static func quickTime(_ bytes: [UInt8]) {
        guard let file = mediaFile(bytes) else { return }
        var metadata = PhotoMetadata(container: .quickTime)
        if let read = try? QuickTimeMetadata.read(file, into: &metadata) {
            _ = PhotoMetadataReader.identity(read, size: file.size)
            map(metadata)
        }
        whole(file)
    }

    static func png(_ bytes: [UInt8]) {
        guard let file = mediaFile(bytes) else { return }
        if let (exif, xmp) = try? PNGChunks.metadata(in: file) { finish(.png, exif: exif, xmp: xmp, file: file) }
        whole(file)
    }

    static func webp(_ bytes: [UInt8]) {
        guard let file = mediaFile(bytes) else { return }
        if let (exif, xmp) = try? WebPChunks.metadata(in: file) { finish(.webp, exif: exif, xmp: xmp, file: file) }
        whole(file)
    }

    /// JPEG marker segments: EXIF APP1, XMP APP1, Photoshop APP13 (IPTC), Casio QVCI, FLIR chunks and their FFF record
    /// (read here whatever the EXIF holds; the production path reads it only for what the EXIF lacks).
    static func jpeg(_ bytes: [UInt8]) {
        guard let file = mediaFile(bytes) else { return }
        if let found = try? JPEGSegments.segments(in: file) {
            if let photoshop = found.photoshop { _ = IPTCDates.read(photoshop: photoshop) }
            if let qvci = found.qvci { _ = CasioQVCI.dateTimeOriginal(segment: qvci) }
            if !found.flir.isEmpty, let reading = try? FLIRRecords.read(found.flir, in: file) {
                var metadata = PhotoMetadata(container: .jpeg)
                reading.fill(&metadata)
                map(metadata)
            }
            finish(.jpeg, exif: found.exif, xmp: found.xmp, file: file)
        }
        whole(file)
    }

    /// An XMP packet on its own: `XMLTree`'s libxml2 tree parse and the date and GPS reading over it.
    static func xmp(_ bytes: [UInt8]) {
        guard let packet = XMPPacket.parse(bytes) else { return }
        var metadata = PhotoMetadata(container: .jpeg)
        metadata.xmpDateTime = packet.dateTime
        metadata.xmpOffset = packet.offset
        (metadata.latitude, metadata.longitude) = (packet.latitude, packet.longitude)
        map(metadata)
    }

    // MARK: - Shared steps

    /// The input as a file, for the readers that read at offsets; nil for the bytes no photo starts with.
    private static func mediaFile(_ bytes: [UInt8]) -> MediaFile? {
        try? MediaFile(path: ScratchFile.write(bytes))
    }

    /// The production path over the same file: sniffing, the container's walk, identity, EXIF and XMP.
    private static func whole(_ file: MediaFile) {
        if let extraction = try? PhotoMetadataReader.read(file) { map(extraction.metadata) }
    }

    /// What `PhotoMetadataReader` does with a container's EXIF block and XMP location.
    private static func finish(_ container: MediaContainer, exif: [UInt8]?, xmp: XMPLocation?, file: MediaFile?) {
        var metadata = PhotoMetadata(container: container)
        if let exif {
            let compact = container == .tiff ? exif : (try? TIFFBlock.compact(exif))
            if let compact { try? ExifReader.read(tiff: compact, into: &metadata) }
        }
        if let file, let xmp, let bytes = try? xmp.read(from: file), let packet = XMPPacket.parse(bytes) {
            metadata.xmpDateTime = packet.dateTime
            metadata.xmpOffset = packet.offset
        }
        map(metadata)
    }

    /// A Google Photos Takeout sidecar: the JSON read within its limits, then mapped beside a photo without a date or
    /// place (the sidecar fills both) and beside one with both (the disagreement rule).
    static func sidecar(_ bytes: [UInt8]) {
        guard let sidecar = try? TakeoutSidecar.parse(bytes, name: "IMG_0001.jpg.supplemental-metadata.json") else { return }
        _ = try? mapper.map(PhotoMetadata(container: .jpeg), sidecar: sidecar, identity: "photo:fuzz")
        var dated = PhotoMetadata(container: .jpeg)
        dated.dateTimeOriginal = "2024:07:01 12:00:00"
        dated.latitude = 48.8584
        dated.longitude = 2.2945
        _ = try? mapper.map(dated, sidecar: sidecar, identity: "photo:fuzz")
    }

    /// The signal mapper over whatever dates and positions came out (placeholders, impossible values…).
    private static func map(_ metadata: PhotoMetadata) {
        _ = try? mapper.map(metadata, identity: "photo:fuzz")
    }

    /// Today pinned, so a run does not depend on the day it starts.
    private static let mapper = PhotoSignalMapper(today: LocalDay(year: 2026, month: 6, day: 1)!)
}
