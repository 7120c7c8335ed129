/// A pipeline stage as its `run` rows and the store lock's note name it.
public enum StageName: String, Sendable, CaseIterable {
    case photos
    case locations
    case calendar
    case mail
    case flightsImport = "flights import"
    case resolve
    case infer
    case staysImport = "stays import"
    case staysAdd = "stays add"
    case staysRemove = "stays remove"
    case crossingsImport = "crossings import"
    case crossingsRemove = "crossings remove"
    case crossingsCheckpoint = "crossings checkpoint"
    case override
    case overrideRemove = "override remove"
    case planAdd = "plan add"
    case planRemove = "plan remove"
    case reviewAssign = "review assign"
    case reviewConfirm = "review confirm"
    case purge
    case devicesAdd = "devices add"
    case devicesRevoke = "devices revoke"
    /// A phone's push to `serve` (`/ingest/…`).
    case ingest
    case alertsCheck = "alerts check"
}
