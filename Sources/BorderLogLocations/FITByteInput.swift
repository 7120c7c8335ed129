import BorderLogFiles

/// A FIT stream read front to back: counts the bytes taken (the offsets problems are reported at) and runs the
/// file CRC over them. Holds a 64 KB buffer and, in the caller's array, one message at a time.
final class FITByteInput {
    private let source: ByteStream
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0
    private var finished = false
    /// Bytes taken since the start of the stream.
    private(set) var offset: Int64 = 0
    /// The CRC of the bytes taken since it was last reset (at each FIT file of a chain).
    var crc = FITCRC()

    init(_ source: ByteStream) {
        self.source = source
    }

    /// Puts the next `count` bytes in `bytes` (emptied first); false when the stream ends before them, `bytes`
    /// then holding what there was.
    func take(_ count: Int, into bytes: inout [UInt8]) throws -> Bool {
        bytes.removeAll(keepingCapacity: true)
        while bytes.count < count {
            if start == end, try !refill() { return false }
            let chunk = buffer[start..<min(end, start + count - bytes.count)]
            crc.update(chunk)
            bytes.append(contentsOf: chunk)
            start += chunk.count
            offset += Int64(chunk.count)
        }
        return true
    }

    /// The next byte, or nil at the end of the stream.
    func byte() throws -> UInt8? {
        if start == end, try !refill() { return nil }
        let value = buffer[start]
        crc.update(CollectionOfOne(value))
        start += 1
        offset += 1
        return value
    }

    /// Passes over up to `count` bytes (the CRC still runs over them); returns how many there were.
    func skip(_ count: Int64) throws -> Int64 {
        var skipped: Int64 = 0
        while skipped < count {
            if start == end, try !refill() { break }
            let chunk = buffer[start..<start + Int(min(Int64(end - start), count - skipped))]
            crc.update(chunk)
            start += chunk.count
            skipped += Int64(chunk.count)
        }
        offset += skipped
        return skipped
    }

    /// Whether nothing is left to take.
    func isAtEnd() throws -> Bool {
        if start < end { return false }
        return try !refill()
    }

    private func refill() throws -> Bool {
        guard !finished else { return false }
        let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
        start = 0
        end = count
        finished = count == 0
        return count > 0
    }
}
