import BorderLogArchive
import Foundation

/// A zip member inflated only as far as a reader asks. Metadata sits near the start of a photo, so a 5 MB JPEG costs
/// the inflating of its first kilobytes, not of the whole file; a video whose `moov` comes last is inflated up to it.
/// What is inflated is kept, so a reader may go back: in memory, or appended to a private temporary file, as
/// ``ArchivedMedia/staging(of:)`` decides. libzip checks a member's CRC and length when it reaches the end; a member
/// read only in part is checked only as far as it is read, as a photo file's image data is never read either.
final class InflatingMember {
    /// The size the archive declares.
    let size: Int
    private let stream: ZipMemberStream
    private var memory: [UInt8] = []
    /// The temporary file the bytes go to instead of `memory`.
    private let descriptor: Int32?
    private var filled = 0
    /// Called when the member is released (gives its archive handle back).
    private let release: () -> Void

    /// Inflates `stream` into memory, or into the file open at `descriptor` (which the member then owns).
    init(_ stream: ZipMemberStream, into descriptor: Int32?, release: @escaping () -> Void) {
        self.stream = stream
        self.descriptor = descriptor
        self.release = release
        size = Int(stream.member.size)
    }

    deinit {
        stream.close()
        if let descriptor { close(descriptor) }
        release()
    }

    /// Up to `count` bytes at `offset` (within ``size``), inflating as far as needed first.
    func read(at offset: Int, count: Int) throws(PhotoReadError) -> [UInt8] {
        try fill(to: offset + count)
        let end = min(offset + count, filled)
        guard offset < end else { return [] }
        if let descriptor { return try MediaFile.read(descriptor, at: offset, count: end - offset) }
        return Array(memory[offset..<end])
    }

    /// Inflates until `end` bytes are there, or the member ends.
    private func fill(to end: Int) throws(PhotoReadError) {
        var block = [UInt8](repeating: 0, count: 64 << 10)
        while filled < end {
            let count: Int
            do {
                count = try block.withUnsafeMutableBytes { try stream.read(into: $0) }
            } catch let error as ArchiveError {
                throw .unreadable(error.reason)
            } catch {
                throw .unreadable("\(error)")
            }
            // The end: the stream has checked the member against the size it declares.
            if count == 0 { return }
            // A member claiming a kilobyte must not fill memory or the disk.
            guard filled + count <= size else { throw .corrupt("the member holds more than the \(size) bytes it declares") }
            if let descriptor {
                try Self.write(block[..<count], to: descriptor)
            } else {
                memory.append(contentsOf: block[..<count])
            }
            filled += count
        }
    }

    private static func write(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) throws(PhotoReadError) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable("cannot write a temporary copy: \(String(cString: strerror(errno)))")
            }
            done += n
        }
    }
}
