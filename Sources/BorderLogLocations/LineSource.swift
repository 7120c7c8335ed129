import BorderLogCore
import Foundation

/// Lines of a byte source, one at a time, with their 1-based numbers. A line longer than
/// `limit` bytes is cut there (and reported by the caller), so memory stays bounded.
struct LineSource {
    private let source: ByteStream
    private var buffer = [UInt8](repeating: 0, count: 256 * 1024)
    private var start = 0
    private var end = 0
    private var finished = false
    private(set) var number = 0
    let limit: Int

    init(_ source: ByteStream, limit: Int = 4 * 1024 * 1024) {
        self.source = source
        self.limit = limit
    }

    /// The next line without its terminator (CRLF or LF), or nil at the end.
    mutating func next() throws -> [UInt8]? {
        var line: [UInt8] = []
        while true {
            if start < end {
                let found = buffer[start..<end].firstIndex(of: 0x0A)
                let stop = found ?? end
                if line.count < limit { line.append(contentsOf: buffer[start..<min(stop, start + limit - line.count)]) }
                start = found.map { $0 + 1 } ?? end
                if found != nil {
                    number += 1
                    if line.last == 0x0D { line.removeLast() }
                    return line
                }
            }
            if finished {
                guard !line.isEmpty else { return nil }
                number += 1
                if line.last == 0x0D { line.removeLast() }
                return line
            }
            let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
            start = 0
            end = count
            if count == 0 { finished = true }
        }
    }
}
