import BorderLogModel
import Synchronization

/// What a stage tells the person running it while it works: located problems with its inputs, and progress.
/// The command line prints them; a test or the server collects them. Called from the stage's writing thread.
public protocol StageObserver: Sendable {
    /// An input (a file, a record, an event) that was rejected, or a warning about one; located.
    func report(_ issue: InputIssue)
    /// `done` of `total` units of work.
    func progress(done: Int, total: Int, unit: ProgressUnit)
}

/// What a stage's progress counts.
public enum ProgressUnit: String, Sendable {
    case files
    case megabytes = "MB"
}

/// Keeps every issue and ignores progress: for tests and for callers that report at the end.
public final class CollectingObserver: StageObserver {
    private let collected = Mutex<[InputIssue]>([])

    public init() {}

    public var issues: [InputIssue] { collected.withLock { $0 } }

    public func report(_ issue: InputIssue) {
        collected.withLock { $0.append(issue) }
    }

    public func progress(done: Int, total: Int, unit: ProgressUnit) {}
}
