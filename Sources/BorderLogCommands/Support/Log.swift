import Foundation
import Logging

/// Bootstraps swift-log once per process, logging to stderr at `warning`, or `info` with `--verbose`;
/// `BORDERLOG_LOG_LEVEL` (trace…critical) overrides both.
enum Log {
    nonisolated(unsafe) private static var level: Logger.Level = .warning

    private static let once: Void = {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = Log.level
            return handler
        }
    }()

    static func bootstrap(verbose: Bool) {
        let environment = ProcessInfo.processInfo.environment["BORDERLOG_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) }
        level = environment ?? (verbose ? .info : .warning)
        _ = once
    }
}
