import BorderLogModel
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Logging
import Synchronization

/// A context whose observer keeps every issue a stage reports; its geo index is this machine's unless `geo` says
/// otherwise.
func collectingContext(geo: GeoContext = GeoContext()) -> (StageContext, CollectingObserver) {
    let observer = CollectingObserver()
    return (StageContext(logger: Logger(label: "borderlog.tests"), observer: observer, geo: geo), observer)
}

extension TemporaryDirectory {
    /// A geo index path in this folder where there is none: the stages run as on a machine without `make geodata`.
    var noGeoIndex: GeoContext { GeoContext(path: path("no-index")) }
}

extension Store {
    /// Every stored signal as its `signals --format jsonl` line, sorted: what two stores must agree on.
    func signalLines() throws -> [String] {
        try signals().map { signal, source in "\(SignalLine(signal, source: source))" }.sorted()
    }
}

/// Keeps every log message, as `level message`.
final class LogLines: LogHandler, Sendable {
    let lines = Mutex<[String]>([])
    var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }
    var logLevel: Logger.Level {
        get { .info }
        set {}
    }
    subscript(metadataKey _: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }

    func log(event: LogEvent) {
        lines.withLock { $0.append("\(event.level) \(event.message)") }
    }
}
