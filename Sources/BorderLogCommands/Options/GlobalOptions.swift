import ArgumentParser
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Foundation
import Logging

/// Options every command takes: where the store is, how long to wait for it, how much to log.
public struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "Store file. Default: $BORDERLOG_STORE, else $XDG_DATA_HOME/borderlog/borderlog.sqlite.")
    public var store: String?

    @Option(name: .long, help: "Seconds to wait when another run holds the store (default: 0, fail at once).")
    public var wait: Double = 0

    @Option(name: .long, help: "Rules and zones file overlaying the bundled ones. Default: $BORDERLOG_RULES, else ~/.config/borderlog/rules.json if it exists.")
    public var rules: String?

    @Flag(name: .shortAndLong, help: "Log progress and decisions on stderr.")
    public var verbose = false

    public init() {}

    public var storePath: String { StorePath.resolve(store) }

    var logger: Logger { Log.logger(verbose: verbose) }

    /// Opens the store under its exclusive lock, for commands that write; the lock lasts as long as the value.
    func openForWriting(_ stage: StageName) throws -> LockedStore {
        try LockedStore(path: storePath, stage: stage, wait: wait, logger: logger)
    }

    /// Opens the store for reading; WAL lets readers run beside a writer without a lock.
    func openForReading() throws -> Store {
        try Store(path: storePath, logger: logger)
    }

    /// What a stage is handed: the logger, an observer that prints its issues (and a progress bar when asked), and
    /// the geo index (a command whose stage reads it passes its `--index`, `GeoIndexOptions.geo`).
    func context(progress: Bool = false, geo: GeoContext = GeoContext()) -> (StageContext, TerminalObserver) {
        let observer = TerminalObserver(showProgress: progress)
        return (StageContext(logger: logger, observer: observer, geo: geo), observer)
    }

    /// The latest ledger and the rules, for reports; warns on stderr when the ledger is older than the evidence.
    func ledgerView(range: DayRange? = nil) throws -> LedgerView {
        let view = try LedgerView(store: try openForReading(), rules: try ruleBook(), profile: try profile(), range: range)
        if let warning = view.staleWarning { Console.err(warning) }
        return view
    }

    func ruleBook() throws -> RuleBook {
        try RuleBook.current(configPath: rules)
    }

    /// The rules file `rules enable` and `rules disable` edit: --rules, else $BORDERLOG_RULES, else the config folder's.
    var rulesFile: URL { RuleBook.file(configPath: rules) }

    /// The alerts file (`alerts.json` beside `rules.json`, or `$BORDERLOG_ALERTS`), whether or not it exists.
    var alertsFile: URL { AlertSettings.file() }

    /// Where alerts go and when: the alerts file's settings, no channels without one.
    func alertSettings() throws -> AlertSettings {
        try AlertSettings.current()
    }

    /// The person's profile in the config folder (empty before the first `profile set`).
    func profile() throws -> Profile {
        try Profile.load(from: ConfigFolder().profileFile)
    }
}
