import BorderLogArchive
import Foundation

/// The mailbox formats `borderlog mail` reads, told apart by content rather than by name: Thunderbird's and
/// mutt's mbox files and Maildir messages have no extension, and a Takeout's `.mbox` may be renamed.
public enum MailFormat: String, Sendable, CaseIterable {
    /// Messages one after another, each after a `From ` line (mboxo, mboxrd; Gmail Takeout, Thunderbird, mutt).
    case mbox
    /// One RFC 5322 message (`.eml`, a file of a Maildir).
    case eml
    /// A Maildir folder: one message per file in `cur/` and `new/` (``Maildir``).
    case maildir
    /// A zip archive (a Google Takeout) holding `.mbox` or `.eml` members.
    case zip

    /// How many bytes of a file `sniff(head:)` wants.
    public static let headSize = 4096

    /// The format of a file that starts with `head` (its first ``headSize`` bytes, or all of a shorter file; a
    /// UTF-8 byte-order mark and blank lines before the first line are allowed), or nil. A zip is `.zip` whatever
    /// it holds; `sniff(path:)` looks inside.
    public static func sniff(head: some Collection<UInt8>) -> MailFormat? {
        let bytes = Array(head.prefix(headSize))
        if ZipArchive.isArchive(head: bytes) { return .zip }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, bytes[start] == 0x0A || bytes[start] == 0x0D { start += 1 }
        let text = bytes[start...]
        if text.starts(with: Array("From ".utf8)) { return .mbox }
        return HeaderBlock.looksLikeHeaders(text, isWhole: bytes.count < headSize) ? .eml : nil
    }

    /// The format of the file or folder at `path`, or nil when it holds no mail: a folder is a Maildir when it has
    /// `cur/` or `new/`; a zip only when it holds a `.mbox` or `.eml` member; a file in a Maildir's `tmp/` (a
    /// delivery still being written) is nil.
    public static func sniff(path: String) -> MailFormat? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return Maildir.isMaildir(path) ? .maildir : nil }
        if Maildir.isDelivery(path) { return nil }
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: headSize), let format = sniff(head: head) else { return nil }
        if format == .zip {
            guard let archive = try? ZipArchive(path: path) else { return nil }
            return archive.members.contains { MailFormat(member: $0) != nil } ? .zip : nil
        }
        return format
    }

    /// The format of a zip member, by its name: `.mbox` and `.eml` members are read, the rest of a Takeout is not
    /// mail. Folder entries and macOS's `__MACOSX/` copies are nil.
    public init?(member: ZipArchive.Member) {
        guard member.isContent else { return nil }
        switch (member.name as NSString).pathExtension.lowercased() {
        case "mbox": self = .mbox
        case "eml": self = .eml
        default: return nil
        }
    }
}
