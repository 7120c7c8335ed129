import ArgumentParser
import BorderLogCore
import BorderLogEvidence
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
            photo under two paths counts once. Unreadable, truncated or corrupt files and files without a usable date \
            are listed on stderr as `path: reason` and counted; exit status 2 when any file was rejected.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Import only photos taken on or after this day. Format: YYYY-MM-DD.")
    var since: LocalDay?

    @Flag(help: "Never show the progress bar (it is shown only when stderr is a terminal).")
    var noProgress = false

    @Option(name: .customLong("make-samples"), help: .hidden)
    var makeSamples: String?

    @Argument(help: "Photo folders or files.")
    var paths: [String] = []

    public init() {}

    public func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one photo folder or file.") }
        if makeSamples != nil, paths.count != 1 { throw ValidationError("--make-samples writes into exactly one folder.") }
    }

    public mutating func run() throws {
        if let makeSamples {
            try PhotoSamples.write(csv: makeSamples, into: paths[0])
            return
        }
        let (store, lock) = try global.openForWriting(stage: "photos")
        defer { withExtendedLifetime(lock) {} }
        let importer = PhotoImport(
            store: store, since: since, progress: !noProgress && isatty(STDERR_FILENO) == 1, logger: global.logger)
        let paths = paths
        let summary = try store.recordRun(stage: "photos", arguments: paths) {
            let summary = try importer.run(paths)
            return (summary, summary.runCounts, summary.line)
        }
        Console.err(summary.line)
        if summary.rejected > 0 { throw ExitCode(2) }
    }
}
