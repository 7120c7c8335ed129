import ArgumentParser
import BorderLogModel
import BorderLogStages

/// `borderlog infer` / `borderlog-infer`: recompute the ledger and write a snapshot.
public struct InferCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "infer",
        abstract: "Compute the day-by-day ledger from all evidence and save it as a snapshot.",
        discussion: """
            Covers every day from the first evidence through --to (default: today, or the last day a stay or \
            override states, if later). Days without evidence are unknown and listed. An unchanged store writes \
            no new snapshot. After a change, only the signals of the days from the earliest changed one are \
            read again; --full reads them all.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: "Last day of the ledger. Format: YYYY-MM-DD.")
    var to: LocalDay?

    @OptionGroup var gapFill: GapFillOptions

    @Flag(help: "Read every signal again instead of reusing what the last infer kept for the days whose evidence did not change, and recompute even when nothing changed. Gives the same ledger; for checking that.")
    var full = false

    @OptionGroup var output: ReportFormatOptions

    public init() {}

    public mutating func run() throws {
        let options = InferOptions(to: to, rules: try global.ruleBook(), policy: gapFill.policy, full: full)
        let locked = try global.openForWriting(.infer)
        let (context, _) = global.context()
        let summary = InferSummary(try Stages.infer(options, in: locked.store, context: context))
        try output.write(summary, lines: { $0.unknownRuns.map { "unknown\t\($0.from)…\($0.to)\t\($0.days) d" } })
        Console.err(summary.line)
    }
}

