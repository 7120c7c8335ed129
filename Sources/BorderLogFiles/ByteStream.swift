/// Bytes read in order, a block at a time, so no reader ever holds a whole file.
public protocol ByteStream: AnyObject {
    /// Fills up to `buffer.count` bytes; 0 at the end. Throws on an I/O error.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Bytes already in memory (one line, one small zip member, one small JSON document).
public final class MemoryByteStream: ByteStream {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
        offset += count
        return count
    }
}
