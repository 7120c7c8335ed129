import Logging

/// The pipeline's stages, one function each: the command line, the nightly scripts and the server all call these.
///
/// A stage takes a `Store`, its options as a value and a `StageContext`; it runs in transactions, records its
/// `run` row (docs/development.md), reports problems and progress through the observer, and returns a summary. It never
/// parses arguments or prints.
public enum Stages {}

/// What every stage is handed besides its options: where to log and whom to tell.
public struct StageContext: Sendable {
    public let logger: Logger
    public let observer: any StageObserver

    public init(logger: Logger, observer: any StageObserver) {
        self.logger = logger
        self.observer = observer
    }
}
