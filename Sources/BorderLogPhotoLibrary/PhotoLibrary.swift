import BorderLogFiles
import Foundation

/// A Photos library as `borderlog photos` is given it: a `*.photoslibrary` folder (from a Mac, a backup, a NAS), or
/// the `Photos.sqlite` inside one. Its assets are read from the database alone, so that photos whose originals live
/// only in iCloud count too, and its `originals/` and `resources/` are never walked as files.
public struct PhotoLibrary: Sendable, Equatable {
    /// How the library is named in sources and messages: its folder, or the database file when given one outside a
    /// library folder. Each asset is the source `PATH!/UUID`.
    public let path: String
    /// `database/Photos.sqlite`.
    public let database: String

    /// The database's write-ahead log, which holds its latest changes until Photos folds them in.
    public var writeAheadLog: String { database + "-wal" }

    /// The library at `path`: a folder holding `database/Photos.sqlite` (a `.photoslibrary` package, whatever its
    /// name) or a file named `Photos.sqlite`. Nil when `path` is neither (an ordinary photo folder or file).
    public static func at(_ path: String) -> PhotoLibrary? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue {
            let database = path + "/database/Photos.sqlite"
            guard isPackage(name: (path as NSString).lastPathComponent) || FileManager.default.fileExists(atPath: database) else { return nil }
            return PhotoLibrary(path: path, database: database)
        }
        guard (path as NSString).lastPathComponent == "Photos.sqlite" else { return nil }
        // `LIBRARY.photoslibrary/database/Photos.sqlite` is the library itself, named as its folder.
        let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        if isPackage(name: (folder as NSString).lastPathComponent) { return PhotoLibrary(path: folder, database: path) }
        return PhotoLibrary(path: path, database: path)
    }

    /// Whether a folder of this name is a Photos library package (`Photos Library.photoslibrary`).
    public static func isPackage(name: some StringProtocol) -> Bool {
        name.lowercased().hasSuffix(".photoslibrary")
    }

    /// The size and latest modification of the database and its log together: the same stamp means the same
    /// library, and a rerun reads nothing. Nil when the database is missing.
    public func stamp() -> (size: Int64, mtime: Double)? {
        guard let database = Self.fileStamp(database) else { return nil }
        guard let log = Self.fileStamp(writeAheadLog) else { return database }
        return (database.size + log.size, max(database.mtime, log.mtime))
    }

    private static func fileStamp(_ path: String) -> (size: Int64, mtime: Double)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (Int64(info.st_size), info.mtime)
    }
}
