import BorderLogCore
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Logging

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
