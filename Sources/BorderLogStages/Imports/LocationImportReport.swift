import BorderLogModel
import Foundation

/// Where each file's result goes once the file is written, in scan order, whichever way it was read: its problems
/// to the observer, a line to the log, its counts to the summary, and progress. Used on the writing thread only.
final class LocationImportReport {
    private(set) var summary: LocationImportSummary
    private let context: StageContext
    /// Progress is shown in megabytes, and only for imports over 64 MB.
    private let totalMegabytes: Int?
    /// Bytes of the files reported so far.
    private var doneBytes: Int64 = 0
    private static let megabyte: Int64 = 1 << 20

    /// Starts from `summary`, which has counted what the walk found (its unreadable paths, its unchanged files).
    init(_ walk: FileScan.Walk, _ summary: LocationImportSummary, context: StageContext) {
        self.context = context
        self.summary = summary
        let totalBytes = walk.entries.reduce(Int64(0)) { $0 + $1.size }
        totalMegabytes = totalBytes > 64 * Self.megabyte ? Int((totalBytes + Self.megabyte - 1) / Self.megabyte) : nil
    }

    /// `bytes` read so far of the files after those reported: a streamed file's as it is read, or the small files
    /// read and waiting to be written. Progress counts bytes read, as the files are read.
    func reading(_ bytes: Int64) {
        guard let totalMegabytes else { return }
        context.observer.progress(done: Int((doneBytes + bytes) / Self.megabyte), total: totalMegabytes, unit: .megabytes)
    }

    /// The next file in scan order, read and written.
    func finished(_ file: FileScan.Entry, _ read: LocationFileRead) {
        read.issues.forEach(context.observer.report)
        if read.issueCount > read.issues.count {
            context.observer.report(InputIssue(path: file.path, message: "\(read.issueCount - read.issues.count) more rejected records not listed"))
        }
        let result = read.result
        if let reason = result.reason, result.outcome != .imported {
            context.observer.report(InputIssue(result.outcome == .skipped ? .warning : .error, path: file.path, message: reason))
        }
        context.logger.info("locations: \(file.path): \(result.format ?? "?"), \(result.points) points, \(result.kept) kept, \(result.added) added")
        summary.files.append(result)
        doneBytes += file.size
    }
}
