import BorderLogCore
import BorderLogStages
import BorderLogStore
import Foundation
import Logging
import NIOPosix

/// Every request's way to the store, off the event loops: reads on a connection of their own (readers never wait
/// for each other or for a writer), writes under the store's lock, taken per request and never held while idle, so
/// the nightly cron runs beside the server. Every write recomputes the ledger before it answers.
struct StoreGateway: Sendable {
    let configuration: ServerConfiguration
    let logger: Logger

    func rules() throws -> RuleBook {
        try RuleBook.current(configPath: configuration.rulesPath)
    }

    func profile() throws -> Profile {
        try Profile.load(from: configuration.profileFile)
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (Store) throws -> T) async throws -> T {
        let path = configuration.storePath, logger = logger
        return try await NIOThreadPool.singleton.runIfActive {
            try body(try Store(path: path, logger: logger))
        }
    }

    /// The latest snapshot and the rules; 404 before the first `infer`.
    func ledgerView() async throws -> LedgerView {
        let rules = try rules(), profile = try profile()
        return try await read { store in
            do {
                return try LedgerView(store: store, rules: rules, profile: profile)
            } catch StoreError.noSnapshot {
                throw APIError(.notFound, "the store has no ledger yet; POST /api/ledger/infer/ or add stays first")
            }
        }
    }

    /// Runs `body` under the store lock, then recomputes the ledger. A lock that does not come within
    /// `lockWait` seconds answers 503 with `Retry-After`.
    func write<T: Sendable>(_ stage: StageName, recompute: Bool = true, _ body: @escaping @Sendable (Store) throws -> T) async throws -> T {
        let configuration = configuration, logger = logger, rules = try rules()
        return try await NIOThreadPool.singleton.runIfActive {
            let locked = try Self.lock(configuration, stage: stage, logger: logger)
            let result = try body(locked.store)
            if recompute { _ = try Stages.infer(InferOptions(rules: rules), in: locked.store, context: Self.context(logger)) }
            return result
        }
    }

    /// Recomputes the ledger (through `to` when given) under the lock.
    func infer(to: LocalDay?) async throws -> InferSummary {
        let configuration = configuration, logger = logger, rules = try rules()
        return try await NIOThreadPool.singleton.runIfActive {
            let locked = try Self.lock(configuration, stage: .infer, logger: logger)
            return InferSummary(try Stages.infer(InferOptions(to: to, rules: rules), in: locked.store, context: Self.context(logger)))
        }
    }

    private static func lock(_ configuration: ServerConfiguration, stage: StageName, logger: Logger) throws -> LockedStore {
        do {
            return try LockedStore(path: configuration.storePath, stage: stage, wait: configuration.lockWait, logger: logger)
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
