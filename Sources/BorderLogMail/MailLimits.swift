/// How much of one message the reader decodes: the limits on mail, in one place.
///
/// Mailboxes are streamed, so these bound what one message may cost, not the mailbox: a part past its limit is
/// skipped before it is decoded (judged on its encoded size) and reported as a ``MailIssue``; the rest of the
/// message and of the mailbox is read.
public struct MailLimits: Sendable, Equatable {
    /// No `text/html` or `text/plain` body decodes to more than this. Booking confirmations are tens to hundreds
    /// of kilobytes of HTML; a body of megabytes is a newsletter with images inlined as `data:` URIs.
    public var maximumBodyBytes: Int
    /// No attachment decodes to more than this. Gmail refuses messages whose attachments exceed 25 MB, so every
    /// attachment a Gmail Takeout holds fits.
    public var maximumAttachmentBytes: Int
    /// The bodies and attachments kept from one message together decode to no more than this.
    public var maximumMessageBytes: Int
    /// Parts nested deeper than this (multiparts and attached messages) are skipped: real mail nests 3 to 6 deep,
    /// and a deep nest is a parser attack.
    public var maximumDepth: Int
    /// No more than this many parts of one message are looked at.
    public var maximumParts: Int
    /// Keep only what booking markup and travel documents can be in, for an import over a whole mailbox where most
    /// mail is not about travel: HTML bodies that may hold schema.org markup (`HTMLMarkup.mayHoldMarkup`, judged on
    /// the bytes before any charset conversion), text bodies only when the subject says a booking was cancelled
    /// (`CancellationWording`), and PDF and image attachments only where the subject or the file name speaks of a
    /// boarding pass or check-in (`BoardingPassWording`).
    /// The rest is left undecoded.
    public var travelOnly = false

    public init(maximumBodyBytes: Int, maximumAttachmentBytes: Int, maximumMessageBytes: Int, maximumDepth: Int, maximumParts: Int) {
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumAttachmentBytes = maximumAttachmentBytes
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumDepth = maximumDepth
        self.maximumParts = maximumParts
    }

    /// 8 MB per body, 25 MB per attachment, 64 MB per message, 32 levels, 500 parts.
    public static let standard = MailLimits(
        maximumBodyBytes: 8 << 20, maximumAttachmentBytes: 25 << 20, maximumMessageBytes: 64 << 20, maximumDepth: 32, maximumParts: 500)

    /// `standard`, keeping only what travel can be in (`travelOnly`): what an import uses.
    public static let travel: MailLimits = {
        var limits = MailLimits.standard
        limits.travelOnly = true
        return limits
    }()
}
