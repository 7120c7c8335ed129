import BorderLogInference
import BorderLogModel

/// What `infer` reports: the snapshot, the range and the unknown days.
public struct InferSummary: Codable, Sendable, Equatable {
    public struct Run: Codable, Sendable, Equatable {
        public let from: LocalDay
        public let to: LocalDay
        public let days: Int
    }

    public let snapshot: Int64
    public let created: Bool
    public let from: LocalDay?
    public let to: LocalDay?
    public let days: Int
    public let knownDays: Int
    public let unknownDays: Int
    public let unknownRuns: [Run]

    public init(_ update: LedgerUpdate) {
        snapshot = update.snapshot.id ?? 0
        created = update.created
        from = update.outline.first?.date
        to = update.outline.last?.date
        days = update.outline.count
        let runs = Ledger.unknownRuns(update.outline)
        unknownRuns = runs.map { Run(from: $0.first, to: $0.last, days: $0.count) }
        unknownDays = runs.reduce(0) { $0 + $1.count }
        knownDays = days - unknownDays
    }

    /// The one-line summary a person reads.
    public var line: String {
        guard let from, let to else { return "infer: no evidence yet; import stays or other evidence first" }
        let state = created ? "written" : "unchanged"
        let unknown = unknownDays == 0 ? "no unknown days" : "\(unknownDays) unknown in \(unknownRuns.count) gap\(unknownRuns.count == 1 ? "" : "s")"
        return "infer: ledger \(from)…\(to), \(days) days, \(knownDays) known, \(unknown); snapshot #\(snapshot) \(state)"
    }
}
