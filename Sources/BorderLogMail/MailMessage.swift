import Foundation

/// One message of a mailbox, decoded: the headers a person recognises it by, its HTML bodies as UTF-8 text (charset
/// and transfer encoding undone), and the attachments travel documents may be in.
public struct MailMessage: Sendable {
    /// 1-based position in its mailbox file (always 1 for an `.eml` or a Maildir file).
    public var index: Int
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

    public init(
        index: Int, messageID: String? = nil, subject: String = "", from: String = "", date: Date? = nil,
        htmlBodies: [String] = [], textBodies: [String] = [], attachments: [MailAttachment] = []
    ) {
        self.index = index
        self.messageID = messageID
        self.subject = subject
        self.from = from
        self.date = date
        self.htmlBodies = htmlBodies
        self.textBodies = textBodies
        self.attachments = attachments
    }
}

/// An attachment a travel document may be in, decoded from its transfer encoding.
public struct MailAttachment: Sendable {
    public enum Kind: String, Sendable {
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
