import BorderLogModel
import BorderLogRecords
import BorderLogStore
import Foundation

/// What `importStays` is asked to do.
public struct StaysImportOptions: Sendable {
    /// Stays CSV files (header `country,entry,exit,note`).
    public var files: [String]
    /// Accept stays that overlap each other or stored stays (the ledger marks such days disputed).
    public var allowOverlap = false

    public init(files: [String], allowOverlap: Bool = false) {
        self.files = files
        self.allowOverlap = allowOverlap
    }
}

/// What a stays import did, file by file, and the days no stay covers afterwards.
public struct StaysImportSummary: Sendable {
    public var files: [Store.StayImport] = []
    /// Runs of days between stored stays that no stay covers: those days will be unknown.
    public var gaps: [DayRange] = []

    public var rejectedFiles: Int { files.filter { $0.outcome == .rejected }.count }

    var runCounts: Store.RunCounts {
        Store.RunCounts(
            seen: files.reduce(0) { $0 + $1.rows }, added: files.reduce(0) { $0 + $1.added },
            unchanged: files.filter { $0.outcome == .unchanged }.reduce(0) { $0 + $1.rows }, rejected: rejectedFiles)
    }
}

extension Stages {
    /// Stays files larger than this are not read: a lifetime of stays is a few hundred lines.
    static let maximumStaysFileBytes: Int64 = 16 << 20

    /// Stays CSV files, each all or nothing: every row is checked first and any error (or an overlap, unless
    /// allowed) rejects the whole file, leaving the store untouched. Problems go to the observer as they are found.
    public static func importStays(_ options: StaysImportOptions, into store: Store, context: StageContext) throws -> StaysImportSummary {
        var summary = try store.recordRun(stage: .staysImport, arguments: options.files) {
            var summary = StaysImportSummary()
            summary.files = try options.files.map { try importStays(path: $0, allowOverlap: options.allowOverlap, into: store) }
            return (summary, summary.runCounts, nil)
        }
        summary.files.flatMap(\.issues).forEach(context.observer.report)
        summary.gaps = StayValidator.gaps(in: try store.stays().map(\.stay))
        return summary
    }

    /// One file: read, parse, and store it if it has no errors.
    private static func importStays(path: String, allowOverlap: Bool, into store: Store) throws -> Store.StayImport {
        switch StatedFile.read(path, format: .staysCSV, limit: maximumStaysFileBytes, noun: "a stays file") {
        case .unreadable(let issue):
            return Store.StayImport(path: path, outcome: .rejected, issues: [issue])
        case .file(let file):
            return try store.importStays(StayFile.parse(file.text, path: path), from: file.source, allowOverlap: allowOverlap)
        }
    }
}
