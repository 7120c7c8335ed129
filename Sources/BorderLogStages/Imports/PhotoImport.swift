import BorderLogArchive
import BorderLogFiles
import BorderLogGeo
import BorderLogModel
import BorderLogPhotoLibrary
import BorderLogPhotos
import BorderLogStore
import Foundation
import Logging

/// What `importPhotos` is asked to do.
public struct PhotoImportOptions: Sendable {
    /// Photo folders or files.
    public var roots: [String]
    /// Only photos taken on or after this day.
    public var since: LocalDay?

    public init(roots: [String], since: LocalDay? = nil) {
        self.roots = roots
        self.since = since
    }
}

/// What a photo import did.
public struct PhotoImportSummary: Sendable, Equatable {
    public var seen = 0, withGPS = 0, withoutGPS = 0, unchanged = 0, duplicates = 0, rejected = 0, beforeSince = 0, added = 0
    /// Photos whose GPS position was a placeholder or out of range (the date was kept).
    public var placesDropped = 0
    /// Google Photos Takeout sidecars read, the photos they gave a place or time, the photos whose sidecar
    /// disagreed with the file beyond tolerance (the file's values kept), and sidecars that could not be read.
    public var sidecars = 0, filledFromSidecar = 0, sidecarConflicts = 0, brokenSidecars = 0
    /// Zip archives opened and read (their photos and videos count as seen one by one).
    public var archives = 0
    /// Photos libraries read (their assets count as seen one by one), and those passed by because their database had
    /// not changed since the last import.
    public var libraries = 0, librariesUnchanged = 0
    /// Assets in a library's trash (left out), and assets gone from a library since its last import (signals removed).
    public var trashedAssets = 0, assetsRemoved = 0
    /// Every photo read, in walk order, when the import was a dry run (nothing is stored then).
    public var found: [PhotoLine] = []
    public var dryRun = false

    var runCounts: Store.RunCounts {
        Store.RunCounts(seen: seen, added: added, unchanged: unchanged + duplicates, rejected: rejected)
    }

    /// The one-line summary a person reads.
    public var line: String {
        var text = "photos: \(seen) seen, \(withGPS) with GPS, \(withoutGPS) without GPS, \(unchanged) unchanged, \(rejected) rejected"
        if archives > 0 { text += ", \(archives) zip archive\(archives == 1 ? "" : "s") read" }
        if libraries + librariesUnchanged > 0 {
            text += ", \(libraries + librariesUnchanged) Photos librar\(libraries + librariesUnchanged == 1 ? "y" : "ies")"
            text += librariesUnchanged > 0 ? " (\(librariesUnchanged) unchanged)" : ""
        }
        if trashedAssets > 0 { text += ", \(trashedAssets) trashed assets left out" }
        if assetsRemoved > 0 { text += ", \(assetsRemoved) assets gone from their library removed" }
        if duplicates > 0 { text += ", \(duplicates) already known from another path" }
        if placesDropped > 0 { text += ", \(placesDropped) implausible GPS positions dropped" }
        if beforeSince > 0 { text += ", \(beforeSince) before --since" }
        if sidecars > 0 {
            text += ", \(sidecars) Takeout sidecars read (\(filledFromSidecar) filled a place or time, \(sidecarConflicts) disagreed with EXIF)"
        }
        if brokenSidecars > 0 { text += ", \(brokenSidecars) unreadable sidecars" }
        if dryRun { text += " (dry run: store not touched)" }
        return text
    }
}

extension Stages {
    /// Photos in a batch import: walk, skip unchanged files by `stat`, read the rest (and their Google Photos Takeout
    /// sidecars; a zip archive's photos and sidecars from inside it) in parallel, write in batches. Without a store (a
    /// dry run) the photos are returned in the summary and nothing is written.
    ///
    /// Each batch of files is one transaction, so a killed run keeps what it committed and a rerun picks up the rest.
    /// The next batch is read while the current one is written: the store writes on one thread, and without the
    /// overlap the other cores would idle through every write. Reading leaves the writing thread a core of its own,
    /// because writing takes longer than reading and so sets the pace.
    public static func importPhotos(_ options: PhotoImportOptions, into store: Store?, context: StageContext) throws -> PhotoImportSummary {
        try PhotoImport(options: options, imports: ImportRun(store: store, context: context)).run()
    }
}

