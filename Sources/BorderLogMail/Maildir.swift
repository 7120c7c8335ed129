import Foundation

/// Maildir folders (qmail, Dovecot, mutt, offlineimap): one message per file, delivered into `tmp/`, then moved to
/// `new/` and, once seen, to `cur/`. Only `new/` and `cur/` hold whole messages.
///
/// Each file is a mailbox of one message, read with ``MailboxReader`` like an `.eml`; a file never changes once
/// delivered (flags are in its name), so an import that remembers files by size and time reads each message once.
public enum Maildir {
    /// Whether the folder at `path` is a Maildir: it has a `cur/` or a `new/` folder.
    public static func isMaildir(_ path: String) -> Bool {
        ["cur", "new"].contains { isFolder((path as NSString).appendingPathComponent($0)) }
    }

    /// Whether `path` is a file in a Maildir's `tmp/`: a delivery that may still be written, never read.
    public static func isDelivery(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder as NSString).lastPathComponent == "tmp" && isMaildir((folder as NSString).deletingLastPathComponent)
    }

    /// The message files of the Maildir at `path`, in `new/` and `cur/`, ordered by name (delivery names start
    /// with the time of delivery); hidden files are left out, and so are the Maildir++ subfolders (`.Sent/`), which
    /// are Maildirs of their own.
    public static func messageFiles(in path: String) throws(MailReadError) -> [String] {
        guard isMaildir(path) else { throw MailReadError(source: path, "not a Maildir folder (it has no cur/ or new/ folder)") }
        var files: [(name: String, path: String)] = []
        for sub in ["new", "cur"] {
            let folder = (path as NSString).appendingPathComponent(sub)
            guard isFolder(folder) else { continue }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                throw MailReadError(source: folder, "cannot list the folder: \(error.localizedDescription)")
            }
            for name in names where !name.hasPrefix(".") {
                let file = (folder as NSString).appendingPathComponent(name)
                if !isFolder(file) { files.append((name, file)) }
            }
        }
        return files.sorted { $0.name < $1.name }.map(\.path)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
