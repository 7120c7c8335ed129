/// Why the geo index could not be used.
public enum GeoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No index file at the path; it is built at setup, never downloaded at run time.
    case indexMissing(path: String)
    /// The file exists but could not be opened or read.
    case indexUnreadable(path: String, reason: String)
    /// The file is not a geo index of a format this version reads.
    case indexInvalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .indexMissing(let path):
            return "No geo index at \(path). Build it once with `make geodata` "
                + "(or tools/geodata/build.sh), or point $BORDERLOG_GEO_INDEX at an existing geo.idx."
        case .indexUnreadable(let path, let reason):
            return "Cannot read the geo index at \(path): \(reason)."
        case .indexInvalid(let path, let reason):
            return "The geo index at \(path) is not usable (\(reason)). Rebuild it with `make geodata`."
        }
    }
}
