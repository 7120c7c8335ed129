import ArgumentParser
import BorderLogCore
import BorderLogStages

/// `borderlog infer` / `borderlog-infer`: recompute the ledger and write a snapshot.
public struct InferCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "infer",
        abstract: "Compute the day-by-day ledger from all evidence and save it as a snapshot.",
        discussion: """
            Covers every day from the first evidence through --to (default: today, or the last day a stay or \
            override states, if later). Days without evidence are unknown and listed. An unchanged store writes \
            no new snapshot.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Last day of the ledger. Format: YYYY-MM-DD.")
    var to: LocalDay?

    @Option(help: "Longest run of unknown days to fill when the same country bounds it (default: 14; 0 fills none).")
    var maxGap: Int?

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text

    public init() {}

    public func validate() throws {
        if let maxGap, maxGap < 0 { throw ValidationError("--max-gap must be 0 or more days") }
    }

    public mutating func run() throws {
        var policy = InferencePolicy.standard
        if let maxGap { policy.maxGapDays = maxGap }
        let options = InferOptions(to: to, rules: try global.ruleBook(), policy: policy)
        let locked = try global.openForWriting(.infer)
        let (context, _) = global.context()
        let summary = InferSummary(try Stages.infer(options, in: locked.store, context: context))
        if format == .json { try Console.json(summary) } else { summary.unknownRuns.forEach { Console.out("unknown\t\($0.from)…\($0.to)\t\($0.days) d") } }
        Console.err(summary.line)
    }
}

/// What `infer` reports: the snapshot, the range and the unknown days.
struct InferSummary: Encodable {
    struct Run: Encodable {
        let from: LocalDay
        let to: LocalDay
        let days: Int
    }

    let snapshot: Int64
    let created: Bool
    let from: LocalDay?
    let to: LocalDay?
    let days: Int
    let knownDays: Int
    let unknownDays: Int
    let unknownRuns: [Run]

    init(_ update: LedgerUpdate) {
        snapshot = update.snapshot.id ?? 0
        created = update.created
        from = update.ledger.range?.first
        to = update.ledger.range?.last
        days = update.ledger.days.count
        let runs = update.ledger.unknownRuns
        unknownRuns = runs.map { Run(from: $0.first, to: $0.last, days: $0.count) }
        unknownDays = runs.reduce(0) { $0 + $1.count }
        knownDays = days - unknownDays
    }

    var line: String {
        guard let from, let to else { return "infer: no evidence yet; import stays or other evidence first" }
        let state = created ? "written" : "unchanged"
        let unknown = unknownDays == 0 ? "no unknown days" : "\(unknownDays) unknown in \(unknownRuns.count) gap\(unknownRuns.count == 1 ? "" : "s")"
        return "infer: ledger \(from)…\(to), \(days) days, \(knownDays) known, \(unknown); snapshot #\(snapshot) \(state)"
    }
}
