import BorderLogFiles
@testable import BorderLogMail

/// Mail through GMime: the input read as an mbox from a file (parts kept on the file and decoded from it), then as
/// a single message pulled from memory (parts copied, as in a zip member), every message walked and its bodies and
/// attachments decoded; limits small enough that the size checks run too.
enum MailHarness {
    private static let limits = MailLimits(maximumBodyBytes: 16 << 10, maximumAttachmentBytes: 16 << 10, maximumMessageBytes: 40 << 10, maximumDepth: 32, maximumParts: 200)
    private static let kinds = Set(MailAttachment.Kind.allCases)

    static func read(_ bytes: [UInt8]) {
        if let mbox = try? MailboxReader(path: ScratchFile.write(bytes), as: .mbox, limits: limits, attachments: kinds) {
            drain(mbox)
        }
        drain(MailboxReader(source: MemoryByteStream(bytes), name: "fuzz.eml", as: .eml, limits: limits, attachments: kinds))
        _ = MailFormat.sniff(head: bytes)
    }

    private static func drain(_ reader: MailboxReader) {
        while let message = try? reader.next() {
            _ = message.issues.map(\.description)
        }
    }
}
