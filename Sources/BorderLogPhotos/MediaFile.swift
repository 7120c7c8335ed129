import Foundation

/// A file opened for bounded, random-access reads of its headers; never reads the whole file. A photo in a zip archive
/// is the same to the readers (``InflatingMember``).
///
/// Every read is clamped to the file's size and to ``maximumRead``, so a hostile length field
/// cannot make a reader allocate or read more than that.
final class MediaFile {
    /// The most one read may return (metadata blocks are far smaller: a JPEG segment is ≤ 64 KiB).
    static let maximumRead = 4 << 20

    private enum Storage {
        case descriptor(Int32)
        case member(InflatingMember)
    }

    let size: Int
    private let storage: Storage

    init(path: String) throws(PhotoReadError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            throw .unreadable(String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .unreadable("not a regular file")
        }
        storage = .descriptor(fd)
        size = Int(info.st_size)
    }

    /// Reads a zip member, inflated as far as the readers go.
    init(member: InflatingMember) {
        storage = .member(member)
        size = member.size
    }

    deinit {
        if case .descriptor(let fd) = storage { close(fd) }
    }

    /// Up to `count` bytes at `offset`; fewer at the end of the file, none past it.
    func read(at offset: Int, count: Int) throws(PhotoReadError) -> [UInt8] {
        guard offset >= 0, count > 0, offset < size else { return [] }
        let wanted = min(count, size - offset, MediaFile.maximumRead)
        switch storage {
        case .member(let member): return try member.read(at: offset, count: wanted)
        case .descriptor(let descriptor): return try Self.read(descriptor, at: offset, count: wanted)
        }
    }

    /// Up to `wanted` bytes at `offset` of an open file.
    static func read(_ descriptor: Int32, at offset: Int, count wanted: Int) throws(PhotoReadError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: wanted)
        var done = 0
        while done < wanted {
            let n = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, wanted - done, off_t(offset + done))
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            done += n
        }
        if done < wanted { buffer.removeLast(wanted - done) }
        return buffer
    }

    /// Exactly `count` bytes at `offset`, or a truncation error naming `what`.
    func readExactly(at offset: Int, count: Int, what: String) throws(PhotoReadError) -> [UInt8] {
        guard count <= MediaFile.maximumRead else { throw .corrupt("\(what) claims \(count) bytes, more than any metadata block") }
        let bytes = try read(at: offset, count: count)
        guard bytes.count == count else { throw .truncated("\(what) at byte \(offset) runs past the end of the file") }
        return bytes
    }
}

// MARK: - Byte helpers

extension Array where Element == UInt8 {
    func uint16BE(_ at: Int) -> Int { Int(self[at]) << 8 | Int(self[at + 1]) }
    func uint32BE(_ at: Int) -> Int { Int(self[at]) << 24 | Int(self[at + 1]) << 16 | Int(self[at + 2]) << 8 | Int(self[at + 3]) }
    func uint32LE(_ at: Int) -> Int { Int(self[at + 3]) << 24 | Int(self[at + 2]) << 16 | Int(self[at + 1]) << 8 | Int(self[at]) }
    func uint64BE(_ at: Int) -> Int {
        let high = UInt64(uint32BE(at)), low = UInt64(uint32BE(at + 4))
        let value = high << 32 | low
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }
    func fourCC(_ at: Int) -> String { String(decoding: self[at..<at + 4], as: UTF8.self) }
    func starts(with text: String, at offset: Int = 0) -> Bool {
        let pattern = Array(text.utf8)
        return count >= offset + pattern.count && Array(self[offset..<offset + pattern.count]) == pattern
    }
}
