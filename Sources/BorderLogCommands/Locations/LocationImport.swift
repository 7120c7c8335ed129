import BorderLogCore
import BorderLogEvidence
import BorderLogGeo
import BorderLogStore
import Foundation
import Logging

/// One `borderlog locations` run: find the files, skip unchanged ones by `stat`, stream the rest
/// through a reader, the mapper and the thinning rule, and write signals in chunks.
///
/// Each chunk is one transaction. Until a file's last chunk is written its source row carries no
/// size or mtime, so a killed run reads the file again next time (duplicates are ignored by identity).
struct LocationImport {
    /// Signals per store transaction.
    static let chunkSize = 10_000
    /// Points per hand-over from the reading thread to the worker.
    static let pointChunkSize = 4_096
    static let sourceFormat = "location"

    let store: Store?
    let reader: LocationFileReader
    let thinning: LocationThinning
    let index: GeoIndex?
    let progress: Bool
    let logger: Logger

    /// What happened to one file; also the `--dry-run` JSON line.
    struct FileResult: Encodable {
        enum Outcome: String, Encodable { case imported, unchanged, rejected, skipped }
        var path: String
        var format: String?
        var outcome: Outcome = .imported
        var points = 0, timestamped = 0, untimed = 0, kept = 0, added = 0, alreadyStored = 0, rejectedRecords = 0
        var firstUTC: String?, lastUTC: String?, minUTC: String?, maxUTC: String?
        var reason: String?
    }

    struct Summary {
        var files: [FileResult] = []

        var runCounts: Store.RunCounts {
            Store.RunCounts(seen: files.reduce(0) { $0 + $1.points }, added: files.reduce(0) { $0 + $1.added },
                            unchanged: files.reduce(0) { $0 + $1.alreadyStored }, rejected: rejected)
        }

        var rejected: Int {
            files.reduce(0) { $0 + $1.rejectedRecords } + files.filter { $0.outcome == .rejected }.count
        }

        var line: String {
            func sum(_ key: KeyPath<FileResult, Int>) -> Int { files.reduce(0) { $0 + $1[keyPath: key] } }
            let unchanged = files.filter { $0.outcome == .unchanged }.count
            let rejectedFiles = files.filter { $0.outcome == .rejected }.count
            let skipped = files.filter { $0.outcome == .skipped }.count
            var text = "locations: \(files.count - skipped) file\(files.count - skipped == 1 ? "" : "s") (\(unchanged) unchanged, \(rejectedFiles) rejected)"
            if skipped > 0 { text += ", \(skipped) other files skipped" }
            text += ", \(sum(\.points)) points read, \(sum(\.timestamped)) timestamped (\(sum(\.untimed)) without a time, not stored)"
            text += ", \(sum(\.kept)) kept after thinning, \(sum(\.added)) added, \(sum(\.alreadyStored)) already stored, \(sum(\.rejectedRecords)) records rejected"
            return text
        }
    }

    func run(_ paths: [String]) throws -> Summary {
        var summary = Summary()
        let files = Self.expand(paths)
        let known = try store?.knownSources(format: Self.sourceFormat) ?? KnownFiles()
        let totalBytes = files.reduce(Int64(0)) { $0 + $1.size }
        let megabyte: Int64 = 1 << 20
        var bar = ProgressBar(total: Int((totalBytes + megabyte - 1) / megabyte), unit: "MB", enabled: progress && totalBytes > 64 * megabyte)
        var doneBytes: Int64 = 0
        for file in files {
            if known.stamp(path: file.path) == KnownFiles.Stamp(size: file.size, mtime: file.mtime) {
                summary.files.append(FileResult(path: file.path, outcome: .unchanged))
                doneBytes += file.size
                continue
            }
            let result = try importFile(file) { read in bar.update(done: Int((doneBytes + read) / megabyte)) }
            doneBytes += file.size
            bar.clear()
            for issue in result.issues { Console.err(issue.description) }
            if result.issueCount > result.issues.count {
                Console.err("\(file.path): \(result.issueCount - result.issues.count) more rejected records not listed")
            }
            if let reason = result.file.reason, result.file.outcome != .imported { Console.err("\(file.path): \(reason)") }
            logger.info("locations: \(file.path): \(result.file.format ?? "?"), \(result.file.points) points, \(result.file.kept) kept, \(result.file.added) added")
            summary.files.append(result.file)
        }
        bar.finish()
        return summary
    }

