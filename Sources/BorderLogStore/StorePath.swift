import BorderLogCore
import Foundation

/// Where the store lives: `--store PATH`, else `$BORDERLOG_STORE`, else
/// `$XDG_DATA_HOME/borderlog/borderlog.sqlite` (`~/.local/share/borderlog/borderlog.sqlite`).
public enum StorePath {
    public static func resolve(_ explicit: String?, environment: [String: String] = ProcessEnvironment.current) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["BORDERLOG_STORE"], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/borderlog/borderlog.sqlite"
    }

    /// Creates the folder that holds the store file at `path` (and its parents), readable by its owner only (0700),
    /// unless it exists. The lock and the store file are both created inside it.
    static func prepareFolder(for path: String) throws(StoreError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreate(path: path, reason: error.localizedDescription)
        }
    }
}
