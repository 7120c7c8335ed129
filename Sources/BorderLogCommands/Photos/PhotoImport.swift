import BorderLogCore
import BorderLogEvidence
import BorderLogGeo
import BorderLogStore
import Foundation
import Logging

/// One photo import run: walk, skip unchanged files by `stat`, read the rest in parallel, write in batches.
///
/// Each batch of files is one transaction, so a killed run keeps what it committed and a rerun picks up the rest.
/// The next batch is read while the current one is written: the store writes on one thread, and without the overlap
/// the other cores would idle through every write. Reading leaves the writing thread a core of its own, because
/// writing takes longer than reading and so sets the pace.
struct PhotoImport {
    static let batchSize = 500

    let store: Store
    let since: LocalDay?
    let progress: Bool
    let logger: Logger

    struct Summary {
        var seen = 0, withGPS = 0, withoutGPS = 0, unchanged = 0, duplicates = 0, rejected = 0, beforeSince = 0, added = 0
        var placesDropped = 0

        var runCounts: Store.RunCounts {
            Store.RunCounts(seen: seen, added: added, unchanged: unchanged + duplicates, rejected: rejected)
        }

        var line: String {
            var text = "photos: \(seen) seen, \(withGPS) with GPS, \(withoutGPS) without GPS, \(unchanged) unchanged, \(rejected) rejected"
            if duplicates > 0 { text += ", \(duplicates) already known from another path" }
            if placesDropped > 0 { text += ", \(placesDropped) implausible GPS positions dropped" }
            if beforeSince > 0 { text += ", \(beforeSince) before --since" }
            return text
        }
    }

    func run(_ roots: [String]) throws -> Summary {
        var summary = Summary()
        // What the store knows is read while the folders are listed and the files `stat`ed: on an unchanged
        // library these are nearly all the work.
        let knownRead = Background { [store] in try store.knownSources(format: "photo") }
        let walk = try PhotoLibraryWalker.walk(roots) { try knownRead.wait() }
        for issue in walk.issues { Console.err(issue.description) }
        summary.rejected += walk.issues.count
        summary.seen = walk.entries.count + walk.unchanged
        summary.unchanged = walk.unchanged
        let pending = walk.entries
        logger.info("photos: \(summary.seen) files, \(pending.count) new or changed")

        // An unchanged library needs nothing more: not even the geo index is loaded.
        guard !pending.isEmpty else { return summary }
        let mapper = PhotoSignalMapper(resolve: PhotoImport.resolver(logger: logger))
        var bar = ProgressBar(total: pending.count, enabled: progress && !pending.isEmpty)
        let chunks = stride(from: 0, to: pending.count, by: PhotoImport.batchSize).map {
            Array(pending[$0..<min($0 + PhotoImport.batchSize, pending.count)])
        }
        var start = 0
        var reading = PhotoImport.read(chunks[0], mapper: mapper)
        for (index, chunk) in chunks.enumerated() {
            let outcomes = try reading.wait()
            if index + 1 < chunks.count { reading = PhotoImport.read(chunks[index + 1], mapper: mapper) }
            var batch: [(source: SourceRecord, signals: [Signal])] = []
            for (entry, outcome) in zip(chunk, outcomes) {
                switch outcome {
                case .rejected(let error):
                    bar.clear()
                    Console.err("\(entry.path): \(error)")
                    summary.rejected += 1
                case .signal(let mapped):
                    for warning in mapped.warnings {
                        bar.clear()
                        Console.err("\(entry.path): warning: \(warning)")
                    }
                    if mapped.warnings.contains(where: { $0.hasPrefix("GPS") && $0.contains("place") }) { summary.placesDropped += 1 }
                    if let since, mapped.signal.day < since {
                        summary.beforeSince += 1
                        continue
                    }
                    if mapped.signal.coordinate != nil { summary.withGPS += 1 } else { summary.withoutGPS += 1 }
                    let source = SourceRecord(
                        path: entry.path, format: "photo", size: entry.size, mtime: entry.mtime, contentHash: mapped.signal.identity)
                    batch.append((source, [mapped.signal]))
                }
            }
            let (added, duplicates) = try store.importSignals(batch: batch)
            summary.added += added
            summary.duplicates += duplicates
            start += chunk.count
            bar.update(done: start)
        }
        bar.finish()
        return summary
    }

    /// Threads that read photos: the others' share of the cores, leaving the writing thread one of its own.
    static let readingThreads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)

    /// One batch read on the other cores while the caller writes the previous one.
    private static func read(_ chunk: [PhotoLibraryWalker.Entry], mapper: PhotoSignalMapper) -> Background<[PhotoBatchReader.Outcome]> {
        let paths = chunk.map(\.path)
        return Background { PhotoBatchReader.read(paths, mapper: mapper, threads: readingThreads) }
    }

    /// Country and zone at a coordinate from the offline index, when one is installed; otherwise the
    /// signals keep what the files say and `borderlog resolve` completes them later.
    static func resolver(logger: Logger) -> (@Sendable (Coordinate) -> PhotoPlace?)? {
        guard FileManager.default.fileExists(atPath: GeoIndex.defaultPath()) else {
            logger.info("photos: no geo index at \(GeoIndex.defaultPath()); countries and zones are left to `borderlog resolve`")
            return nil
        }
        do {
            let index = try GeoIndex.load()
            return { coordinate in
                let place = index.resolve(latitude: coordinate.latitude, longitude: coordinate.longitude)
                return PhotoPlace(country: place.country, timeZone: place.timeZone, nearBorder: place.nearBorder)
            }
        } catch {
            logger.warning("photos: geo index not usable (\(error)); countries and zones are left to `borderlog resolve`")
            return nil
        }
    }
}
