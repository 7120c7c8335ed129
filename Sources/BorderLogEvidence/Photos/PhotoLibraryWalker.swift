import BorderLogCore
import Foundation

/// Finds the photo and video files under folders: recursive, hidden files and folders skipped, only media
/// extensions, symbolic links followed but every folder visited once (so link loops end).
///
/// An unchanged rerun over a library is this walk and little else, so it is built for that: folders are listed
/// first, on one thread, keeping names as bytes; then the media files are `stat`ed on every core, each relative
/// to its open folder, and compared with what the store knows without joining a path string. The order of the
/// result does not depend on the threads.
public enum PhotoLibraryWalker {
    /// One candidate file and what `stat` says about it (all an unchanged rerun needs).
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var size: Int64
        /// Modification time, seconds since 1970 with nanoseconds.
        public var mtime: Double

        var stamp: KnownFiles.Stamp { KnownFiles.Stamp(size: size, mtime: mtime) }
    }

    /// What a walk found.
    public struct Walk: Sendable {
        /// Media files that are new or changed since the known ones, in walk order.
        public var entries: [Entry] = []
        /// Media files whose path, size and modification time are known.
        public var unchanged = 0
        /// Missing roots, unreadable folders, broken links, files that vanished during the walk.
        public var issues: [InputIssue] = []
    }

    /// Walks `roots` (folders or files) in a stable order: each folder's files by name, then its folders.
    /// Files named explicitly are taken whatever their extension.
    public static func walk(_ roots: [String]) -> Walk {
        walk(roots) { KnownFiles() }
    }

    /// Walks `roots` and sets apart the files `known` has seen with the same size and modification time.
    /// `known` is asked for once the folders are listed, so that it can be read meanwhile.
    public static func walk(_ roots: [String], known: () throws -> KnownFiles) rethrows -> Walk {
        var listing = FolderListing()
        for root in roots {
            let path = URL(fileURLWithPath: root).standardizedFileURL.path
            var info = stat()
            guard fstatat(AT_FDCWD, path, &info, 0) == 0 else {
                listing.issues.append(InputIssue(path: root, message: "no such file or folder"))
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: listing.add(root: path, id: FolderListing.FolderID(info))
            case S_IFREG: listing.files.append(.found(Entry(path: path, size: Int64(info.st_size), mtime: info.mtime)))
            default: listing.issues.append(InputIssue(path: root, message: "not a regular file or folder"))
            }
        }
        return compare(listing, with: try known())
    }

    /// `stat`s the waiting files on every core, each worker taking one contiguous share, and sorts every file
    /// into new or changed, unchanged and vanished.
    private static func compare(_ listing: FolderListing, with known: KnownFiles) -> Walk {
        let files = listing.files
        let workers = listing.pendingCount < 256 ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let share = (files.count + workers - 1) / workers
        let outcomes = Outcomes(count: files.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            listing.names.withUnsafeBufferPointer { names in
                listing.folderBytes.withUnsafeBufferPointer { folderBytes in
                    var open = OpenFolder(index: -1, descriptor: -1, prefix: nil)
                    defer { open.close() }
                    for position in min(worker * share, files.count)..<min((worker + 1) * share, files.count) {
                        guard case .pending(let folder, let nameStart, let nameCount) = files[position] else { continue }
                        if open.index != folder {
                            open.close()
                            let span = listing.folders[folder].prefix
                            let prefix = UnsafeBufferPointer(rebasing: folderBytes[span.start..<span.start + span.count])
                            open = OpenFolder(
                                index: folder, descriptor: Glibc.open(listing.folders[folder].path, O_RDONLY | O_DIRECTORY | O_CLOEXEC),
                                prefix: KnownFiles.FolderPrefix(prefix, in: known))
                        }
                        let name = UnsafeBufferPointer(rebasing: names[nameStart..<nameStart + nameCount])
                        var info = stat()
                        guard fstatat(open.descriptor, names.baseAddress! + nameStart, &info, 0) == 0, info.st_mode & S_IFMT == S_IFREG else {
                            outcomes[position] = .vanished(listing.path(folder: folder, name: name))
                            continue
                        }
                        let stamp = KnownFiles.Stamp(size: Int64(info.st_size), mtime: info.mtime)
                        if known.stamp(folder: open.prefix!, name: name) == stamp {
                            outcomes[position] = .unchanged
                        } else {
                            outcomes[position] = .found(Entry(path: listing.path(folder: folder, name: name), size: stamp.size, mtime: stamp.mtime))
                        }
                    }
                }
            }
        }
        var walk = Walk(issues: listing.issues)
        walk.entries.reserveCapacity(files.count)
        for (position, file) in files.enumerated() {
            let outcome: Outcome
            if case .found(let entry) = file {
                outcome = known.stamp(path: entry.path) == entry.stamp ? .unchanged : .found(entry)
            } else {
                outcome = outcomes[position]
            }
            switch outcome {
            case .found(let entry): walk.entries.append(entry)
            case .unchanged: walk.unchanged += 1
            case .vanished(let path): walk.issues.append(InputIssue(path: path, message: "vanished or unreadable during the walk"))
            }
        }
        return walk
    }

    private enum Outcome {
        case found(Entry)
        case unchanged
        case vanished(String)
    }

    /// One slot per file, each written by one worker only, read after they have all finished.
    private final class Outcomes: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Outcome>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: .unchanged)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        subscript(position: Int) -> Outcome {
            get { slots[position] }
            set { slots[position] = newValue }
        }
    }

    /// The folder a worker is in: its descriptor for `fstatat`, its path hashed for lookups.
    private struct OpenFolder {
        let index: Int
        let descriptor: Int32
        let prefix: KnownFiles.FolderPrefix?

        func close() {
            if descriptor >= 0 { Glibc.close(descriptor) }
        }
    }
}

extension stat {
    /// Modification time, seconds since 1970 with nanoseconds.
    var mtime: Double { Double(st_mtim.tv_sec) + Double(st_mtim.tv_nsec) / 1e9 }
}
