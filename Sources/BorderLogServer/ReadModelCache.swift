import BorderLogStages
import BorderLogStore
import Hummingbird
import Synchronization

/// The read model in force, the answers already computed from it, and the store connections that check and build it:
/// touched only by `StoreGateway` (docs/development.md).
final class ReadModelCache: Sendable {
    /// A model and the encoded answers computed from it so far.
    final class Entry: Sendable {
        let model: ReadModel
        let tag: String
        private let answers = Mutex<[String: ByteBuffer]>([:])
        /// Answers kept per model: enough for every route on the days a person looks at, bounded against a client that
        /// walks every date.
        static let answerLimit = 512

        init(_ model: ReadModel) {
            self.model = model
            tag = model.stamp.tag
        }

        func answer(_ key: String) -> ByteBuffer? { answers.withLock { $0[key] } }

        func keep(_ key: String, _ body: ByteBuffer) {
            answers.withLock { answers in
                if answers.count >= Self.answerLimit { answers.removeAll() }
                answers[key] = body
            }
        }
    }

    private struct State {
        /// The connection that builds models and reads what they do not hold (a day's evidence).
        var reader: Store?
        var current: Entry?
        /// The build under way, for the newest stamp asked for: requests that need the same stamp wait for it.
        var building: (stamp: ReadModel.Stamp, task: Task<Entry, any Error>)?
    }

    private let state = Mutex(State())
    /// The connections idle for the stamp query. Each check takes one for itself, so that checks running at the same
    /// moment (as many as threads run requests) never queue for a connection, which costs more than the query.
    private let stampStores = Mutex<[Store]>([])

    /// The reading connection, opened on first use and kept: opening a store costs more than a request.
    func reader(open: () throws -> Store) throws -> Store {
        try state.withLock { state in
            if let store = state.reader { return store }
            let store = try open()
            state.reader = store
            return store
        }
    }

    /// Runs `body` on an idle stamp connection, opening one when none is idle.
    func withStampStore<T>(open: () throws -> Store, _ body: (Store) throws -> T) throws -> T {
        let store = try stampStores.withLock { $0.popLast() } ?? open()
        defer { stampStores.withLock { $0.append(store) } }
        return try body(store)
    }

    /// The entry for `stamp`: the current one when its stamp is, else one `build` makes (once, however many requests
    /// ask meanwhile), which then becomes current unless a newer stamp was asked for in between.
    func entry(
        for stamp: ReadModel.Stamp, build: @escaping @Sendable (_ previous: ReadModel?) async throws -> ReadModel
    ) async throws -> Entry {
        enum Lookup { case ready(Entry), waiting(Task<Entry, any Error>) }
        let lookup: Lookup = state.withLock { state in
            if let current = state.current, current.model.stamp == stamp { return .ready(current) }
            if let building = state.building, building.stamp == stamp { return .waiting(building.task) }
            let previous = state.current?.model
            let task = Task { Entry(try await build(previous)) }
            state.building = (stamp, task)
            return .waiting(task)
        }
        switch lookup {
        case .ready(let entry):
            return entry
        case .waiting(let task):
            do {
                let entry = try await task.value
                state.withLock { state in
                    guard state.building?.stamp == stamp else { return }
                    state.current = entry
                    state.building = nil
                }
                return entry
            } catch {
                state.withLock { state in if state.building?.stamp == stamp { state.building = nil } }
                throw error
            }
        }
    }
}