    private struct Imported {
        var file: FileResult
        var issues: [InputIssue]
        var issueCount: Int
    }

    private func importFile(_ file: FoundFile, progress: @escaping (Int64) -> Void) throws -> Imported {
        var result = FileResult(path: file.path)
        // Until the file's last chunk is written its source row has no size or mtime, so a killed run reads it
        // again; the content hash is the real one from the start, because the store drops a source's earlier
        // signals when its hash changes (a changed file replaces what it said).
        let contentHash = file.size >= 0 ? try Self.contentHash(file.path, size: file.size) : ""
        let partial = SourceRecord(path: file.path, format: Self.sourceFormat, size: -1, mtime: -1, contentHash: contentHash)
        let worker = LocationPointWorker(stream: LocationSignalStream(index: index, thinning: thinning), store: store, source: partial)
        var points: [LocationPoint] = []
        points.reserveCapacity(Self.pointChunkSize)
        let sink = LocationSink(path: file.path) { point in
            points.append(point)
            if points.count >= Self.pointChunkSize {
                worker.submit(points)
                points.removeAll(keepingCapacity: true)
            }
        }
        do {
            let format = try reader.read(path: file.path, sink: sink, progress: progress)
            result.format = format.rawValue
        } catch let error as LocationReadError {
            result.outcome = file.explicit ? .rejected : .skipped
            result.reason = file.explicit ? "rejected: \(error.message)" : "skipped: \(error.message)"
        } catch {
            _ = try? worker.finish()  // what was read is written; the worker thread ends
            throw error
        }
        if !points.isEmpty { worker.submit(points) }
        let totals = try worker.finish()
        result.kept = totals.kept
        result.added = totals.added
        result.alreadyStored = totals.unchanged
        result.points = sink.points
        result.timestamped = sink.timestamped
        result.untimed = sink.untimed
        result.rejectedRecords = sink.rejected
        result.firstUTC = sink.firstUTC.map { RFC3339.utc($0, milliseconds: true) }
        result.lastUTC = sink.lastUTC.map { RFC3339.utc($0, milliseconds: true) }
        result.minUTC = sink.minUTC.map { RFC3339.utc($0, milliseconds: true) }
        result.maxUTC = sink.maxUTC.map { RFC3339.utc($0, milliseconds: true) }
        if result.outcome == .imported, let store {
            let source = SourceRecord(path: file.path, format: Self.sourceFormat, size: file.size, mtime: file.mtime, contentHash: contentHash)
            try store.importSignals(batch: [(source, [])])
        }
        return Imported(file: result, issues: sink.issues, issueCount: sink.issueCount)
    }

    /// Size plus the first and last 64 KB: notices a changed export without reading gigabytes.
    static func contentHash(_ path: String, size: Int64) throws -> String {
        var fingerprint = Fingerprint()
        fingerprint.combine(String(size))
        guard let handle = FileHandle(forReadingAtPath: path) else { return fingerprint.hex }
        defer { try? handle.close() }
        let block = 64 * 1024
        fingerprint.combine(Array(try handle.read(upToCount: block) ?? Data()))
        if size > Int64(block) {
            try handle.seek(toOffset: UInt64(max(Int64(block), size - Int64(block))))
            fingerprint.combine(Array(try handle.read(upToCount: block) ?? Data()))
        }
        return fingerprint.hex
    }

    struct FoundFile {
        let path: String
        let size: Int64
        let mtime: Double
        /// Named on the command line (an unreadable one is rejected) rather than found in a folder (skipped).
        let explicit: Bool
    }

    /// Files named, and files under folders named (recursively, hidden ones skipped), sorted by path.
    static func expand(_ paths: [String]) -> [FoundFile] {
        var found: [FoundFile] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                found.append(FoundFile(path: path, size: -1, mtime: -1, explicit: true))
                continue
            }
            if !isDirectory.boolValue {
                if let file = status(path, explicit: true) { found.append(file) }
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
            var inside: [FoundFile] = []
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                let full = (path as NSString).appendingPathComponent(relative)
                if let file = status(full, explicit: false) { inside.append(file) }
            }
            found += inside.sorted { $0.path < $1.path }
        }
        return found
    }

    private static func status(_ path: String, explicit: Bool) -> FoundFile? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FoundFile(path: path, size: Int64(info.st_size),
                         mtime: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9, explicit: explicit)
    }
}
