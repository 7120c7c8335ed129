import BorderLogArchive
import BorderLogFiles
import BorderLogModel

/// Reads the messages of one mailbox file, one at a time, in constant memory: an mbox (mboxo or mboxrd; a Gmail
/// Takeout's `All mail Including Spam and Trash.mbox`, Thunderbird's and mutt's files), a single message (`.eml`,
/// one file of a Maildir) or a zip archive holding `.mbox` and `.eml` members (a Google Takeout), whose members are
/// inflated as they are read. The format is found by content (``MailFormat/sniff(path:)``).
///
/// Nothing of a message is kept once it is handed out. In a file, a part stays on disk until it is decoded (a
/// skipped attachment is never copied); in a zip member, which cannot seek back, the message being parsed is held
/// in memory, so a message costs its own size there. A message whose structure is broken, or whose parts are
/// too large or nested too deep (``MailLimits``), comes out with what could be read and its ``MailMessage/issues``;
/// the rest of the mailbox is read. A Maildir folder is read file by file (``Maildir/messageFiles(in:)``).
///
/// Not thread-safe: one reader is used from one thread at a time (readers on other threads are independent).
public final class MailboxReader {
    /// The file, as given.
    public let path: String
    public let format: MailFormat
    /// Messages handed out so far, and the issues they carried.
    public private(set) var messageCount = 0
    public private(set) var issueCount = 0

    private let decoderLimits: MailLimits
    private let attachmentKinds: Set<MailAttachment.Kind>
    /// The mailbox being read: a file, or the current member of a zip.
    private var current: Segment?
    /// Zip members not yet read, in the archive's order.
    private var pendingMembers: [ZipArchive.Member] = []
    private var archive: ZipArchive?

    /// One stream of messages: a parser, the zip member it reads (if any) and the stream pulling its bytes.
    private struct Segment {
        var parser: MessageParser
        var decoder: MessageDecoder
        var member: String?
        var pulled: PulledStream?
        var nextIndex: Int
    }

    /// A reader of the mailbox at `path` (an mbox, an `.eml` or a zip of them), decoding bodies and the
    /// `attachments` kinds within `limits`. Throws when the file cannot be opened or holds no mail.
    public convenience init(
        path: String, limits: MailLimits = .standard, attachments: Set<MailAttachment.Kind> = Set(MailAttachment.Kind.allCases)
    ) throws(MailReadError) {
        guard let format = MailFormat.sniff(path: path) else {
            throw MailReadError(source: path, "not a mailbox: neither an mbox (a `From ` line first), a message (header fields first) nor a zip holding .mbox or .eml files")
        }
        try self.init(path: path, as: format, limits: limits, attachments: attachments)
    }

    /// A reader of the file at `path` as `format`, whatever its content says.
    init(path: String, as format: MailFormat, limits: MailLimits, attachments: Set<MailAttachment.Kind>) throws(MailReadError) {
        self.path = path
        self.format = format
        decoderLimits = limits
        attachmentKinds = attachments
        switch format {
        case .mbox, .eml:
            current = try segment(file: path, offset: 0, firstIndex: 1, mbox: format == .mbox)
        case .zip:
            let archive: ZipArchive
            do {
                archive = try ZipArchive(path: path, limits: .exports)
            } catch {
                throw MailReadError(source: path, error.reason)
            }
            self.archive = archive
            pendingMembers = archive.members.filter { MailFormat(member: $0) != nil }
        case .maildir:
            throw MailReadError(source: path, "a Maildir folder: read its message files one by one (Maildir.messageFiles)")
        }
    }

    /// A reader of the mbox or message `source` pulls, named `name` in errors: the path a zip member takes, for
    /// bytes that are not in a file.
    init(source: ByteStream, name: String, as format: MailFormat, limits: MailLimits = .standard,
         attachments: Set<MailAttachment.Kind> = Set(MailAttachment.Kind.allCases)) {
        path = name
        self.format = format
        decoderLimits = limits
        attachmentKinds = attachments
        current = segment(pulling: source, member: nil, mbox: format == .mbox)
    }

