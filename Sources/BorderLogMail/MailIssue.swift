/// A problem in one message of a mailbox: the message is still handed out with what could be read, and the
/// mailbox is read on. The description is what follows the source in a report:
/// `message 12 (abc@example.com): …`.
public struct MailIssue: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The MIME structure is broken (a multipart's boundary missing or never closed, a header that is no
        /// header); GMime read what it could, and some content may be missing.
        case malformed
        /// The message ends before its structure does: the last message of a mailbox that was cut, or a read
        /// that failed part way.
        case truncated
        /// A part was larger than ``MailLimits`` allow and was skipped without being decoded.
        case tooLarge
        /// Parts nested deeper than ``MailLimits/maximumDepth`` were skipped.
        case tooDeep
        /// Parts past ``MailLimits/maximumParts`` were skipped.
        case tooManyParts
    }

    /// The message's 1-based position in its mailbox file (or zip member).
    public var index: Int
    /// The message's `Message-ID`, without angle brackets, when it has one.
    public var messageID: String?
    public var kind: Kind
    /// What went wrong and what was done about it, in words.
    public var reason: String

    public init(index: Int, messageID: String?, kind: Kind, reason: String) {
        self.index = index
        self.messageID = messageID
        self.kind = kind
        self.reason = reason
    }

    public var description: String {
        "message \(index)\(messageID.map { " (\($0))" } ?? ""): \(reason)"
    }
}