extension PhotoImportSummary: ImportSummary, StoredSignalCounts {
    static let kind = ImportKind(stage: .photos, selection: .photos, format: .photo)

    /// Everything seen is in one part of the summary: unchanged, rejected (unreadable paths too), before --since, with
    /// GPS or without.
    mutating func count(_ walk: FileScan.Walk) {
        seen += walk.unchanged + walk.issues.count
        unchanged += walk.unchanged
        rejected += walk.issues.count
    }
}

private struct PhotoImport {
    static let batchSize = 500

    let options: PhotoImportOptions
    let imports: ImportRun<PhotoImportSummary>
    /// Reads the members of zip archives; its temporary folder goes with it when the import ends, however it ends.
    let archivedMedia = ArchivedMedia()
    var store: Store? { imports.store }
    var context: StageContext { imports.context }

    /// A photo file or archive member to read, and where it is stored from.
    typealias Pending = (entry: FileScan.Entry, item: PhotoBatchReader.Item)

    func run() throws -> PhotoImportSummary {
        try imports.run(arguments: options.roots) { summary in
            // What the store knows is read while the folders are listed and the files `stat`ed: on an unchanged
            // library these are nearly all the work.
            let knownRead = Background { [imports] in try imports.knownFiles() }
            // A Photos library named directly, or found in a folder, is read from its database, never walked.
            let named = options.roots.map { ($0, PhotoLibrary.at($0)) }
            let walk = try imports.scan(named.filter { $0.1 == nil }.map(\.0), known: { try knownRead.wait() }, into: &summary)
            for library in named.compactMap(\.1) + walk.packages.compactMap(PhotoLibrary.at) {
                try PhotoLibraryImport(library: library, imports: imports, since: options.since)
                    .run(known: try knownRead.wait(), resolve: resolver, into: &summary)
            }
            let (archives, opened, pending) = listed(walk, into: &summary)
            context.logger.info("photos: \(summary.seen) files and archive members, \(pending.count) new or changed")
            // An unchanged library needs nothing more: not even the geo index is loaded.
            if !pending.isEmpty { try importFiles(pending, into: &summary) }
            try record(archives, opened: opened)
        }
    }

    /// The photos the walk found, each with its Google Photos Takeout sidecar, then the members of the zip archives
    /// among them (each its own source, stamped with its archive's size and modification time); the archives, and
    /// those that could be opened. Archives that cannot be listed are rejected.
    private func listed(
        _ walk: FileScan.Walk, into summary: inout PhotoImportSummary
    ) -> (archives: [FileScan.Entry], opened: [String], pending: [Pending]) {
        let (archives, files) = Self.separateArchives(walk.entries)
        let listing = TakeoutArchiveLookup.list(archives.map(\.path), through: archivedMedia)
        for failure in listing.failures { context.observer.report(InputIssue(path: failure.archive, message: failure.reason)) }
        summary.rejected += listing.failures.count
        summary.archives = listing.opened.count
        let sidecars = TakeoutSidecarLookup.sidecars(for: files.map(\.path))
        var pending = zip(files, sidecars).map { (entry: $0, item: PhotoBatchReader.Item(path: $0.path, sidecar: $1)) }
        let stamps = Dictionary(archives.map { ($0.path, $0.stamp) }, uniquingKeysWith: { first, _ in first })
        for item in listing.items {
            guard case .member(let archive, _) = item.media, let stamp = stamps[archive] else { continue }
            pending.append((FileScan.Entry(path: item.media.path, size: stamp.size, mtime: stamp.mtime), item))
        }
        summary.seen += pending.count + listing.failures.count
        return (archives, listing.opened, pending)
    }

    /// Reads `pending` in batches, the next read while the current one is written, and writes each batch in one
    /// transaction (or keeps its photos' lines in a dry run).
    private func importFiles(_ pending: [Pending], into summary: inout PhotoImportSummary) throws {
        let mapper = PhotoSignalMapper(resolve: resolver())
        let chunks = stride(from: 0, to: pending.count, by: Self.batchSize).map {
            Array(pending[$0..<min($0 + Self.batchSize, pending.count)])
        }
        var done = 0
        var reading = read(chunks[0], mapper: mapper)
        for (index, chunk) in chunks.enumerated() {
            let outcomes = try reading.wait()
            if index + 1 < chunks.count { reading = read(chunks[index + 1], mapper: mapper) }
            let batch = batch(chunk, outcomes, into: &summary)
            try imports.write(batch, into: &summary)
            if !imports.writes { summary.found += batch.map { PhotoLine(path: $0.source.path, signal: $0.signals[0]) } }
            done += chunk.count
            context.observer.progress(done: done, total: pending.count, unit: .files)
        }
    }

