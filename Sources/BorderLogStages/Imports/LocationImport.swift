import BorderLogCore
import BorderLogGeo
import BorderLogLocations
import BorderLogStore
import Foundation
import Logging

/// What `importLocations` is asked to do.
public struct LocationImportOptions: Sendable {
    /// Export files, zip archives or folders.
    public var paths: [String]
    /// Read every file as this format instead of recognising it.
    public var format: LocationFormat?
    public var thinning: LocationThinning
    /// The geo index; default path when nil.
    public var geoIndexPath: String?

    public init(paths: [String], format: LocationFormat? = nil, thinning: LocationThinning = LocationThinning(), geoIndexPath: String? = nil) {
        self.paths = paths
        self.format = format
        self.thinning = thinning
        self.geoIndexPath = geoIndexPath
    }
}

/// What a location import did, file by file.
public struct LocationImportSummary: Sendable {
    /// What happened to one file; also the `--dry-run` JSON line.
    public struct FileResult: Codable, Sendable {
        public enum Outcome: String, Codable, Sendable { case imported, unchanged, rejected, skipped }
        public var path: String
        public var format: String?
        public var outcome: Outcome = .imported
        public var points = 0, timestamped = 0, untimed = 0, kept = 0, added = 0, alreadyStored = 0, rejectedRecords = 0
        public var firstUTC: String?, lastUTC: String?, minUTC: String?, maxUTC: String?
        public var reason: String?
    }

    /// Files read (or rejected, or skipped), in scan order.
    public var files: [FileResult] = []
    /// Files unchanged since their last import, not read again.
    public var unchangedFiles = 0

    var runCounts: Store.RunCounts {
        Store.RunCounts(seen: sum(\.points), added: sum(\.added), unchanged: sum(\.alreadyStored), rejected: rejected)
    }

    /// Rejected records and rejected files.
    public var rejected: Int {
        sum(\.rejectedRecords) + files.filter { $0.outcome == .rejected }.count
    }

    private func sum(_ key: KeyPath<FileResult, Int>) -> Int { files.reduce(0) { $0 + $1[keyPath: key] } }

    /// The one-line summary a person reads.
    public var line: String {
        let rejectedFiles = files.filter { $0.outcome == .rejected }.count
        let skipped = files.filter { $0.outcome == .skipped }.count
        let counted = files.count + unchangedFiles - skipped
        var text = "locations: \(counted) file\(counted == 1 ? "" : "s") (\(unchangedFiles) unchanged, \(rejectedFiles) rejected)"
        if skipped > 0 { text += ", \(skipped) other files skipped" }
        text += ", \(sum(\.points)) points read, \(sum(\.timestamped)) timestamped (\(sum(\.untimed)) without a time, not stored)"
        text += ", \(sum(\.kept)) kept after thinning, \(sum(\.added)) added, \(sum(\.alreadyStored)) already stored, \(sum(\.rejectedRecords)) records rejected"
        return text
    }
}

extension Stages {
    /// Location exports into the store: find the files, skip unchanged ones by `stat`, stream the rest through a
    /// reader, the mapper and the thinning rule, and write signals in chunks. Without a store (a dry run) the files
    /// are read and counted only.
    public static func importLocations(_ options: LocationImportOptions, into store: Store?, context: StageContext) throws -> LocationImportSummary {
        let without = "days use the export's offset or UTC until `borderlog resolve`, and every point is kept (thinning needs countries)"
        let index = GeoIndex.loadIfPresent(path: options.geoIndexPath, without: without, logger: context.logger)
        let importer = LocationImport(options: options, store: store, index: index, context: context)
        guard let store else { return try importer.run() }
        return try store.recordRun(stage: .locations, arguments: options.paths) {
            let summary = try importer.run()
            return (summary, summary.runCounts, summary.line)
        }
    }
}

/// Each chunk of signals is one transaction. Until a file's last chunk is written its source row carries no
/// size or mtime, so a killed run reads the file again next time (duplicates are ignored by identity).
struct LocationImport {
    /// Signals per store transaction.
    static let chunkSize = 10_000
    /// Points per hand-over from the reading thread to the worker.
    static let pointChunkSize = 4_096

    let options: LocationImportOptions
    let store: Store?
    let index: GeoIndex?
    let context: StageContext

    func run() throws -> LocationImportSummary {
        var summary = LocationImportSummary()
        let walk = try FileScan.walk(options.paths, selecting: .everything) { try store?.knownSources(format: .location) ?? KnownFiles() }
        for issue in walk.issues {
            summary.files.append(.init(path: issue.path, outcome: .rejected, reason: "rejected: \(issue.message)"))
            context.observer.report(issue)
        }
        summary.unchangedFiles = walk.unchanged
        let reader = LocationFileReader(format: options.format)
        let totalBytes = walk.entries.reduce(Int64(0)) { $0 + $1.size }
        let megabyte: Int64 = 1 << 20
        let showProgress = totalBytes > 64 * megabyte
        let totalMegabytes = Int((totalBytes + megabyte - 1) / megabyte)
        var doneBytes: Int64 = 0
        for file in walk.entries {
            let result = try importFile(file, reader: reader) { read in
                if showProgress { context.observer.progress(done: Int((doneBytes + read) / megabyte), total: totalMegabytes, unit: .megabytes) }
            }
            doneBytes += file.size
            result.issues.forEach(context.observer.report)
            if result.issueCount > result.issues.count {
                context.observer.report(InputIssue(path: file.path, message: "\(result.issueCount - result.issues.count) more rejected records not listed"))
            }
            if let reason = result.file.reason, result.file.outcome != .imported {
                context.observer.report(InputIssue(result.file.outcome == .skipped ? .warning : .error, path: file.path, message: reason))
            }
            context.logger.info("locations: \(file.path): \(result.file.format ?? "?"), \(result.file.points) points, \(result.file.kept) kept, \(result.file.added) added")
            summary.files.append(result.file)
        }
        return summary
    }

    private struct Imported {
        var file: LocationImportSummary.FileResult
        var issues: [InputIssue]
        var issueCount: Int
    }

    private func importFile(_ file: FileScan.Entry, reader: LocationFileReader, progress: @escaping (Int64) -> Void) throws -> Imported {
        var result = LocationImportSummary.FileResult(path: file.path)
        // Until the file's last chunk is written its source row has no size or mtime, so a killed run reads it
        // again; the content hash is the real one from the start, because the store drops a source's earlier
        // signals when its hash changes (a changed file replaces what it said).
        let contentHash = try FileScan.contentHash(file.path, size: file.size)
        let partial = SourceRecord(path: file.path, format: .location, size: -1, mtime: -1, contentHash: contentHash)
        let worker = LocationPointWorker(stream: LocationSignalStream(index: index, thinning: options.thinning), store: store, source: partial)
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
            result.outcome = file.isExplicit ? .rejected : .skipped
            result.reason = file.isExplicit ? "rejected: \(error.message)" : "skipped: \(error.message)"
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
            let source = SourceRecord(path: file.path, format: .location, size: file.size, mtime: file.mtime, contentHash: contentHash)
            try store.importSignals(batch: [(source, [])])
        }
        return Imported(file: result, issues: sink.issues, issueCount: sink.issueCount)
    }
}
