import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix

/// Every request's way to the store, off the event loops. Reads come from the read model (`ReadModelCache`), checked
/// against the store on every request and rebuilt only when the store, the rules or the profile changed; writes run
/// under the store's lock, taken per request and never held while idle, so the nightly cron runs beside the server.
/// Every write recomputes the ledger and swaps the model before it answers.
struct StoreGateway: Sendable {
    let configuration: ServerConfiguration
    /// Whose store, rules and profile: the server's own (the owner token's), or a person's (docs/people.md).
    let files: Files
    let logger: Logger
    private let cache = ReadModelCache()
    /// Read once: the environment does not change while the server runs, and copying it costs more than a request.
    private let environment: [String: String]

    /// The store, the rules file (`named`: it must exist) and the profile a gateway answers from.
    struct Files: Sendable, Equatable {
        let storePath: String
        let rulesFile: URL
        let rulesNamed: Bool
        let profileFile: URL
        let alertsFile: URL

        /// The server's own files, as the configuration names them.
        init(configuration: ServerConfiguration, environment: [String: String]) {
            storePath = configuration.storePath
            if let owner = configuration.owner {
                rulesFile = owner.rulesFile
                rulesNamed = owner.rulesFileNamed
                profileFile = owner.profileFile
                alertsFile = owner.alertsFile
            } else {
                rulesFile = RuleBook.file(configPath: configuration.rulesPath, environment: environment)
                rulesNamed = configuration.rulesPath != nil || !(environment["BORDERLOG_RULES"] ?? "").isEmpty
                profileFile = configuration.profileFile
                alertsFile = configuration.alertsFile
            }
        }

        /// A person's own files.
        init(person: Person) {
            storePath = person.storePath
            rulesFile = person.rulesFile
            rulesNamed = person.rulesFileNamed
            profileFile = person.profileFile
            alertsFile = person.alertsFile
        }
    }

    /// `alerts check` after a write changed the ledger, at most every `configuration.alertInterval` (nil: none).
    let alerts: AlertSchedule?

    init(configuration: ServerConfiguration, files: Files? = nil, logger: Logger, environment: [String: String] = ProcessEnvironment.current) {
        self.configuration = configuration
        self.environment = environment
        let files = files ?? Files(configuration: configuration, environment: environment)
        self.files = files
        self.logger = logger
        alerts = configuration.alertInterval.map { interval in
            AlertSchedule(interval: interval) {
                await Self.checkAlerts(configuration, files: files, environment: environment, logger: logger)
            }
        }
    }

    private var rulesFile: URL { files.rulesFile }

    /// The day answers without an explicit date are given for (`BORDERLOG_TODAY` pins it).
    func today() -> LocalDay {
        LocalDay.today(environment: environment)
    }

    func rules() throws -> RuleBook {
        try RuleBook.current(file: files.rulesFile, named: files.rulesNamed)
    }

    func profile() throws -> Profile {
        try Profile.load(from: files.profileFile)
    }

    /// The read model of the store as it is now: the one in force when its stamp still holds, else a new one. The stamp
    /// is read right here rather than on the thread pool: one kept statement and two `stat`s take less than the hop.
    func readModel() async throws -> ReadModelCache.Entry {
        let stamp = try cache.withStampStore(open: openStore) { store in
            try ReadModel.Stamp(store: store, rulesFile: rulesFile, profileFile: files.profileFile)
        }
        let gateway = self
        return try await cache.entry(for: stamp) { previous in
            try await NIOThreadPool.singleton.runIfActive {
                let store = try gateway.reader()
                // Parsing the rules and the profile is most of a small model's cost: kept while their files are unchanged.
                let rules = try previous.flatMap { $0.stamp.rulesFile == stamp.rulesFile ? $0.rules : nil } ?? gateway.rules()
                let profile = try previous.flatMap { $0.stamp.profileFile == stamp.profileFile ? $0.profile : nil } ?? gateway.profile()
                return try ReadModel(store: store, stamp: stamp, rules: rules, profile: profile)
            }
        }
    }

    /// A GET answered from the read model: 304 when `If-None-Match` names the model's tag, else the JSON of `body`.
    func answer(
        _ request: Request, key: String = "", _ body: @escaping @Sendable (ReadModel, Store) throws -> any Encodable
    ) async throws -> Response {
        try await answer(request, key: key, contentType: "application/json; charset=utf-8") { model, store in
            ByteBuffer(bytes: try JSONEncoder.api.encode(try body(model, store)))
        }
    }

