import ArgumentParser
import BorderLogModel
import BorderLogStages
import Foundation

/// `borderlog photos` / `borderlog-photos`: GPS and capture time from photo and video metadata.
public struct PhotosCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Import presence evidence from photo and video metadata.",
        discussion: """
            Walks folders recursively (hidden files and non-media skipped, symbolic links followed once) and reads only \
            the metadata of JPEG, TIFF and TIFF-based RAW (DNG, CR2, NEF, ARW, ORF, RW2, PEF…), RAF, HEIC/HEIF/AVIF, PNG, \
            WebP and MOV/MP4 files: GPS position, DateTimeOriginal with OffsetTimeOriginal, GPS date and time, camera. \
            Files unchanged since the last import (same path, size and modification time) are not read again; the same \
            photo under two paths counts once. Google Photos Takeout folders are read as they are: each photo's JSON \
            sidecar (IMG_1234.jpg.json, IMG_1234.jpg.supplemental-metadata.json and their shortened, duplicate and \
            edited-copy forms) gives the time (photoTakenTime) and place (geoData) the file itself lacks; where both \
            have a value the file's is kept, and a sidecar that disagrees (over 50 km, or over 14 hours) is a warning. \
            A broken sidecar is a warning, never a lost photo; album metadata.json files are ignored. A Takeout zip \
            (given directly under any name, or a .zip found in a folder; recognised by content) is read without \
            unpacking: each photo or video inside is recorded as ARCHIVE!/MEMBER, paired with its sidecar across the \
            parts of a multi-part Takeout given together, and an archive unchanged since its last import is not \
            opened again. A damaged member is rejected as ARCHIVE!/MEMBER: reason and the rest are read. An Apple Photos \
            library (a .photoslibrary folder, given or found in a folder, or its database/Photos.sqlite) is read from a \
            read-only copy of its database, iCloud-only photos included and trashed ones left out: each asset is \
            recorded as LIBRARY!/UUID, its originals folder is not walked, and a library whose database is unchanged is \
            not opened again. Unreadable, \
            truncated or corrupt files and files without a usable date are listed on stderr as `path: reason` and \
            counted; exit status 2 when any file was rejected.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Import only photos taken on or after this day. Format: YYYY-MM-DD.")
    var since: LocalDay?

    @Flag(help: "Print each photo read, one JSON object per line (the `signals --format jsonl` fields and dateSource, placeSource), and write nothing to the store.")
    var dryRun = false

    @OptionGroup var progress: ProgressOptions

    @OptionGroup var index: GeoIndexOptions

    @Argument(help: "Photo folders, files, zip archives of them (a Google Takeout), or Apple Photos libraries.")
    var paths: [String] = []

    public init() {}

    public func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one photo folder or file.") }
    }

    public mutating func run() throws {
        let options = PhotoImportOptions(roots: paths, since: since)
        let (context, observer) = global.context(progress: progress.shown, geo: index.geo)
        let summary: PhotoImportSummary
        if dryRun {
            summary = try Stages.importPhotos(options, into: nil, context: context)
            observer.finish()
            for photo in summary.found { try Console.jsonLine(photo) }
        } else {
            summary = try global.importForEachPerson(.photos) { store, _ in
                try Stages.importPhotos(options, into: store, context: context)
            }
            observer.finish()
        }
        Console.err(summary.line)
        if summary.rejected > 0 { throw ExitCode(2) }
    }
}
