import Foundation

/// Hands items from one thread to another, holding at most `depth`: `put` waits while the queue is full and `take`
/// while it is empty, so memory stays bounded however fast the producer is. After `close` the consumer drains what
/// is left and then gets nil. After `cancel` (the consumer failed) the queue drops what it holds and every later
/// item, and nobody waits on it again.
final class BoundedQueue<Element>: @unchecked Sendable {
    private let condition = NSCondition()
    private let depth: Int
    /// Guarded by `condition`.
    private var items: [Element] = []
    private var closed = false
    private var cancelled = false

    init(depth: Int) {
        self.depth = depth
    }

    /// Queues `item`, waiting while `depth` items are queued; false (and dropped) once the queue is cancelled.
    @discardableResult
    func put(_ item: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= depth && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The next item, waiting for one; nil once the queue is closed and empty, or cancelled.
    func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed && !cancelled { condition.wait() }
        guard !cancelled, !items.isEmpty else { return nil }
        condition.broadcast()
        return items.removeFirst()  // a few items at most: shifting them costs nothing
    }

    /// No more items will come.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Drops everything queued and refuses what comes, so a producer never waits for a consumer that stopped.
    func cancel() {
        condition.lock()
        cancelled = true
        items.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
