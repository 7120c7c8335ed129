import BorderLogLocations
import BorderLogModel
import BorderLogStore
import Foundation

/// The second half of a location import, on two threads of its own: points arrive from the reader in chunks and are
/// placed, thinned and made signals (`LocationSignalStream`) on one; the signals are written to the store in
/// transactions of `LocationImport.chunkSize` on the other.
///
/// Reading, thinning and writing each keep a core busy for a share of the time, so with two cores the three overlap
/// instead of taking turns. The queues between them are bounded, so memory stays bounded however fast the reader is:
/// the point queue holds more points than one transaction keeps at default thinning, so the reader goes on while a
/// transaction commits. Without a store (`--dry-run`) signals are only counted, on the thinning thread.
final class LocationPointWorker: @unchecked Sendable {
    struct Totals {
        var kept = 0, added = 0, unchanged = 0
    }

    private var stream: LocationSignalStream
    private let store: Store?
    private let source: SourceRecord
    private let points = BoundedQueue<[LocationPoint]>(depth: 32)
    private let signals = BoundedQueue<[Signal]>(depth: 2)
    private let threads = DispatchGroup()
    /// Written by the writing thread, read after both threads ended.
    private var totals = Totals()
    private var failure: Error?

    init(stream: LocationSignalStream, store: Store?, source: SourceRecord) {
        self.stream = stream
        self.store = store
        self.source = source
        start { [self] in thin() }
        if store != nil { start { [self] in write() } }
    }

    /// Queues a chunk of points in file order, waiting while the queue is full.
    func submit(_ chunk: [LocationPoint]) {
        points.put(chunk)
    }

    /// Waits until every queued point is thinned and written; throws the first store error.
    func finish() throws -> Totals {
        points.close()
        threads.wait()
        if let failure { throw failure }
        return totals
    }

    private func start(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        Thread { [threads] in
            body()
            threads.leave()
        }.start()
    }

    private func thin() {
        var pending: [Signal] = []
        pending.reserveCapacity(LocationImport.chunkSize)
        while let chunk = points.take() {
            for point in chunk { stream.offer(point) { pending.append($0) } }
            if pending.count >= LocationImport.chunkSize { hand(&pending) }
        }
        stream.finish { pending.append($0) }
        hand(&pending)
        signals.close()
    }

    /// Passes signals to the writing thread, or counts them in a dry run.
    private func hand(_ pending: inout [Signal]) {
        guard !pending.isEmpty else { return }
        if store == nil {
            totals.kept += pending.count
        } else {
            signals.put(pending)
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func write() {
        guard let store else { return }
        while let batch = signals.take() {
            do {
                let result = try store.importSignals(batch: [(source, batch)])
                totals.kept += batch.count
                totals.added += result.added
                totals.unchanged += result.unchanged
            } catch {
                failure = error
                // Stop the reader and the thinning thread: nothing more can be written.
                signals.cancel()
                points.cancel()
            }
        }
    }
}
