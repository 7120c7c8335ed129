import BorderLogCore
import Foundation

/// Finds the photo and video files under folders: recursive, hidden files and folders skipped, only media
/// extensions, symbolic links followed but every folder visited once (so link loops end).
public enum PhotoLibraryWalker {
    /// One candidate file and what `stat` says about it (all an unchanged rerun needs).
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var size: Int64
        /// Modification time, seconds since 1970 with nanoseconds.
        public var mtime: Double
    }

    /// Walks `roots` (folders or files) in a stable order. Files named explicitly are taken whatever their extension.
    /// Returns the files found and the problems met (missing roots, unreadable folders, broken links).
    public static func walk(_ roots: [String]) -> (entries: [Entry], issues: [InputIssue]) {
        var entries: [Entry] = []
        var issues: [InputIssue] = []
        var visited = Set<DirectoryID>()
        for root in roots {
            let path = URL(fileURLWithPath: root).standardizedFileURL.path
            guard let info = status(path) else {
                issues.append(InputIssue(path: root, message: "no such file or folder"))
                continue
            }
            if info.isDirectory {
                walkDirectory(path, info.id, &visited, &entries, &issues)
            } else if info.isRegular {
                entries.append(Entry(path: path, size: info.size, mtime: info.mtime))
            } else {
                issues.append(InputIssue(path: root, message: "not a regular file or folder"))
            }
        }
        return (entries, issues)
    }

    private static func walkDirectory(
        _ root: String, _ id: DirectoryID, _ visited: inout Set<DirectoryID>, _ entries: inout [Entry], _ issues: inout [InputIssue]
    ) {
        guard visited.insert(id).inserted else { return }
        var stack = [root]
        while let directory = stack.popLast() {
            guard let folder = opendir(directory) else {
                issues.append(InputIssue(path: directory, message: "folder could not be read: \(String(cString: strerror(errno)))"))
                continue
            }
            defer { closedir(folder) }
            var names: [String] = []
            while let item = readdir(folder) {
                let name = withUnsafeBytes(of: item.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
                if !name.hasPrefix(".") { names.append(name) }
            }
            var folders: [String] = []
            for name in names.sorted() {
                let path = directory == "/" ? "/" + name : directory + "/" + name
                // Relative to the open folder: no lookup of the whole path for each of thousands of files.
                guard let info = status(name, in: dirfd(folder)) else {
                    if MediaContainer.isCandidate(name: name) { issues.append(InputIssue(path: path, message: "broken link or unreadable")) }
                    continue
                }
                if info.isDirectory {
                    if visited.insert(info.id).inserted { folders.append(path) }
                } else if info.isRegular, MediaContainer.isCandidate(name: name) {
                    entries.append(Entry(path: path, size: info.size, mtime: info.mtime))
                }
            }
            stack += folders.reversed()
        }
    }

    private struct DirectoryID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private struct Status {
        let id: DirectoryID
        let isDirectory: Bool
        let isRegular: Bool
        let size: Int64
        let mtime: Double
    }

    /// `stat` (following links), of a path or of a name inside an open folder.
    private static func status(_ path: String, in folder: Int32 = AT_FDCWD) -> Status? {
        var info = stat()
        guard fstatat(folder, path, &info, 0) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        return Status(
            id: DirectoryID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), isDirectory: type == S_IFDIR,
            isRegular: type == S_IFREG, size: Int64(info.st_size),
            mtime: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    }
}