    /// A reader of the mbox at `path` from byte `offset` on, numbering messages from `firstIndex`: for reading only
    /// what was appended to a mailbox read before. `offset` should be where a message's `From ` line starts (a
    /// ``MailMessage/offset`` from an earlier read, or the file's earlier size when it ended with a whole
    /// message); reading starts at the first `From ` line at or after it.
    public init(
        path: String, resumingAt offset: Int64, firstIndex: Int, limits: MailLimits = .standard,
        attachments: Set<MailAttachment.Kind> = Set(MailAttachment.Kind.allCases)
    ) throws(MailReadError) {
        self.path = path
        decoderLimits = limits
        attachmentKinds = attachments
        format = .mbox
        guard MailFormat.sniff(path: path) == .mbox else {
            throw MailReadError(source: path, "not an mbox file: only an mbox can be read from an offset")
        }
        current = try segment(file: path, offset: offset, firstIndex: firstIndex, mbox: true)
    }

    /// The next message, or nil when the mailbox is read. Throws when the rest of a file or zip member cannot be
    /// read (an I/O error, a corrupt member); the message cut by it was handed out first, with an issue. After an
    /// error in a zip member, the next call goes on with the next member.
    public func next() throws(MailReadError) -> MailMessage? {
        while true {
            if current == nil {
                guard !pendingMembers.isEmpty else { return nil }
                current = try openMember(pendingMembers.removeFirst())
            }
            guard var segment = current else { continue }
            if let failure = readFailure(segment) {
                current = nil
                throw failure
            }
            guard let parsed = segment.parser.next() else {
                current = nil
                if let failure = readFailure(segment) { throw failure }
                continue
            }
            var message = segment.decoder.decode(parsed, index: segment.nextIndex, member: segment.member)
            if let failure = readFailure(segment) {
                message.issues.append(MailIssue(
                    index: message.index, messageID: message.messageID, kind: .truncated,
                    reason: "the mailbox cannot be read past this message (\(failure.reason)); it may be cut short"))
            }
            segment.nextIndex += 1
            current = segment
            messageCount += 1
            issueCount += message.issues.count
            return message
        }
    }

    /// Calls `body` with every message in turn.
    public func forEach(_ body: (MailMessage) throws -> Void) throws {
        while let message = try next() { try body(message) }
    }

    // MARK: - Segments

    private func segment(file: String, offset: Int64, firstIndex: Int, mbox: Bool) throws(MailReadError) -> Segment {
        Segment(
            parser: try MessageParser(path: file, offset: offset, mbox: mbox),
            decoder: MessageDecoder(limits: decoderLimits, attachmentKinds: attachmentKinds, fromMbox: mbox),
            member: nil, pulled: nil, nextIndex: firstIndex)
    }

    private func openMember(_ member: ZipArchive.Member) throws(MailReadError) -> Segment {
        let stream: ZipMemberStream
        do {
            stream = try archive!.stream(member)
        } catch {
            throw MailReadError(source: source(member.path), error.reason)
        }
        return segment(pulling: stream, member: member.path, mbox: MailFormat(member: member) == .mbox)
    }

    private func segment(pulling source: ByteStream, member: String?, mbox: Bool) -> Segment {
        let pulled = PulledStream(source)
        return Segment(
            parser: MessageParser(stream: pulled.stream, mbox: mbox, persistent: false),
            decoder: MessageDecoder(limits: decoderLimits, attachmentKinds: attachmentKinds, fromMbox: mbox),
            member: member, pulled: pulled, nextIndex: 1)
    }

    /// Why the segment's bytes stopped before their end, when they did.
    private func readFailure(_ segment: Segment) -> MailReadError? {
        guard let pulled = segment.pulled, let error = pulled.error else { return nil }
        let reason = (error as? ArchiveError)?.reason ?? "\(error)"
        return MailReadError(source: source(segment.member), "cannot be read past byte \(pulled.stream.pointee.position): \(reason)")
    }

    private func source(_ member: String?) -> String {
        member.map { SourcePath.member($0, of: path) } ?? path
    }
}
