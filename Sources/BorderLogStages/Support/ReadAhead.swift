import Foundation

/// Reads files on several threads ahead of one consumer, which takes the results in the files' order.
///
/// A thread starts the next file only while the files started and not yet taken add up to at most `budget` bytes
/// (one file always may start, whatever its size), so however slow the consumer, results wait in memory for a
/// bounded amount of input. The order of the results does not depend on the threads.
final class ReadAhead<Output: Sendable>: @unchecked Sendable {
    private let files: [FileScan.Entry]
    private let budget: Int64
    private let body: @Sendable (FileScan.Entry) -> Output
    private let condition = NSCondition()
    /// Guarded by `condition`: files handed to a thread, files handed back to the consumer, the bytes in between,
    /// results not yet taken by position, threads still running.
    private var started = 0
    private var taken = 0
    private var aheadBytes: Int64 = 0
    private var done: [Int: Output] = [:]
    private var running = 0
    private var stopped = false

    /// Starts `threads` threads (no more than there are files) applying `body` to `files`.
    init(_ files: [FileScan.Entry], threads: Int, budget: Int64, body: @escaping @Sendable (FileScan.Entry) -> Output) {
        self.files = files
        self.budget = budget
        self.body = body
        running = min(max(threads, 1), files.count)
        for _ in 0..<running { Thread { [self] in work() }.start() }
    }

    /// The next file's result, waiting for it; nil after the last.
    func next() -> Output? {
        condition.lock()
        defer { condition.unlock() }
        guard taken < files.count else { return nil }
        while done[taken] == nil { condition.wait() }
        let output = done.removeValue(forKey: taken)
        aheadBytes -= files[taken].size
        taken += 1
        condition.broadcast()
        return output
    }

    /// Starts no more files and waits for the threads to finish the ones they are reading.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while !stopped, started < files.count, aheadBytes > 0, aheadBytes + files[started].size > budget { condition.wait() }
            guard !stopped, started < files.count else { break }
            let position = started
            started += 1
            aheadBytes += files[position].size
            condition.unlock()
            let output = body(files[position])
            condition.lock()
            done[position] = output
            condition.broadcast()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
