import Logging

/// The pipeline's stages, one function each: the command line, the nightly scripts and the server all call these.
///
/// A stage takes a `Store`, its options as a value and a `StageContext`; it runs in transactions, records its
/// `run` row (docs/development.md), reports problems and progress through the observer, and returns a summary. It never
/// parses arguments or prints.
public enum Stages {}

/// What every stage is handed besides its options: where to log, whom to tell, and the geo index.
public struct StageContext: Sendable {
    public let logger: Logger
    public let observer: any StageObserver
    /// The geo index the run's stages share, opened when the first of them asks. Callers whose stages never read it
    /// (the server's) leave the default: the index at the default path.
    public let geo: GeoContext

    public init(logger: Logger, observer: any StageObserver, geo: GeoContext = GeoContext()) {
        self.logger = logger
        self.observer = observer
        self.geo = geo
    }
}
