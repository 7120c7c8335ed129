import BorderLogFiles
import BorderLogModel
import Foundation

/// Finds the files an import reads under the paths it is given: recursive, hidden files and folders skipped, only
/// the files a `FileSelection` takes (files named directly are always taken), symbolic links followed but every
/// folder visited once (so link loops end); each file with the `stat` stamp that tells an unchanged file from the
/// store's known ones. Every import stage finds its files here.
///
/// An unchanged rerun over a photo library is this walk and little else, so it is built for that: folders are listed
/// first, on one thread, keeping names as bytes; then the media files are `stat`ed on every core, each relative
/// to its open folder; only then is what the store knows needed (it can be read meanwhile), and files are
/// compared with it on every core without joining a path string. The order of the result does not depend on
/// the threads.
public enum FileScan {
    /// One candidate file and what `stat` says about it (all an unchanged rerun needs).
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var size: Int64
        /// Modification time, seconds since 1970 with nanoseconds.
        public var mtime: Double
        /// Named directly rather than found in a folder.
        public var isExplicit = false

        public var stamp: KnownFiles.Stamp { KnownFiles.Stamp(size: size, mtime: mtime) }
    }

    /// What a walk found.
    public struct Walk: Sendable {
        /// Files that are new or changed since the known ones, in walk order.
        public var entries: [Entry] = []
        /// Files whose path, size and modification time are known.
        public var unchanged = 0
        /// Missing roots, unreadable folders, broken links, files that vanished during the walk.
        public var issues: [InputIssue] = []
        /// Folders found below the roots that the selection takes whole rather than walking (Photos libraries).
        public var packages: [String] = []
    }

    /// Walks `roots` (folders or files) in a stable order: each folder's files by name, then its folders.
    /// Files named explicitly are taken whatever their extension.
    public static func walk(_ roots: [String], selecting selection: FileSelection) -> Walk {
        walk(roots, selecting: selection) { KnownFiles() }
    }

    /// Walks `roots` and sets apart the files `known` has seen with the same size and modification time.
    /// `known` is asked for once the files are `stat`ed, so that it can be read meanwhile.
    public static func walk(_ roots: [String], selecting selection: FileSelection, known: () throws -> KnownFiles) rethrows -> Walk {
        var listing = FolderListing(selection: selection)
        for root in roots {
            let path = URL(fileURLWithPath: root).standardizedFileURL.path
            var info = stat()
            guard fstatat(AT_FDCWD, path, &info, 0) == 0 else {
                listing.issues.append(InputIssue(path: root, message: "no such file or folder"))
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: listing.add(root: path, id: FolderListing.FolderID(info))
            case S_IFREG: listing.files.append(.found(Entry(path: path, size: Int64(info.st_size), mtime: info.mtime, isExplicit: true)))
            default: listing.issues.append(InputIssue(path: root, message: "\(kind(of: info)), not a file or folder; skipped"))
            }
        }
        let stamps = statPending(listing)
        return compare(listing, stamps, with: try known())
    }

    /// `stat`s the files waiting in `listing` on every core (while the known files may still be read).
    /// A file gone or no longer a plain file has no stamp.
    private static func statPending(_ listing: FolderListing) -> Slots<KnownFiles.Stamp?> {
        let stamps = Slots<KnownFiles.Stamp?>(count: listing.files.count, repeating: nil)
        inShares(of: listing.files.count) { range in
            listing.names.withUnsafeBufferPointer { names in
                var folder = -1
                var descriptor: Int32 = -1
                defer { if descriptor >= 0 { close(descriptor) } }
                for position in range {
                    guard case .pending(let index, let nameStart, _) = listing.files[position] else { continue }
                    if index != folder {
                        if descriptor >= 0 { close(descriptor) }
                        descriptor = open(listing.folders[index].path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                        folder = index
                    }
                    var info = stat()
                    if fstatat(descriptor, names.baseAddress! + nameStart, &info, 0) == 0, info.st_mode & S_IFMT == S_IFREG {
                        stamps[position] = KnownFiles.Stamp(size: Int64(info.st_size), mtime: info.mtime)
                    }
                }
            }
        }
        return stamps
    }

    /// Sorts every file into new or changed, unchanged and vanished, on every core; paths are made only for
    /// the new, changed and vanished ones.
    private static func compare(_ listing: FolderListing, _ stamps: Slots<KnownFiles.Stamp?>, with known: KnownFiles) -> Walk {
        let outcomes = Slots<Outcome>(count: listing.files.count, repeating: .unchanged)
        inShares(of: listing.files.count) { range in
            listing.names.withUnsafeBufferPointer { names in
                listing.folderBytes.withUnsafeBufferPointer { folderBytes in
                    var folder = -1
                    var prefix: KnownFiles.FolderPrefix?
                    for position in range {
                        switch listing.files[position] {
                        case .found(let entry):
                            outcomes[position] = known.stamp(path: entry.path) == entry.stamp ? .unchanged : .found(entry)
                        case .pending(let index, let nameStart, let nameCount):
                            let name = UnsafeBufferPointer(rebasing: names[nameStart..<nameStart + nameCount])
                            guard let stamp = stamps[position] else {
                                outcomes[position] = .vanished(listing.path(folder: index, name: name))
                                continue
                            }
                            if index != folder {
                                let span = listing.folders[index].prefix
                                prefix = KnownFiles.FolderPrefix(UnsafeBufferPointer(rebasing: folderBytes[span.start..<span.start + span.count]), in: known)
                                folder = index
                            }
                            outcomes[position] = known.stamp(folder: prefix!, name: name) == stamp
                                ? .unchanged : .found(Entry(path: listing.path(folder: index, name: name), size: stamp.size, mtime: stamp.mtime))
                        }
                    }
                }
            }
        }
        var walk = Walk(issues: listing.issues, packages: listing.packages)
        for position in 0..<listing.files.count {
            switch outcomes[position] {
            case .found(let entry): walk.entries.append(entry)
            case .unchanged: walk.unchanged += 1
            case .vanished(let path): walk.issues.append(InputIssue(path: path, message: "vanished or unreadable during the walk"))
            }
        }
        return walk
    }

    /// Runs `body` on every core, each call with one contiguous share of `0..<count` (on the caller's thread
    /// alone for a few files).
    private static func inShares(of count: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let workers = count < 256 ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let share = (count + workers - 1) / workers
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            body(min(worker * share, count)..<min((worker + 1) * share, count))
        }
    }

    private enum Outcome {
        case found(Entry)
        case unchanged
        case vanished(String)
    }

    /// One value per file, each written by one worker only and read after they have all finished.
    private final class Slots<Value>: @unchecked Sendable {
        private let values: UnsafeMutableBufferPointer<Value>

        init(count: Int, repeating value: Value) {
            values = .allocate(capacity: count)
            values.initialize(repeating: value)
        }

        deinit {
            values.deinitialize()
            values.deallocate()
        }

        subscript(position: Int) -> Value {
            get { values[position] }
            set { values[position] = newValue }
        }
    }
}

extension FileScan {
    /// What a path that is neither a plain file nor a folder is, for the message that skips it.
    static func kind(of info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
    }

    /// The stamp of one file (size and modification time, as a walk records them); nil when it is not a readable
    /// plain file.
    public static func stamp(path: String) -> KnownFiles.Stamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return KnownFiles.Stamp(size: Int64(info.st_size), mtime: info.mtime)
    }

    /// Size plus the first and last 64 KB: notices a changed export or archive without reading gigabytes.
    static func contentHash(_ path: String, size: Int64) throws -> String {
        var fingerprint = Fingerprint()
        fingerprint.combine(String(size))
        guard let handle = FileHandle(forReadingAtPath: path) else { return fingerprint.hex }
        defer { try? handle.close() }
        let block = 64 * 1024
        fingerprint.combine(Array(try handle.read(upToCount: block) ?? Data()))
        if size > Int64(block) {
            try handle.seek(toOffset: UInt64(max(Int64(block), size - Int64(block))))
            fingerprint.combine(Array(try handle.read(upToCount: block) ?? Data()))
        }
        return fingerprint.hex
    }
}
