import BorderLogModel
import Foundation

/// The message a reservation was read from, as `--dry-run` and `explain` name it: the mailbox file, the message's
/// position in it, its Message-ID, subject, sender and date.
public struct MessageReference: Sendable, Equatable {
    /// The mailbox file as imported (a zip member as `ARCHIVE!/MEMBER`).
    public var source: String
    /// 1-based position in `source`.
    public var index: Int
    public var messageID: String?
    public var subject: String
    public var from: String
    public var date: Date?

    public init(source: String, index: Int, messageID: String? = nil, subject: String = "", from: String = "", date: Date? = nil) {
        self.source = source
        self.index = index
        self.messageID = messageID
        self.subject = subject
        self.from = from
        self.date = date
    }

    /// The reference of `message`, read from the mailbox file at `path` (a zip member's message names its member).
    public init(_ message: MailMessage, path: String) {
        self.init(
            source: message.member.map { SourcePath.member($0, of: path) } ?? path, index: message.index, messageID: message.messageID, subject: message.subject, from: message.from,
            date: message.date)
    }

    /// `message 12 (<abc@example.com>)`: how an issue with this message is reported.
    public var label: String {
        "message \(index)" + (messageID.map { " (\($0))" } ?? "")
    }
}
