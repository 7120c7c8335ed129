import BorderLogCore
import BorderLogLocations
import BorderLogStore
import Foundation

/// The second half of a location import, on its own thread: points arrive from the reader in chunks,
/// are placed, thinned and made signals (`LocationSignalStream`), and are written to the store in
/// transactions of `LocationImport.chunkSize` signals.
///
/// With two cores, parsing and everything after it overlap instead of taking turns. At most `depth`
/// chunks wait, so memory stays bounded however fast the reader is; the queue holds more points than
/// one transaction keeps at default thinning, so the reader goes on while the worker writes.
/// Without a store (`--dry-run`) signals are only counted.
final class LocationPointWorker: @unchecked Sendable {
    struct Totals {
        var kept = 0, added = 0, unchanged = 0
    }

    private var stream: LocationSignalStream
    private let store: Store?
    private let source: SourceRecord
    private let condition = NSCondition()
    private var queue: [[LocationPoint]] = []
    private var closed = false
    private var finished = false
    private var failure: Error?
    private var totals = Totals()
    private let depth = 32

    init(stream: LocationSignalStream, store: Store?, source: SourceRecord) {
        self.stream = stream
        self.store = store
        self.source = source
        let thread = Thread { [self] in run() }
        thread.start()
    }

    /// Queues a chunk of points in file order, waiting while `depth` chunks are already queued.
    func submit(_ points: [LocationPoint]) {
        condition.lock()
        while queue.count >= depth && failure == nil { condition.wait() }
        if failure == nil { queue.append(points) }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every queued point is thinned and written; throws the first store error.
    func finish() throws -> Totals {
        condition.lock()
        closed = true
        condition.broadcast()
        while !finished { condition.wait() }
        let failure = failure
        condition.unlock()
        if let failure { throw failure }
        return totals
    }

    private func run() {
        var pending: [Signal] = []
        pending.reserveCapacity(LocationImport.chunkSize)
        do {
            while let points = next() {
                for point in points { stream.offer(point) { pending.append($0) } }
                if pending.count >= LocationImport.chunkSize { try write(&pending) }
            }
            stream.finish { pending.append($0) }
            try write(&pending)
        } catch {
            condition.lock()
            failure = error
            queue.removeAll()
            condition.unlock()
        }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next queued chunk, or nil once the reader has closed the queue and it is empty.
    private func next() -> [LocationPoint]? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !closed { condition.wait() }
        guard !queue.isEmpty else { return nil }
        let chunk = queue.removeFirst()
        condition.broadcast()
        return chunk
    }

    private func write(_ signals: inout [Signal]) throws {
        guard !signals.isEmpty else { return }
        totals.kept += signals.count
        if let store {
            let result = try store.importSignals(batch: [(source, signals)])
            totals.added += result.added
            totals.unchanged += result.unchanged
        }
        signals.removeAll(keepingCapacity: true)
    }
}
