import BorderLogCore
import BorderLogStore
import Foundation

/// Writes chunks of signals on a second thread while the reader goes on parsing: with two cores,
/// SQLite and the parser overlap instead of taking turns. At most `depth` chunks wait, so memory
/// stays bounded however fast the reader is.
final class LocationChunkWriter: @unchecked Sendable {
    private let store: Store
    private let source: SourceRecord
    private let condition = NSCondition()
    private var queue: [[Signal]] = []
    private var closed = false
    private var finished = false
    private var failure: Error?
    private(set) var added = 0
    private(set) var unchanged = 0
    private let depth = 2

    init(store: Store, source: SourceRecord) {
        self.store = store
        self.source = source
        let thread = Thread { [self] in drain() }
        thread.start()
    }

    /// Queues a chunk, waiting while `depth` chunks are already queued.
    func submit(_ signals: [Signal]) {
        condition.lock()
        while queue.count >= depth && failure == nil { condition.wait() }
        if failure == nil { queue.append(signals) }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for every queued chunk to be written; throws the first store error.
    func finish() throws -> (added: Int, unchanged: Int) {
        condition.lock()
        closed = true
        condition.broadcast()
        while !finished { condition.wait() }
        let failure = failure
        condition.unlock()
        if let failure { throw failure }
        return (added, unchanged)
    }

    private func drain() {
        while true {
            condition.lock()
            while queue.isEmpty && !closed { condition.wait() }
            if queue.isEmpty {
                finished = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let chunk = queue.removeFirst()
            condition.broadcast()
            condition.unlock()
            do {
                let result = try store.importSignals(batch: [(source, chunk)])
                condition.lock()
                added += result.added
                unchanged += result.unchanged
                condition.unlock()
            } catch {
                condition.lock()
                failure = failure ?? error
                queue.removeAll()
                condition.broadcast()
                condition.unlock()
            }
        }
    }
}
