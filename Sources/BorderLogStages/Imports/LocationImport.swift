import BorderLogFiles
import BorderLogGeo
import BorderLogLocations
import BorderLogModel
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
    /// Files smaller than this are small files (`LocationImport.smallFileLimit`). Tests set 0 to stream every
    /// file, one after another, as the import did before small files were read in parallel.
    var smallFileLimit = LocationImport.smallFileLimit
    /// Threads that read small files.
    var readingThreads = ProcessInfo.processInfo.activeProcessorCount

    public init(paths: [String], format: LocationFormat? = nil, thinning: LocationThinning = LocationThinning()) {
        self.paths = paths
        self.format = format
        self.thinning = thinning
    }
}

/// What a location import did, file by file.
public struct LocationImportSummary: Sendable {
    /// Files read (or rejected, or skipped), in scan order.
    public var files: [LocationFileLine] = []
    /// Files unchanged since their last import, not read again.
    public var unchangedFiles = 0
    /// Nothing was stored (a `--dry-run`): the files were read and counted only.
    public var dryRun = false

    var runCounts: Store.RunCounts {
        Store.RunCounts(seen: sum(\.points), added: sum(\.added), unchanged: sum(\.alreadyStored), rejected: rejected)
    }

    /// Rejected records and rejected files.
    public var rejected: Int {
        sum(\.rejectedRecords) + files.filter { $0.outcome == .rejected }.count
    }

    private func sum(_ key: KeyPath<LocationFileLine, Int>) -> Int { files.reduce(0) { $0 + $1[keyPath: key] } }

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
    /// Location exports into the store: find the files, skip unchanged ones by `stat`, read the rest (through a
    /// reader, the mapper and the thinning rule) and write their signals. Without a store (a dry run) the files
    /// are read and counted only. Reads the geo index (`context.geo`) when there is one.
    public static func importLocations(_ options: LocationImportOptions, into store: Store?, context: StageContext) throws -> LocationImportSummary {
        let without = "days use the export's offset or UTC until `borderlog resolve`, and every point is kept (thinning needs countries)"
        let index = context.geo.optional(without: without, logger: context.logger)
        return try LocationImport(options: options, store: store, index: index, context: context).run()
    }
}

extension LocationImportSummary: ImportSummary {
    static let kind = ImportKind(stage: .locations, selection: .everything, format: .location)

    /// The paths the scan could not read are rejected files.
    mutating func count(_ walk: FileScan.Walk) {
        files += walk.issues.map { LocationFileLine(path: $0.path, outcome: .rejected, reason: "rejected: \($0.message)") }
        unchangedFiles = walk.unchanged
    }
}

/// Files are taken in scan order, one of two ways:
/// - a large file streams (`importStreaming`): a reading thread and a `LocationPointWorker` keep both cores busy,
///   and its signals are written in chunks, so memory stays constant whatever its size;
/// - a run of consecutive small files (`importSmall`) is read on every core, each file whole, and written in
///   scan order by this thread, several files to a transaction (a small file alone streams too).
///
/// Each file's result is reported once it is written (`LocationImportReport`), so what a person sees — issues,
/// log lines, progress, the summary and the `--dry-run` lines — is what reading the files one by one shows.
struct LocationImport {
    /// Files smaller than this are read whole, several at a time, and written several to a transaction. A Takeout's
    /// monthly Semantic Location History files or a folder of daily GPX tracks is hundreds of such files, and one at a
    /// time each would pay a thread start and a transaction while the second core idled. From this size on, a file keeps
    /// both cores busy by itself, and it streams, its signals written as they come rather than held.
    static let smallFileLimit: Int64 = 16 << 20
    /// Bytes of small files read ahead of the writer (read, their signals held, not yet written): two of the largest
    /// at once, so that both threads stay busy while memory stays bounded.
    static let readAhead: Int64 = 2 * smallFileLimit
    /// Signals per store transaction.
    static let chunkSize = 10_000
    /// Small files per store transaction at most (fewer when their signals reach `chunkSize` first): what a killed
    /// run may have to read again.
    static let filesPerTransaction = 64
    /// Points per hand-over from the reading thread to the worker.
    static let pointChunkSize = 4_096

    let options: LocationImportOptions
    let store: Store?
    let index: GeoIndex?
    let context: StageContext

    func run() throws -> LocationImportSummary {
        let imports = ImportRun<LocationImportSummary>(store: store, context: context)
        return try imports.run(arguments: options.paths) { summary in
            let walk = try imports.scan(options.paths, into: &summary)
            let report = LocationImportReport(walk, summary, context: context)
            var files = walk.entries[...]
            while let first = files.first {
                // A small file alone between large ones gains nothing from the pool; streamed, its parsing and
                // the rest overlap.
                let small = files.prefix { Self.readingSize($0) < options.smallFileLimit }
                if small.count > 1 {
                    try importSmall(Array(small), report: report)
                    files = files.dropFirst(small.count)
                } else {
                    try importStreaming(first, report: report)
                    files = files.dropFirst()
                }
            }
            summary = report.summary
        }
    }

    /// About how many bytes reading `file` parses: a gzip inflates to several times its size (tracks and JSON 5 to 10
    /// times), so a 10 MB `.gpx.gz` streams like the 80 MB GPX it holds rather than being read whole on the pool.
    static func readingSize(_ file: FileScan.Entry) -> Int64 {
        guard file.path.lowercased().hasSuffix(".gz") else { return file.size }
        return file.size > Int64.max / 8 ? .max : file.size * 8
    }

    /// A file's source row. It is stamped with the file's size and mtime only in the transaction that writes the
    /// file's last signals, so that a killed run reads the file again (its signals already stored count as known).
    /// The content hash is the real one from the start, because the store drops a source's earlier signals when its
    /// hash changes (a changed file replaces what it said).
    static func source(_ file: FileScan.Entry, contentHash: String, stamped: Bool) -> SourceRecord {
        SourceRecord(path: file.path, format: .location, size: stamped ? file.size : -1, mtime: stamped ? file.mtime : -1, contentHash: contentHash)
    }
}
