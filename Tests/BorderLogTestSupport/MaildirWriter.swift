import Foundation

/// Maildir folders for tests: `cur/`, `new/` and `tmp/` with one file per message, named as deliveries are.
public enum MaildirWriter {
    public enum Folder: String, Sendable {
        case new, cur, tmp
    }

    /// Writes `messages` into the Maildir at `path` (creating it and its three folders), each into its folder,
    /// and returns the files' paths in order. Names are `TIME.MnP1.test`, with `:2,S` (seen) in `cur/`.
    @discardableResult
    public static func write(_ messages: [(folder: Folder, bytes: [UInt8])], to path: String) throws -> [String] {
        for folder in [Folder.cur, .new, .tmp] {
            try FileManager.default.createDirectory(atPath: "\(path)/\(folder.rawValue)", withIntermediateDirectories: true)
        }
        return try messages.enumerated().map { index, message in
            let name = "\(1_800_000_000 + index).M\(index)P1.test" + (message.folder == .cur ? ":2,S" : "")
            let file = "\(path)/\(message.folder.rawValue)/\(name)"
            try Data(message.bytes).write(to: URL(fileURLWithPath: file))
            return file
        }
    }
}
