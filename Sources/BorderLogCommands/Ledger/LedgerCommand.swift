import ArgumentParser
import BorderLogInference
import BorderLogModel
import BorderLogStore

/// `borderlog ledger …`: the snapshots infer wrote, and what changed between them.
public struct LedgerCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ledger", abstract: "List ledger snapshots and their hash chain, check it, and show the days that changed between them.",
        subcommands: [LedgerDiffCommand.self, LedgerSnapshotsCommand.self, LedgerVerifyCommand.self])

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

    @OptionGroup var output: ReportFormatOptions

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
        if output.isJSON {
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
    static let configuration = CommandConfiguration(
        commandName: "snapshots", abstract: "List ledger snapshots, oldest first, with their hash chain.",
        discussion: """
            Each snapshot stores the SHA-256 of its days, the previous snapshot's hash and its own hash over both; the             newest one's hash is the ledger's head. Text lines: id, time written, days covered, then `days`, `previous`             and `hash`; `borderlog ledger verify` recomputes them.
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: ReportFormatOptions

    mutating func run() throws {
        let links = try global.openForReading().snapshotChain()
        if output.isJSON { return try Console.json(links.map(SnapshotLine.init)) }
        for link in links {
            let span = link.firstDay.map { "\($0)…\(link.lastDay ?? "")" } ?? "empty"
            Console.out("#\(link.id)\t\(link.createdAt)\t\(span)\tdays \(link.daysHash ?? "-")\tprevious \(link.previousHash ?? "-")\thash \(link.hash ?? "-")")
        }
    }

    /// A snapshot as `ledger snapshots --format json` prints it.
    private struct SnapshotLine: Encodable {
        let id: Int64
        let createdAt: String
        @Nullable var firstDay: String?
        @Nullable var lastDay: String?
        let fingerprint: String
        @Nullable var daysHash: String?
        @Nullable var previousHash: String?
        @Nullable var hash: String?

        init(_ link: SnapshotChain.Link) {
            id = link.id
            createdAt = link.createdAt
            firstDay = link.firstDay
            lastDay = link.lastDay
            fingerprint = link.fingerprint
            daysHash = link.daysHash
            previousHash = link.previousHash
            hash = link.hash
        }
    }
}

struct LedgerVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Recompute the snapshot hash chain and name the first snapshot that no longer matches it.",
        discussion: """
            Exit status 0 when every snapshot's days and row still hash to what was stored when it was written, 1 naming             the first snapshot whose days, row or link to the one before changed.
            """)

    @OptionGroup var global: GlobalOptions

    mutating func run() throws {
        let store = try global.openForReading()
        if let broken = try store.verifySnapshotChain() {
            Console.err("ledger verify: the chain is broken at \(broken)")
            throw ExitCode.failure
        }
        let links = try store.snapshotChain()
        guard let head = links.last?.hash else { return Console.out("ledger verify: no snapshots yet; nothing to check") }
        Console.out("ledger verify: \(links.count) snapshot\(links.count == 1 ? "" : "s") intact; head #\(links.last!.id) \(head)")
    }
}
