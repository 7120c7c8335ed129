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
        let stamp: Stamp
        /// The next record whose path has the same hash, or -1.
        var next: Int
    }

    private var bytes: [UInt8] = []
    private var records: [Record] = []
    private var firstByHash: [Int: Int] = [:]
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
        if let index = find(hash: hash, where: { $0.elementsEqual(path) }) {
            records[index] = Record(start: records[index].start, count: records[index].count, stamp: stamp, next: records[index].next)
            return
        }
        records.append(Record(start: bytes.count, count: path.count, stamp: stamp, next: firstByHash[hash] ?? -1))
        bytes.append(contentsOf: path)
        firstByHash[hash] = records.count - 1
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
        let prefix = folder.bytes
        let index = find(hash: hasher.finalize()) { stored in
            stored.count == prefix.count + name.count && stored.prefix(prefix.count).elementsEqual(prefix)
                && stored.suffix(name.count).elementsEqual(name)
        }
        return index.map { records[$0].stamp }
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

    private func find(hash: Int, where matches: (ArraySlice<UInt8>) -> Bool) -> Int? {
        var index = firstByHash[hash] ?? -1
        while index >= 0 {
            let record = records[index]
            if matches(bytes[record.start..<record.start + record.count]) { return index }
            index = record.next
        }
        return nil
    }
}
