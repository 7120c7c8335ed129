import BorderLogGeo
import Foundation
import Logging
import Synchronization

/// The geo index a run's stages share: one path, opened the first time a stage asks and never again, however many
/// stages ask. Commands make it from `--index` (else the default path) and hand it over in `StageContext.geo`; it is
/// a class so that every copy of the context shares the one opening.
///
/// A stage that cannot work without the index asks for `required()`; one that can do without it asks for
/// `optional(without:logger:)`, which says in the log what the stage does instead.
public final class GeoContext: Sendable {
    /// Where the index is read from: the path given, else `GeoIndex.defaultPath()` (`$BORDERLOG_GEO_INDEX`, …).
    public let path: String
    /// The outcome of the one opening, once a stage has asked.
    private let opening = Mutex<Result<GeoIndex, GeoError>?>(nil)

    public init(path: String? = nil) {
        self.path = path ?? GeoIndex.defaultPath()
    }

    /// The index; throws what is wrong with the file at `path` and how to fix it.
    public func required() throws(GeoError) -> GeoIndex {
        try open().get()
    }

    /// The index, or nil when there is no file at `path` (logged at `info`) or the file is not usable (a warning);
    /// either line ends with `without`, what the stage does then.
    public func optional(without: String, logger: Logger) -> GeoIndex? {
        switch open() {
        case .success(let index):
            return index
        case .failure where !FileManager.default.fileExists(atPath: path):
            logger.info("no geo index at \(path); \(without)")
        case .failure(let error):
            logger.warning("geo index at \(path) not usable (\(error)); \(without)")
        }
        return nil
    }

    private func open() -> Result<GeoIndex, GeoError> {
        opening.withLock { opening in
            if let opening { return opening }
            let outcome = Result { () throws(GeoError) in try GeoIndex.load(path: path) }
            opening = outcome
            return outcome
        }
    }
}
