import BorderLogLocations
import BorderLogModel

/// One file read through a `LocationSink`, described as the summary and the person running the import see it.
/// Streamed files and small files are both read through `read`, so both are described the same way.
struct LocationFileRead: Sendable {
    /// The file's line in the summary. The signals kept, added and already stored are filled in by whoever writes them.
    var result: LocationFileLine
    /// The problems the sink kept (up to its limit), and how many there were.
    var issues: [InputIssue]
    var issueCount: Int

    /// Reads `file` into `sink`. A file that is no location export the reader knows is rejected when it was named
    /// directly and skipped when it was found in a folder; the batch goes on. Any other error (a read failing midway)
    /// is thrown, and stops the run.
    static func read(
        _ file: FileScan.Entry, with reader: LocationFileReader, into sink: LocationSink, progress: ((Int64) -> Void)? = nil
    ) throws -> LocationFileRead {
        var result = LocationFileLine(path: file.path)
        do {
            result.format = try reader.read(path: file.path, sink: sink, progress: progress).rawValue
        } catch let error as LocationReadError {
            result.outcome = file.isExplicit ? .rejected : .skipped
            result.reason = "\(file.isExplicit ? "rejected" : "skipped"): \(error.message)"
        }
        result.count(sink)
        return LocationFileRead(result: result, issues: sink.issues, issueCount: sink.issueCount)
    }
}
