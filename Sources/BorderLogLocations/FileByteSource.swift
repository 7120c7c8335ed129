import BorderLogFiles
import Foundation

/// Why a location file could not be read at all (as opposed to a rejected record).
public struct LocationReadError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A file read with `read(2)`, counting the bytes for progress.
public final class FileByteSource: ByteStream {
    private let descriptor: Int32
    public private(set) var bytesRead: Int64 = 0

    public init(path: String) throws {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw LocationReadError("cannot open: \(String(cString: strerror(errno)))") }
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 {
                bytesRead += Int64(count)
                return count
            }
            if errno == EINTR { continue }
            throw LocationReadError("read failed: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }
}

/// A source whose first bytes were read ahead (to sniff the format) and are replayed first.
///
/// Drops a UTF-8 byte-order mark, and for XML the blank space some writers put before the
/// declaration (which libxml2 would reject).
public final class LocationHeadSource: ByteStream {
    public let head: [UInt8]
    private var offset = 0
    private let rest: ByteStream
    /// What the source threw while the head was read, thrown once the head has been replayed.
    private var failure: Error?

    public init(_ source: ByteStream, headSize: Int = 64 * 1024) throws {
        var head = [UInt8](repeating: 0, count: headSize)
        var filled = 0
        var failure: Error?
        while filled < headSize {
            let count: Int
            do {
                count = try head.withUnsafeMutableBytes { try source.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            } catch {
                // A stream that fails after some bytes (a gzip cut short) gives those bytes first, then the error.
                guard filled > 0 else { throw error }
                failure = error
                break
            }
            if count == 0 { break }
            filled += count
        }
        self.failure = failure
        head.removeSubrange(filled...)
        self.head = head
        rest = source
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// Skips blank space before the first `<` of an XML document.
    public func skipLeadingWhitespace() {
        while offset < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[offset]) { offset += 1 }
    }

    /// The head without a byte-order mark, for sniffing.
    public var text: ArraySlice<UInt8> { head[(head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)...] }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if offset < head.count {
            let count = min(buffer.count, head.count - offset)
            head.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
            offset += count
            return count
        }
        if let failure {
            self.failure = nil
            throw failure
        }
        return try rest.read(into: buffer)
    }
}

/// Passes reads through and reports the running byte count.
final class CountingSource: ByteStream {
    private let source: ByteStream
    private let progress: ((Int64) -> Void)?
    private(set) var count: Int64 = 0

    init(_ source: ByteStream, progress: ((Int64) -> Void)?) {
        self.source = source
        self.progress = progress
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let n = try source.read(into: buffer)
        count += Int64(n)
        progress?(count)
        return n
    }
}
