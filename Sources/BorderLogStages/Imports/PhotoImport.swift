import BorderLogCore
import BorderLogGeo
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
    /// The geo index; default path when nil.
    public var geoIndexPath: String?

    public init(roots: [String], since: LocalDay? = nil, geoIndexPath: String? = nil) {
        self.roots = roots
        self.since = since
        self.geoIndexPath = geoIndexPath
    }
}

/// What a photo import did.
public struct PhotoImportSummary: Sendable, Equatable {
    public var seen = 0, withGPS = 0, withoutGPS = 0, unchanged = 0, duplicates = 0, rejected = 0, beforeSince = 0, added = 0
    /// Photos whose GPS position was a placeholder or out of range (the date was kept).
    public var placesDropped = 0

    var runCounts: Store.RunCounts {
        Store.RunCounts(seen: seen, added: added, unchanged: unchanged + duplicates, rejected: rejected)
    }

    /// The one-line summary a person reads.
    public var line: String {
        var text = "photos: \(seen) seen, \(withGPS) with GPS, \(withoutGPS) without GPS, \(unchanged) unchanged, \(rejected) rejected"
        if duplicates > 0 { text += ", \(duplicates) already known from another path" }
        if placesDropped > 0 { text += ", \(placesDropped) implausible GPS positions dropped" }
        if beforeSince > 0 { text += ", \(beforeSince) before --since" }
        return text
    }
}

extension Stages {
    /// Photos in a batch import: walk, skip unchanged files by `stat`, read the rest in parallel, write in batches.
    ///
    /// Each batch of files is one transaction, so a killed run keeps what it committed and a rerun picks up the rest.
    /// The next batch is read while the current one is written: the store writes on one thread, and without the
    /// overlap the other cores would idle through every write. Reading leaves the writing thread a core of its own,
    /// because writing takes longer than reading and so sets the pace.
    public static func importPhotos(_ options: PhotoImportOptions, into store: Store, context: StageContext) throws -> PhotoImportSummary {
        try store.recordRun(stage: .photos, arguments: options.roots) {
            let summary = try PhotoImport(options: options, store: store, context: context).run()
            return (summary, summary.runCounts, summary.line)
        }
    }
}

private struct PhotoImport {
    static let batchSize = 500

    let options: PhotoImportOptions
    let store: Store
    let context: StageContext

    func run() throws -> PhotoImportSummary {
        var summary = PhotoImportSummary()
        // What the store knows is read while the folders are listed and the files `stat`ed: on an unchanged
        // library these are nearly all the work.
        let knownRead = Background { [store] in try store.knownSources(format: .photo) }
        let walk = try FileScan.walk(options.roots, selecting: .media) { try knownRead.wait() }
        walk.issues.forEach(context.observer.report)
        summary.rejected += walk.issues.count
        summary.seen = walk.entries.count + walk.unchanged
        summary.unchanged = walk.unchanged
        let pending = walk.entries
        context.logger.info("photos: \(summary.seen) files, \(pending.count) new or changed")

        // An unchanged library needs nothing more: not even the geo index is loaded.
        guard !pending.isEmpty else { return summary }
        let mapper = PhotoSignalMapper(resolve: resolver())
        let chunks = stride(from: 0, to: pending.count, by: Self.batchSize).map {
            Array(pending[$0..<min($0 + Self.batchSize, pending.count)])
        }
        var done = 0
        var reading = Self.read(chunks[0], mapper: mapper)
        for (index, chunk) in chunks.enumerated() {
            let outcomes = try reading.wait()
            if index + 1 < chunks.count { reading = Self.read(chunks[index + 1], mapper: mapper) }
            var batch: [(source: SourceRecord, signals: [Signal])] = []
            for (entry, outcome) in zip(chunk, outcomes) {
                switch outcome {
                case .rejected(let error):
                    context.observer.report(InputIssue(path: entry.path, message: "\(error)"))
                    summary.rejected += 1
                case .signal(let mapped):
                    for warning in mapped.warnings { context.observer.report(InputIssue(.warning, path: entry.path, message: warning)) }
                    if mapped.droppedPlace { summary.placesDropped += 1 }
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
            let (added, duplicates) = try store.importSignals(batch: batch)
            summary.added += added
            summary.duplicates += duplicates
            done += chunk.count
            context.observer.progress(done: done, total: pending.count, unit: .files)
        }
        return summary
    }

    /// Threads that read photos: the others' share of the cores, leaving the writing thread one of its own.
    static let readingThreads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)

    /// One batch read on the other cores while the caller writes the previous one.
    private static func read(_ chunk: [FileScan.Entry], mapper: PhotoSignalMapper) -> Background<[PhotoBatchReader.Outcome]> {
        let paths = chunk.map(\.path)
        return Background { PhotoBatchReader.read(paths, mapper: mapper, threads: readingThreads) }
    }

    /// Country and zone at a coordinate from the offline index, when one is installed; otherwise the
    /// signals keep what the files say and `borderlog resolve` completes them later.
    private func resolver() -> (@Sendable (Coordinate) -> GeoResolution?)? {
        let without = "countries and zones are left to `borderlog resolve`"
        guard let index = GeoIndex.loadIfPresent(path: options.geoIndexPath, without: without, logger: context.logger) else { return nil }
        return { coordinate in index.resolve(latitude: coordinate.latitude, longitude: coordinate.longitude) }
    }
}
