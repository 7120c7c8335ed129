import Foundation

/// One message of a mailbox, decoded: the headers a person recognises it by, its HTML bodies as UTF-8 text (charset
/// and transfer encoding undone), and the attachments travel documents may be in.
public struct MailMessage: Sendable {
    /// 1-based position in its mailbox file (always 1 for an `.eml` or a Maildir file); in a zip archive, the
    /// position in its member.
    public var index: Int
    /// The member of a zip archive the message was read from (`Takeout/Mail/All mail Including Spam and
    /// Trash.mbox`); nil for a plain file. Its source is then `archive!/member`.
    public var member: String?
    /// Where the message's `From ` line starts in its mbox file (or zip member), in bytes; nil for a single
    /// message. ``MailboxReader/init(path:resumingAt:firstIndex:limits:attachments:)`` starts reading there.
    public var offset: Int64?
    /// `Message-ID` without its angle brackets; nil when the message has none.
    public var messageID: String?
    /// `Subject`, decoded (RFC 2047), or "" when absent.
    public var subject: String
    /// `From`, decoded, as written (`Lufthansa <booking@lufthansa.com>`), or "" when absent.
    public var from: String
    /// The `Date` header; nil when absent or unreadable.
    public var date: Date?
    /// Every `text/html` part, decoded to text.
    public var htmlBodies: [String]
    /// Every `text/plain` part, decoded to text (a cancellation without markup names its booking here).
    public var textBodies: [String]
    /// Parts that may hold travel documents: `.pkpass`, `.ics`/`text/calendar`, PDFs and images.
    public var attachments: [MailAttachment]
    /// What could not be read of this message (parts skipped, a broken structure); empty for most messages.
    public var issues: [MailIssue]

    public init(
        index: Int, messageID: String? = nil, subject: String = "", from: String = "", date: Date? = nil,
        htmlBodies: [String] = [], textBodies: [String] = [], attachments: [MailAttachment] = [],
        member: String? = nil, offset: Int64? = nil, issues: [MailIssue] = []
    ) {
        self.index = index
        self.member = member
        self.offset = offset
        self.messageID = messageID
        self.subject = subject
        self.from = from
        self.date = date
        self.htmlBodies = htmlBodies
        self.textBodies = textBodies
        self.attachments = attachments
        self.issues = issues
    }
}

/// An attachment a travel document may be in, decoded from its transfer encoding.
public struct MailAttachment: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// An Apple Wallet pass (`application/vnd.apple.pkpass`, `.pkpass`).
        case pass
        /// An iCalendar file (`text/calendar`, `.ics`).
        case calendar
        /// A PDF (`application/pdf`, `.pdf`).
        case pdf
        /// A PNG or JPEG image.
        case image
    }

    public var kind: Kind
    /// The part's file name, when it has one.
    public var filename: String?
    public var data: Data

    public init(kind: Kind, filename: String? = nil, data: Data) {
        self.kind = kind
        self.filename = filename
        self.data = data
    }
}
