import BorderLogSettings
import Foundation

extension StorePath {
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