    /// A GET answered from the read model: 304 when `If-None-Match` names the model's tag, else what `render` makes of
    /// the model (and the read connection, for what the model does not hold), computed once per model and `key` (the
    /// route's parameters; the path is added here). Tag and key hold today's date, which answers without an explicit
    /// day depend on.
    func answer(
        _ request: Request, key: String, contentType: String, _ render: @escaping @Sendable (ReadModel, Store) throws -> ByteBuffer
    ) async throws -> Response {
        let entry = try await readModel()
        let day = today()
        let key = "\(request.uri.path)?\(key)@\(day)"
        return try await Response.conditional(request, tag: EntityTag("\(entry.tag)-\(day)")) {
            let buffer: ByteBuffer
            if let kept = entry.answer(key) {
                buffer = kept
            } else {
                let gateway = self
                buffer = try await NIOThreadPool.singleton.runIfActive { try render(entry.model, try gateway.reader()) }
                entry.keep(key, buffer)
            }
            return Response(status: .ok, headers: [.contentType: contentType], body: .init(byteBuffer: buffer))
        }
    }

    /// The read model's view of the latest snapshot; 404 before the first `infer`.
    func ledgerView() async throws -> LedgerView {
        try Self.view(try await readModel().model)
    }

    /// The latest snapshot's view; 404 before the first `infer`.
    static func view(_ model: ReadModel) throws -> LedgerView {
        guard let view = model.view else {
            throw APIError(.notFound, "the store has no ledger yet; POST /api/ledger/infer/ or add stays first")
        }
        return view
    }

    /// `body` over the reading connection, off the event loops: for what the read model does not hold (the devices,
    /// whose last contact changes with every push).
    func withReader<T: Sendable>(_ body: @escaping @Sendable (Store) throws -> T) async throws -> T {
        let gateway = self
        return try await NIOThreadPool.singleton.runIfActive { try body(try gateway.reader()) }
    }

    private func reader() throws -> Store {
        try cache.reader(open: openStore)
    }

    private func openStore() throws -> Store {
        try Store(path: files.storePath, logger: logger)
    }

    /// Runs `body` under the store lock, then recomputes the ledger and swaps the read model. A lock that does not come
    /// within `lockWait` seconds answers 503 with `Retry-After`.
    func write<T: Sendable>(_ stage: StageName, recompute: Bool = true, _ body: @escaping @Sendable (Store) throws -> T) async throws -> T {
        let files = files, wait = configuration.lockWait, logger = logger, rules = try rules()
        let result = try await NIOThreadPool.singleton.runIfActive {
            let locked = try Self.lock(files.storePath, wait: wait, stage: stage, logger: logger)
            let result = try body(locked.store)
            if recompute { _ = try Stages.infer(InferOptions(rules: rules), in: locked.store, context: Self.context(logger)) }
            return result
        }
        try await swapReadModel()
        if recompute { await alerts?.ledgerChanged() }
        return result
    }

    /// Recomputes the ledger (through `to` when given) under the lock.
    func infer(to: LocalDay?) async throws -> InferSummary {
        let files = files, wait = configuration.lockWait, logger = logger, rules = try rules()
        let summary = try await NIOThreadPool.singleton.runIfActive {
            let locked = try Self.lock(files.storePath, wait: wait, stage: .infer, logger: logger)
            return InferSummary(try Stages.infer(InferOptions(to: to, rules: rules), in: locked.store, context: Self.context(logger)))
        }
        try await swapReadModel()
        await alerts?.ledgerChanged()
        return summary
    }

    /// Builds the model of what a write left, so that the requests after it find it ready.
    private func swapReadModel() async throws {
        _ = try await readModel()
    }

    private static func lock(_ storePath: String, wait: Double, stage: StageName, logger: Logger) throws -> LockedStore {
        do {
            return try LockedStore(path: storePath, stage: stage, wait: wait, logger: logger)
        } catch StoreError.locked(_, let holder) {
            var error = APIError(.serviceUnavailable, "the store is busy (\(holder)); try again shortly")
            error.headers[.retryAfter] = "5"
            throw error
        }
    }

    private static func context(_ logger: Logger) -> StageContext {
        StageContext(logger: logger, observer: CollectingObserver())
    }
}
