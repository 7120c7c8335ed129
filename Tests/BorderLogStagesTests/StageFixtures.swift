import BorderLogCore
import BorderLogStages
import BorderLogStore
import Logging

/// A context whose observer keeps every issue a stage reports.
func collectingContext() -> (StageContext, CollectingObserver) {
    let observer = CollectingObserver()
    return (StageContext(logger: Logger(label: "borderlog.tests"), observer: observer), observer)
}

extension Store {
    /// Every stored signal as its `signals --format jsonl` line, sorted: what two stores must agree on.
    func signalLines() throws -> [String] {
        try signals().map { signal, source in "\(SignalLine(signal, source: source))" }.sorted()
    }
}
