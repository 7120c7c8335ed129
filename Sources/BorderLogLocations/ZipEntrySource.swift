import BorderLogCore
import Foundation
import ZIPFoundation

/// One member of a zip archive as a pull source, inflated on a helper thread into a small bounded
/// queue: a 2 GB `Records.json` inside a Takeout is read without unpacking it to disk or memory.
/// Inflation stops with an error past `ArchiveLimits`, whatever the member declared.
final class ZipEntrySource: ByteStream, @unchecked Sendable {
    private let condition = NSCondition()
    private var chunks: [Data] = []
    private var current = Data()
    private var offset = 0
    private var done = false
    private var cancelled = false
    private var failure: Error?
    private let maxQueued = 8

    private struct Cancelled: Error {}

    init(archive url: URL, entry path: String) {
        let thread = Thread { [self] in
            do {
                let archive = try Archive(url: url, accessMode: .read)
                guard let entry = archive[path] else { throw LocationReadError("\(path) is not in the archive") }
                let compressed = Int64(clamping: entry.compressedSize)
                var inflated: Int64 = 0
                _ = try archive.extract(entry, bufferSize: 256 * 1024, skipCRC32: false) { data in
                    inflated += Int64(data.count)
                    if let refusal = ArchiveLimits.refusal(compressed: compressed, inflated: inflated) { throw LocationReadError(refusal) }
                    condition.lock()
                    defer { condition.unlock() }
                    while chunks.count >= maxQueued && !cancelled { condition.wait() }
                    if cancelled { throw Cancelled() }
                    chunks.append(data)
                    condition.broadcast()
                }
            } catch is Cancelled {
            } catch {
                condition.lock()
                failure = error
                condition.unlock()
            }
            condition.lock()
            done = true
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if offset >= current.count {
            condition.lock()
            while chunks.isEmpty && !done { condition.wait() }
            if chunks.isEmpty {
                let failure = failure
                condition.unlock()
                if let failure = failure as? LocationReadError { throw failure }
                if let failure { throw LocationReadError("cannot inflate archive member: \(failure)") }
                return 0
            }
            current = chunks.removeFirst()
            offset = 0
            condition.broadcast()
            condition.unlock()
        }
        let count = min(buffer.count, current.count - offset)
        current.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
        offset += count
        return count
    }

    /// Stops the helper thread (when a reader gave up early) and waits for it.
    func close() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while !done { condition.wait() }
        condition.unlock()
    }

    deinit {
        close()
    }
}

/// The members of a zip archive worth reading: location exports by content, not by name.
enum LocationArchive {
    struct Member {
        let path: String
        /// Its size inflated and compressed, as the archive declares them.
        let size: Int64
        let compressedSize: Int64

        /// Why the declared sizes alone refuse the member (`ArchiveLimits`), or nil.
        var refusal: String? { ArchiveLimits.refusal(compressed: compressedSize, inflated: size) }
    }

    static func members(of url: URL) throws -> [Member] {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw LocationReadError("not a readable zip archive (\(error))")
        }
        return archive.compactMap { entry in
            guard entry.type == .file else { return nil }
            let name = (entry.path as NSString).lastPathComponent
            guard !name.hasPrefix("."), !entry.path.hasPrefix("__MACOSX/") else { return nil }
            let ext = (name as NSString).pathExtension.lowercased()
            guard ["json", "geojson", "gpx", "kml", "csv", "rec", "tcx", "txt", ""].contains(ext) else { return nil }
            return Member(path: entry.path, size: Int64(clamping: entry.uncompressedSize), compressedSize: Int64(clamping: entry.compressedSize))
        }
    }
}
