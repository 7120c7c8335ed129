import Foundation
import Logging

extension GeoIndex {
    /// The index for a stage that can do without it: nil when no index is installed at `path` (default: the
    /// default path) or when it is not usable, with `without` (what the stage does then) logged. Stages that
    /// cannot work without the index call `load(path:)`, which throws.
    public static func loadIfPresent(path: String? = nil, without: String, logger: Logger) -> GeoIndex? {
        let path = path ?? defaultPath()
        guard FileManager.default.fileExists(atPath: path) else {
            logger.info("no geo index at \(path); \(without)")
            return nil
        }
        do {
            return try load(path: path)
        } catch {
            logger.warning("geo index at \(path) not usable (\(error)); \(without)")
            return nil
        }
    }
}