    /// The sources and signals of one batch read: each rejection and warning reported, every photo counted, those
    /// before --since left out.
    private func batch(
        _ chunk: [Pending], _ outcomes: [PhotoBatchReader.Outcome], into summary: inout PhotoImportSummary
    ) -> [(source: SourceRecord, signals: [Signal])] {
        var batch: [(source: SourceRecord, signals: [Signal])] = []
        for ((entry, _), outcome) in zip(chunk, outcomes) {
            switch outcome {
            case .rejected(let error):
                context.observer.report(InputIssue(path: entry.path, message: "\(error)"))
                summary.rejected += 1
            case .signal(let mapped):
                for warning in mapped.warnings { context.observer.report(InputIssue(.warning, path: entry.path, message: warning)) }
                if mapped.droppedPlace { summary.placesDropped += 1 }
                summary.count(mapped.sidecar)
                if let since = options.since, mapped.signal.day < since {
                    summary.beforeSince += 1
                    continue
                }
                if mapped.signal.coordinate != nil { summary.withGPS += 1 } else { summary.withoutGPS += 1 }
                let source = SourceRecord(
                    path: entry.path, format: .photo, size: entry.size, mtime: entry.mtime, contentHash: mapped.signal.identity)
                batch.append((source, [mapped.signal]))
            }
        }
        return batch
    }

    /// Splits what the walk found into zip archives (by content: a file named directly whatever its name, or a
    /// `.zip` found in a folder) and the rest, which the photo reader sniffs itself.
    private static func separateArchives(_ entries: [FileScan.Entry]) -> (archives: [FileScan.Entry], files: [FileScan.Entry]) {
        var archives: [FileScan.Entry] = [], files: [FileScan.Entry] = []
        for entry in entries {
            let named = entry.isExplicit || entry.path.lowercased().hasSuffix(".zip")
            if named && ZipArchive.isArchive(path: entry.path) { archives.append(entry) } else { files.append(entry) }
        }
        return (archives, files)
    }

    /// Records each archive read as a source of its own, without signals, once all its members are written: its
    /// stamp is what lets a rerun pass an unchanged archive by from a `stat`. A run killed before this reads the
    /// archive again (its members already stored count as known).
    private func record(_ archives: [FileScan.Entry], opened: [String]) throws {
        guard let store else { return }
        let opened = Set(opened)
        let sources = try archives.filter { opened.contains($0.path) }.map { archive in
            let hash = try FileScan.contentHash(archive.path, size: archive.size)
            let source = SourceRecord(path: archive.path, format: .photo, size: archive.size, mtime: archive.mtime, contentHash: "zip:" + hash)
            return (source, [Signal]())
        }
        if !sources.isEmpty { try store.importSignals(batch: sources) }
    }

    /// Threads that read photos: the others' share of the cores, leaving the writing thread one of its own.
    static let readingThreads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)

    /// One batch read on the other cores while the caller writes the previous one.
    private func read(_ chunk: [Pending], mapper: PhotoSignalMapper) -> Background<[PhotoBatchReader.Outcome]> {
        let items = chunk.map(\.item)
        return Background { [archivedMedia] in
            PhotoBatchReader.read(items, mapper: mapper, threads: Self.readingThreads, archives: archivedMedia)
        }
    }

    /// Country and zone at a coordinate from the offline index, when one is installed; otherwise the
    /// signals keep what the files say and `borderlog resolve` completes them later.
    private func resolver() -> (@Sendable (Coordinate) -> GeoResolution?)? {
        let without = "countries and zones are left to `borderlog resolve`"
        guard let index = context.geo.optional(without: without, logger: context.logger) else { return nil }
        return { coordinate in index.resolve(latitude: coordinate.latitude, longitude: coordinate.longitude) }
    }
}

private extension PhotoImportSummary {
    mutating func count(_ sidecar: PhotoSignalMapper.SidecarUse) {
        if sidecar.read { sidecars += 1 }
        if sidecar.broken { brokenSidecars += 1 }
        if sidecar.filled { filledFromSidecar += 1 }
        if sidecar.conflicts > 0 { sidecarConflicts += 1 }
    }
}
