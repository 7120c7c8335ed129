import ArgumentParser
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Foundation
import Logging

/// Options every command takes: whose ledger, where the store is, how long to wait for it, how much to log.
public struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "The person whose store, rules and profile to use (`borderlog people list`); an import takes it more than once and stores its evidence for each. Default: $BORDERLOG_PERSON, else default.")
    public var person: [String] = []

    @Option(name: .long, help: "Store file; wins over --person's. Default: the person's; for the person default $BORDERLOG_STORE, else $XDG_DATA_HOME/borderlog/borderlog.sqlite.")
    public var store: String?

    @Option(name: .long, help: "Seconds to wait when another run holds the store (default: 0, fail at once).")
    public var wait: Double = 0

    @Option(name: .long, help: "Rules and zones file overlaying the bundled ones. Default: $BORDERLOG_RULES, else ~/.config/borderlog/rules.json if it exists.")
    public var rules: String?

    @Flag(name: .shortAndLong, help: "Log progress and decisions on stderr.")
    public var verbose = false

    public init() {}

    /// An unknown or malformed person is a usage error (exit 64) naming the people there are.
    public func validate() throws {
        let people = People()
        for name in person.isEmpty ? [nil] : person.map(Optional.some) {
            do { _ = try people.selected(name) } catch { throw ValidationError(error.description) }
        }
    }

    /// The person's files, with `--store` and `--rules` over them (docs/people.md). `--person` more than once is for
    /// imports (`eachPerson`); any other command refuses it.
    func personFiles() throws -> Person {
        guard person.count <= 1 else {
            throw ValidationError("--person is given \(person.count) times: only imports store evidence for several people")
        }
        do { return try People().selected(person.first, store: store, rules: rules) } catch { throw ValidationError(error.description) }
    }

    /// These options once for each `--person` (once for the default person when none is given): an import stores its
    /// evidence in each person's store in turn. `--store` with several people is refused: one file cannot be several
    /// stores.
    func eachPerson() throws -> [GlobalOptions] {
        guard person.count > 1 else { return [self] }
        guard store == nil else { throw ValidationError("--store names one store: give --person once with it") }
        return person.map { name in
            var one = self
            one.person = [name]
            return one
        }
    }

    /// Runs an import into each `--person`'s store in turn (with that person's options), each under its own lock, and answers the last summary (every
    /// person's reads the same files, so counts and rejections agree); with several people each is named on stderr.
    func importForEachPerson<Summary>(_ stage: StageName, _ body: (Store, GlobalOptions) throws -> Summary) throws -> Summary {
        var last: Summary?
        let each = try eachPerson()
        for options in each {
            if each.count > 1 { Console.err("for \(try options.personFiles().name):") }
            let locked = try options.openForWriting(stage)
            last = try body(locked.store, options)
        }
        return last!
    }

    public func storePath() throws -> String { try personFiles().storePath }

    var logger: Logger { Log.logger(verbose: verbose) }

    /// Opens the store under its exclusive lock, for commands that write; the lock lasts as long as the value.
    func openForWriting(_ stage: StageName) throws -> LockedStore {
        try LockedStore(path: try storePath(), stage: stage, wait: wait, logger: logger)
    }

    /// Opens the store for reading; WAL lets readers run beside a writer without a lock.
    func openForReading() throws -> Store {
        try Store(path: try storePath(), logger: logger)
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
        try RuleBook.current(for: try personFiles())
    }

    /// The rules file `rules enable` and `rules disable` edit: --rules, else the person's (for `default`
    /// $BORDERLOG_RULES, else the config folder's).
    func rulesFile() throws -> URL { try personFiles().rulesFile }

    /// The person's alerts file (`alerts.json` beside their `rules.json`; for `default` `$BORDERLOG_ALERTS`, else the
    /// config folder's), whether or not it exists.
    func alertsFile() throws -> URL { try personFiles().alertsFile }

    /// Where the person's alerts go and when: their alerts file's settings, no channels without one (unless
    /// `$BORDERLOG_ALERTS` named it).
    func alertSettings() throws -> AlertSettings {
        try AlertSettings.settings(in: try alertsFile(), required: !(ProcessEnvironment.current["BORDERLOG_ALERTS"] ?? "").isEmpty && person.isEmpty)
    }

    /// The person's profile file (for `default` the config folder's).
    func profileFile() throws -> URL { try personFiles().profileFile }

    /// The person's profile (empty before the first `profile set`).
    func profile() throws -> Profile {
        try Profile.load(from: try profileFile())
    }
}
