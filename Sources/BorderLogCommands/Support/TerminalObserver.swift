import BorderLogModel
import BorderLogSettings
import BorderLogStages
import Foundation
import Synchronization

/// Shows a stage's issues on stderr as `path: reason`, and its progress as a bar when stderr is a terminal.
final class TerminalObserver: StageObserver {
    private let bar: Mutex<ProgressBar?>
    /// The output capture of the task that made the observer: stages report from their worker threads too.
    private let capture: ConsoleCapture?

    /// `showProgress`: draw the bar (only on a terminal, never under cron or when piped, nor when output is captured).
    init(showProgress: Bool) {
        let capture = ConsoleCapture.current
        self.capture = capture
        bar = Mutex(showProgress && capture == nil && isatty(STDERR_FILENO) == 1 ? ProgressBar() : nil)
    }

    func report(_ issue: InputIssue) {
        bar.withLock { $0?.clear() }
        Console.err(issue.description, capture: capture)
    }

    func progress(done: Int, total: Int, unit: ProgressUnit) {
        bar.withLock { $0?.update(done: done, total: total, unit: unit.rawValue) }
    }

    /// Erases the bar before the summary line.
    func finish() {
        bar.withLock { $0?.clear() }
    }
}
