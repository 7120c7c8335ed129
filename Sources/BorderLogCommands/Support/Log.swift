import BorderLogSettings
import Foundation
import Logging
import Synchronization

/// Logs to stderr at `warning`, or `info` with `--verbose`; `BORDERLOG_LOG_LEVEL` (trace…critical) overrides both.
/// Bootstraps swift-log once per process, at the level of the latest command, for loggers made without one.
enum Log {
    private static let level = Mutex<Logger.Level>(.warning)

    private static let once: Void = {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = Log.level.withLock { $0 }
            return handler
        }
    }()

    /// The commands' logger: on stderr, or in the task's `ConsoleCapture` when it has one.
    static func logger(verbose: Bool) -> Logger {
        let environment = ProcessEnvironment.current["BORDERLOG_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) }
        let chosen = environment ?? (verbose ? .info : .warning)
        level.withLock { $0 = chosen }
        _ = once
        let capture = ConsoleCapture.current
        return Logger(label: "borderlog") { label in
            var handler: any LogHandler = capture.map { CapturedLogHandler(label: label, capture: $0) } ?? StreamLogHandler.standardError(label: label)
            handler.logLevel = chosen
            return handler
        }
    }
}

/// A log handler writing `level label: message [metadata]` lines into a `ConsoleCapture`'s stderr.
struct CapturedLogHandler: LogHandler {
    let label: String
    let capture: ConsoleCapture
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = all.isEmpty ? "" : " " + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        Console.write("\(event.level) \(label): \(event.message)\(fields)\n", to: .stderr, capture: capture)
    }
}
