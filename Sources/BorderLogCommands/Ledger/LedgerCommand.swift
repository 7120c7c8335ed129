import ArgumentParser
import BorderLogCore
import BorderLogStore

/// `borderlog ledger …`: the snapshots infer wrote, and what changed between them.
public struct LedgerCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ledger", abstract: "List ledger snapshots and the days that changed between them.",
        subcommands: [LedgerDiffCommand.self, LedgerSnapshotsCommand.self])

    public init() {}
}

struct LedgerDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Days whose country, confidence or flags changed between two snapshots (default: the last two).",
        discussion: "Prints nothing when nothing changed, so a nightly cron job mails only news.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Older snapshot id (default: the one before the newer).")
    var older: Int64?

    @Argument(help: "Newer snapshot id (default: the latest).")
    var newer: Int64?

    @Option(help: "Output format: text or json.")
    var format: ReportFormat = .text


    mutating func run() throws {
        let store = try global.openForReading()
        let ids = try store.snapshots().compactMap(\.id)
        let to = newer ?? ids.last
        let from = older ?? to.flatMap { to in ids.last { $0 < to } }
        if from == nil && older == nil {
            // Nothing to compare yet: a first nightly run should not mail the whole ledger as news.
            return Console.err("ledger: \(ids.count) snapshot\(ids.count == 1 ? "" : "s"); nothing to compare yet")
        }
        for id in [from, to].compactMap({ $0 }) where !ids.contains(id) {
            throw ValidationError("no snapshot #\(id); `borderlog ledger snapshots` lists them")
        }
        let diff = LedgerDiff(
            from: try from.map { try store.ledger(snapshotId: $0) } ?? Ledger(days: []),
            to: try to.map { try store.ledger(snapshotId: $0) } ?? Ledger(days: []))
        if format == .json {
            try Console.json(DiffOutput(from: from, to: to, changes: diff.changes))
        } else if !diff.changes.isEmpty {
            Console.out(diff.lines.joined(separator: "\n"))
        }
    }

    private struct DiffOutput: Encodable {
        let from: Int64?
        let to: Int64?
        let changes: [LedgerDiff.Change]
    }
}

struct LedgerSnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "snapshots", abstract: "List ledger snapshots, oldest first.")

    @OptionGroup var global: GlobalOptions

    mutating func run() throws {
        for snapshot in try global.openForReading().snapshots() {
            let span = snapshot.firstDay.map { "\($0)…\(snapshot.lastDay?.description ?? "")" } ?? "empty"
            Console.out("#\(snapshot.id ?? 0)\t\(snapshot.createdAt)\t\(span)\t\(snapshot.fingerprint)")
        }
    }
}
