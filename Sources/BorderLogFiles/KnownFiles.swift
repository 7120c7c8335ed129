import Foundation

/// Files as they were when last imported — size and modification time by path — for telling unchanged
/// files from a `stat` alone.
///
/// An unchanged rerun over a photo library looks up every file here, so paths are kept as bytes in one
/// buffer and found by a hash of those bytes: filling the table makes no string per path, and a lookup can
/// hash a folder's path once and each file name after it, without joining them into a string.
public struct KnownFiles: Sendable {
    /// A file's size and modification time (seconds since 1970, with nanoseconds).
    public struct Stamp: Equatable, Sendable {
        public let size: Int64
        public let mtime: Double

        public init(size: Int64, mtime: Double) {
            self.size = size
            self.mtime = mtime
        }
    }

    private struct Record {
        let start: Int
        let count: Int
        let hash: Int
        var stamp: Stamp
    }

    private var bytes: [UInt8] = []
    private var records: [Record] = []
    /// Open addressing over the paths' own hashes: each slot holds a record's index plus one (0: empty),
    /// probed linearly; kept at most half full.
    private var slots = [Int32](repeating: 0, count: 16)
    /// Hashes differ between processes (the standard hasher is seeded per process), never within one.
    private let seed = Hasher()

    public init() {}

    public var count: Int { records.count }

    /// Every path, in the order added.
    public var paths: [String] {
        records.map { String(decoding: bytes[$0.start..<$0.start + $0.count], as: UTF8.self) }
    }

    /// Adds (or, for a path already present, replaces) the stamp of the file at `path`.
    public mutating func add(path: UnsafeBufferPointer<UInt8>, _ stamp: Stamp) {
        var hasher = seed
        hasher.combine(bytes: UnsafeRawBufferPointer(path))
        let hash = hasher.finalize()
        let (found, free) = find(hash: hash, prefix: UnsafeBufferPointer(start: path.baseAddress, count: 0), name: path)
        if let found {
            records[found].stamp = stamp
            return
        }
        records.append(Record(start: bytes.count, count: path.count, hash: hash, stamp: stamp))
        bytes.append(contentsOf: path)
        slots[free] = Int32(records.count)
        if records.count * 2 > slots.count { grow() }
    }

    public mutating func add(path: String, _ stamp: Stamp) {
        var path = path
        path.withUTF8 { add(path: $0, stamp) }
    }

    public func stamp(path: String) -> Stamp? {
        var path = path
        return path.withUTF8 { bytes in
            stamp(folder: FolderPrefix(UnsafeBufferPointer(start: bytes.baseAddress, count: 0), in: self), name: bytes)
        }
    }

    /// The stamp of the file `name` inside the folder whose prefix (its path and a slash) was hashed once.
    public func stamp(folder: FolderPrefix, name: UnsafeBufferPointer<UInt8>) -> Stamp? {
        var hasher = folder.hasher
        hasher.combine(bytes: UnsafeRawBufferPointer(name))
        return find(hash: hasher.finalize(), prefix: folder.bytes, name: name).found.map { records[$0].stamp }
    }

    /// The record whose path is `prefix` followed by `name`, or the empty slot where it would go.
    private func find(hash: Int, prefix: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>) -> (found: Int?, free: Int) {
        let mask = slots.count - 1
        return bytes.withUnsafeBufferPointer { stored in
            var slot = hash & mask
            while slots[slot] != 0 {
                let index = Int(slots[slot]) - 1
                let record = records[index]
                if record.hash == hash, record.count == prefix.count + name.count,
                    prefix.isEmpty || memcmp(stored.baseAddress! + record.start, prefix.baseAddress!, prefix.count) == 0,
                    name.isEmpty || memcmp(stored.baseAddress! + record.start + prefix.count, name.baseAddress!, name.count) == 0
                {
                    return (index, slot)
                }
                slot = (slot + 1) & mask
            }
            return (nil, slot)
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, record) in records.enumerated() {
            var slot = record.hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// A folder's path followed by a slash, hashed once for all the files in it.
    public struct FolderPrefix {
        let bytes: UnsafeBufferPointer<UInt8>
        let hasher: Hasher

        /// `bytes` must outlive the prefix.
        public init(_ bytes: UnsafeBufferPointer<UInt8>, in files: KnownFiles) {
            self.bytes = bytes
            var hasher = files.seed
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            self.hasher = hasher
        }
    }
}
