import BorderLogFiles
import BorderLogModel
import Foundation

/// The folders under a scan's roots and the selected files in them, in walk order, before any file is `stat`ed:
/// the names and types `readdir` gives are enough to choose the files.
///
/// Names are kept as bytes (each followed by a NUL, ready for `fstatat`) in one buffer, and folder paths
/// with their trailing slash in another: a walk over tens of thousands of files makes a string only for
/// folders, links and the files that turn out to be new.
struct FolderListing: Sendable {
    struct Folder {
        let path: String
        /// Where `path` and a slash are in `folderBytes`.
        let prefix: (start: Int, count: Int)
    }

    enum File {
        /// Already `stat`ed: a link followed to a file, or a file named as a root.
        case found(FileScan.Entry)
        /// A plain file, to be `stat`ed: its folder and where its name is in `names`.
        case pending(folder: Int, nameStart: Int, nameCount: Int)
    }

    struct FolderID: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    let selection: FileSelection
    var folders: [Folder] = []
    var folderBytes: [UInt8] = []
    var names: [UInt8] = []
    var files: [File] = []
    var issues: [InputIssue] = []
    /// Folders the selection takes whole, in walk order; never walked.
    var packages: [String] = []
    private var visited = Set<FolderID>()

    init(selection: FileSelection) {
        self.selection = selection
    }

    /// Lists `root` and every folder below it, depth first, each folder's files before its subfolders.
    mutating func add(root: String, id: FolderID) {
        guard visited.insert(id).inserted else { return }
        var stack = [root]
        while let folder = stack.popLast() {
            stack += list(folder).reversed()
        }
    }

    /// The path of a file in a listed folder.
    func path(folder: Int, name: UnsafeBufferPointer<UInt8>) -> String {
        let span = folders[folder].prefix
        return String(decoding: folderBytes[span.start..<span.start + span.count] + name, as: UTF8.self)
    }

    /// Records the selected files of one folder (plain files waiting, links `stat`ed) and returns its subfolders,
    /// both in byte order of their names.
    private mutating func list(_ folderPath: String) -> [String] {
        guard let folder = opendir(folderPath) else {
            issues.append(InputIssue(path: folderPath, message: "folder could not be read: \(String(cString: strerror(errno)))"))
            return []
        }
        defer { closedir(folder) }
        let index = folders.count
        let prefix = folderPath == "/" ? "/" : folderPath + "/"
        folders.append(Folder(path: folderPath, prefix: (folderBytes.count, prefix.utf8.count)))
        folderBytes += prefix.utf8

        var entries: [(start: Int, count: Int, type: UInt8)] = []
        while let item = readdir(folder) {
            let type = item.pointee.d_type
            withUnsafeBytes(of: &item.pointee.d_name) { raw in
                let name = UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: strlen(raw.baseAddress!))
                guard name.first != UInt8(ascii: ".") else { return }
                // A plain file that is not selected is dropped here, unstat'ed.
                guard type != UInt8(DT_REG) || selection.accepts(name) else { return }
                // Paths travel as strings from here on (to the reader, the store, the reports); a name that is
                // not UTF-8 would arrive mangled and be reported missing, so it is reported for what it is.
                guard name.allSatisfy({ $0 < 0x80 }) || String(validating: name, as: UTF8.self) != nil else {
                    let shown = prefix + String(decoding: name, as: UTF8.self)
                    issues.append(InputIssue(path: shown, message: "the name is not valid UTF-8; rename it to import it"))
                    return
                }
                entries.append((names.count, name.count, type))
                names += name
                names.append(0)
            }
        }
        names.withUnsafeBufferPointer { bytes in
            entries.sort { a, b in
                let order = memcmp(bytes.baseAddress! + a.start, bytes.baseAddress! + b.start, min(a.count, b.count))
                return order != 0 ? order < 0 : a.count < b.count
            }
        }

        var subfolders: [String] = []
        for entry in entries {
            if entry.type == UInt8(DT_REG) {
                files.append(.pending(folder: index, nameStart: entry.start, nameCount: entry.count))
                continue
            }
            // Folders, links and names of unknown type: `stat` (following links) says what they are.
            var info = stat()
            let (exists, isCandidate) = names.withUnsafeBufferPointer { bytes in
                (fstatat(dirfd(folder), bytes.baseAddress! + entry.start, &info, 0) == 0,
                 selection.accepts(UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.start + entry.count])))
            }
            let child = path(folder: index, nameStart: entry.start, nameCount: entry.count)
            guard exists else {
                if isCandidate { issues.append(InputIssue(path: child, message: "broken link or unreadable")) }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where selection.takesWhole((child as NSString).lastPathComponent):
                if visited.insert(FolderID(info)).inserted { packages.append(child) }
            case S_IFDIR:
                if visited.insert(FolderID(info)).inserted { subfolders.append(child) }
            case S_IFREG where isCandidate:
                files.append(.found(FileScan.Entry(path: child, size: Int64(info.st_size), mtime: info.mtime)))
            case S_IFREG:
                break
            default:
                // A FIFO would block the reader forever, a device would never end: never opened.
                if isCandidate { issues.append(InputIssue(.warning, path: child, message: "\(FileScan.kind(of: info)); skipped")) }
            }
        }
        return subfolders
    }

    private func path(folder: Int, nameStart: Int, nameCount: Int) -> String {
        names.withUnsafeBufferPointer { path(folder: folder, name: UnsafeBufferPointer(rebasing: $0[nameStart..<nameStart + nameCount])) }
    }
}
