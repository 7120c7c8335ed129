/// Bytes read in order, a block at a time, so no reader ever holds a whole file.
public protocol ByteStream: AnyObject {
    /// Fills up to `buffer.count` bytes; 0 at the end. Throws on an I/O error.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}
