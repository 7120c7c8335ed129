import Foundation
import Synchronization
import Testing
@testable import BorderLogStages

/// The hand-over between an import's threads: order kept, never more than `depth` held, and a consumer that stops
/// never leaves the producer waiting.
@Suite struct BoundedQueueTests {
    @Test func itemsArriveInOrderAndTheProducerWaitsWhenTheQueueIsFull() {
        let queue = BoundedQueue<Int>(depth: 3)
        let produced = Mutex(0)
        let producer = Thread {
            for item in 0..<1_000 {
                queue.put(item)
                produced.withLock { $0 += 1 }
            }
            queue.close()
        }
        producer.start()
        // Nothing is taken yet: the producer gets `depth` items in, and no more.
        let deadline = Date().addingTimeInterval(10)
        while produced.withLock({ $0 }) < 3 && Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        Thread.sleep(forTimeInterval: 0.02)
        #expect(produced.withLock { $0 } == 3)
        var received: [Int] = []
        while let item = queue.take() { received.append(item) }
        #expect(received == Array(0..<1_000))
    }

    @Test func cancellingReleasesAWaitingProducerAndDropsWhatComes() {
        let queue = BoundedQueue<[Int]>(depth: 1)
        queue.put([1])
        let finished = DispatchSemaphore(value: 0)
        let accepted = Mutex<[Bool]>([])
        Thread {
            let result = queue.put([2])  // waits: the queue is full
            accepted.withLock { $0.append(result) }
            finished.signal()
        }.start()
        queue.cancel()
        #expect(finished.wait(timeout: .now() + 5) == .success)
        #expect(accepted.withLock { $0 } == [false])
        #expect(queue.take() == nil)
        #expect(!queue.put([3]))
    }
}
