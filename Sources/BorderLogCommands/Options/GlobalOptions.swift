import ArgumentParser
import BorderLogCore
import BorderLogStore
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

    var logger: Logger {
        Log.bootstrap(verbose: verbose)
        return Logger(label: "borderlog")
    }

    /// Opens the store under its exclusive lock, for commands that write. Keep the lock alive while writing.
    func openForWriting(stage: String) throws -> (Store, StoreLock) {
        let path = storePath
        let lock = try StoreLock(storePath: path, stage: stage, wait: wait)
        return (try Store(path: path, logger: logger), lock)
    }

    /// Opens the store for reading; WAL lets readers run beside a writer without a lock.
    func openForReading() throws -> Store {
        try Store(path: storePath, logger: logger)
    }

    func ruleBook() throws -> RuleBook {
        try RuleBook.current(configPath: rules)
    }
}
