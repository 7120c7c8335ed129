/// Failures of the store itself (as opposed to bad input files, which are `InputIssue`s).
public enum StoreError: Error, CustomStringConvertible, Equatable {
    case cannotCreate(path: String, reason: String)
    case locked(path: String, holder: String)
    case lockFailed(path: String, reason: String)
    case noSnapshot
    /// `devices add` with a name already taken (revoked devices keep their names: their signals carry them).
    case deviceExists(name: String)
    case noSuchDevice(name: String)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason):
            "cannot create the store at \(path): \(reason). Pass --store PATH or set BORDERLOG_STORE to a writable location."
        case .locked(let path, let holder):
            "another BorderLog run holds the store \(path) (\(holder)); it was not touched. Try again when that run ends, or pass --wait SECONDS."
        case .lockFailed(let path, let reason):
            "cannot lock the store \(path): \(reason)"
        case .noSnapshot:
            "the store has no ledger yet; run `borderlog infer` first"
        case .deviceExists(let name):
            "a device named \(name) already exists (revoked devices keep their names); choose another name"
        case .noSuchDevice(let name):
            "no device named \(name); `borderlog devices list` shows the devices"
        }
    }
}
