import BorderLogFiles
import BorderLogModel
import BorderLogStore

/// Which import a summary is of: its stage, the files its scan takes, and what it records them as.
struct ImportKind: Sendable {
    /// The stage's name in the run table.
    let stage: StageName
    /// The files the scan takes from a folder.
    let selection: FileSelection
    /// What the import's files are recorded as (the store's known files of that format are passed by unchanged).
    let format: SourceFormat
}

/// What an import's summary tells the skeleton it runs in (`ImportRun`): which import it is, how it counts what the
/// scan found, and what its run row says.
protocol ImportSummary: Sendable {
    static var kind: ImportKind { get }

    init()
    /// Nothing is stored: the summary's line says so, and what was read is kept in it instead.
    var dryRun: Bool { get set }
    var runCounts: Store.RunCounts { get }
    /// The one-line summary a person reads, and the run row's message.
    var line: String { get }
    /// Counts what the scan found: its files unchanged since the last import, and the paths it could not read (already
    /// reported).
    mutating func count(_ walk: FileScan.Walk)
}

/// A summary that counts whole files: those seen, those unchanged since the last import, and those rejected.
protocol FileCounts {
    var files: Int { get set }
    var unchanged: Int { get set }
    var rejected: Int { get set }
}

extension ImportSummary where Self: FileCounts {
    /// The files the scan found, read or passed by, are seen; the paths it could not read are rejected.
    mutating func count(_ walk: FileScan.Walk) {
        rejected += walk.issues.count
        files = walk.entries.count + walk.unchanged
        unchanged = walk.unchanged
    }
}

/// A summary that counts the signals its writes added and those the store already knew.
protocol StoredSignalCounts {
    var added: Int { get set }
    var duplicates: Int { get set }
}

extension StoredSignalCounts {
    /// Counts what one write to the store did.
    mutating func stored(_ counts: (added: Int, unchanged: Int)) {
        added += counts.added
        duplicates += counts.unchanged
    }
}

/// The skeleton every evidence import runs in (photos and their libraries, locations, calendar, flight logbooks,
/// mail): a summary marked a dry run's when there is no store; the stage's run row around the import when there is
/// one; the scan of the files named, those the store knows unchanged passed by and the paths it cannot read reported
/// and counted; and writes that count what they added. What is read and how it becomes signals is each family's. The
/// store's lock is the caller's (a command, the server), taken for the whole command.
struct ImportRun<Summary: ImportSummary>: Sendable {
    let store: Store?
    let context: StageContext

    /// Whether the import writes (it has a store), or is a dry run.
    var writes: Bool { store != nil }

    /// Runs `body` over a fresh summary, inside the stage's run row (`arguments`, its counts and line) when it writes.
    func run(arguments: [String], _ body: (inout Summary) throws -> Void) throws -> Summary {
        func summarised() throws -> Summary {
            var summary = Summary()
            summary.dryRun = store == nil
            try body(&summary)
            return summary
        }
        guard let store else { return try summarised() }
        return try store.recordRun(stage: Summary.kind.stage, arguments: arguments) {
            let summary = try summarised()
            return (summary, summary.runCounts, summary.line)
        }
    }

    /// The files under `paths`, those `known` has seen with the same size and modification time set apart (by default
    /// the store's known files of the import's format, asked for once the files are `stat`ed); the paths that cannot be
    /// read are reported, and the scan is counted into `summary`.
    func scan(_ paths: [String], known: (() throws -> KnownFiles)? = nil, into summary: inout Summary) throws -> FileScan.Walk {
        let walk = try FileScan.walk(paths, selecting: Summary.kind.selection) { try known?() ?? knownFiles() }
        walk.issues.forEach(context.observer.report)
        summary.count(walk)
        return walk
    }

    /// The files the store has imported for this import's format; none in a dry run.
    func knownFiles() throws -> KnownFiles {
        try store?.knownSources(format: Summary.kind.format) ?? KnownFiles()
    }

    /// Writes `batch` (sources and their signals) in one transaction and counts the signals added and those already
    /// known; nothing in a dry run.
    func write(_ batch: [(source: SourceRecord, signals: [Signal])], into summary: inout Summary) throws where Summary: StoredSignalCounts {
        guard let store else { return }
        summary.stored(try store.importSignals(batch: batch))
    }
}
