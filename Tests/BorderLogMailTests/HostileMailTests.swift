import BorderLogArchive
import BorderLogMail
import BorderLogTestSupport
import Foundation
import Testing

/// Bad input never stops a mailbox: each problem is an issue of its message, and the next message is read.
struct HostileMailTests {
    private let good = MailBuilder(messageID: "<good@example.com>", body: .alternative(.text("ok"), .html(bookingHTML()))).bytes

    @Test func aTruncatedLastMessageKeepsWhatCameAndSaysItWasCut() throws {
        let cut = MailBuilder(messageID: "<cut@example.com>", body: .mixed(.html(bookingHTML()), .attachment(Array(repeating: 1, count: 3000), contentType: "application/pdf"))).bytes
        let mbox = MboxWriter.mbox([good, cut])
        let read = try readMailbox(Array(mbox.prefix(mbox.count - 1500)), in: TemporaryDirectory())
        #expect(read.count == 2)
        #expect(read[0].issues.isEmpty)
        #expect(read[1].htmlBodies.count == 1)
        #expect(read[1].issues.map(\.kind).contains(.truncated))
        #expect(read[1].issues.allSatisfy { $0.index == 2 && $0.messageID == "cut@example.com" })
        #expect(read[1].issues.first?.description.hasPrefix("message 2 (cut@example.com): ") == true)
    }

    @Test func aMultipartWithoutItsClosingBoundaryIsReportedAndTheNextMessageRead() throws {
        let open = MailBuilder(messageID: "<open@example.com>", body: .multipart("alternative", [.text("a"), .html(bookingHTML())], closed: false)).bytes
        let read = try readMailbox(MboxWriter.mbox([open, good]), in: TemporaryDirectory())
        #expect(read.map(\.messageID) == ["open@example.com", "good@example.com"])
        #expect(read[0].htmlBodies.count == 1)
        #expect(read[0].issues.map(\.kind) == [.malformed])
        #expect(read[1].issues.isEmpty && read[1].htmlBodies.count == 1)
    }

    @Test func aMultipartWithoutABoundaryParameterIsReported() throws {
        var part = MailPart.alternative(.text("a"))
        part.contentType = "multipart/alternative"
        let read = try readMailbox(MboxWriter.mbox([MailBuilder(body: part).bytes, good]), in: TemporaryDirectory())
        #expect(read.count == 2)
        #expect(read[0].issues.map(\.kind) == [.malformed])
        #expect(read[0].issues.first?.reason.contains("multipart/alternative has no boundary") == true)
    }

    @Test func partsNestedPastTheLimitAreSkipped() throws {
        var part = MailPart.html(bookingHTML())
        for _ in 0..<40 { part = .mixed(part) }
        let read = try readMailbox(MboxWriter.mbox([MailBuilder(body: .mixed(.text("top"), part)).bytes, good]), in: TemporaryDirectory())
        #expect(read.count == 2)
        #expect(read[0].textBodies.count == 1)
        #expect(read[0].htmlBodies.isEmpty)
        #expect(read[0].issues.map(\.kind) == [.tooDeep])
        #expect(read[1].htmlBodies.count == 1)
    }

    @Test func partsNestedWithinTheLimitAreRead() throws {
        var part = MailPart.html(bookingHTML())
        for _ in 0..<30 { part = .mixed(part) }
        let message = try readMessage(MailBuilder(body: part).bytes)
        #expect(message.htmlBodies.count == 1 && message.issues.isEmpty)
    }

    @Test func aPartPastItsLimitIsSkippedBeforeItIsDecoded() throws {
        let limits = MailLimits(maximumBodyBytes: 1000, maximumAttachmentBytes: 4000, maximumMessageBytes: 6000, maximumDepth: 32, maximumParts: 500)
        let message = try readMessage(MailBuilder(messageID: "<big@example.com>", body: .mixed(
            .html(String(repeating: "x", count: 1200)),
            .text("small"),
            .attachment(Array(repeating: 1, count: 5000), contentType: "application/pdf", filename: "big.pdf"),
            .attachment(Array(repeating: 2, count: 3000), contentType: "image/png", filename: "a.png"),
            .attachment(Array(repeating: 3, count: 3000), contentType: "image/png", filename: "b.png"))).bytes, limits: limits)
        #expect(message.htmlBodies.isEmpty)
        #expect(message.textBodies.count == 1)
        #expect(message.attachments.map(\.filename) == ["a.png"])
        #expect(message.issues.map(\.kind) == [.tooLarge, .tooLarge, .tooLarge])
        #expect(message.issues[1].reason.contains("big.pdf"))
        #expect(message.issues[2].reason.contains("b.png"))
    }

    @Test func aFiftyMegabyteBase64PartIsSkippedAndTheMailboxReadOn() throws {
        let huge = MailBuilder(messageID: "<huge@example.com>", body: .mixed(.html(bookingHTML()), .attachment(Array(repeating: 0x41, count: 38 << 20), contentType: "application/pdf", filename: "scan.pdf"))).bytes
        #expect(huge.count > 50 << 20)
        let read = try readMailbox(MboxWriter.mbox([huge, good]), in: TemporaryDirectory())
        #expect(read.count == 2)
        #expect(read[0].htmlBodies.count == 1 && read[0].attachments.isEmpty)
        #expect(read[0].issues.map(\.kind) == [.tooLarge])
        #expect(read[0].issues.first?.reason.contains("more than the 25 MB") == true)
    }

    @Test func tooManyPartsAreCut() throws {
        let limits = MailLimits(maximumBodyBytes: 1000, maximumAttachmentBytes: 1000, maximumMessageBytes: 1 << 20, maximumDepth: 32, maximumParts: 10)
        let message = try readMessage(MailBuilder(body: .multipart("mixed", (1...20).map { .text("part \($0)") })).bytes, limits: limits)
        #expect(message.textBodies.count == 9)
        #expect(message.issues.map(\.kind) == [.tooManyParts])
    }

    /// Binary garbage after a message, a message whose first line is no header (GMime gives up on it), and a
    /// body with NUL bytes.
    private var hostileMbox: [UInt8] {
        var garbage: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
        garbage += [0, 0, 0, 0x0A]
        let noHeaders = Array("From x@y Mon Jan  1 00:00:00 2027\n\u{1}\u{2}: bad\nSubject: lost\n\nbody\n\n".utf8)
        let nul = Array("From x@y Mon Jan  1 00:00:00 2027\nSubject: NUL\n\nbody\0with NUL\n\n".utf8)
        return MboxWriter.mbox([good]) + garbage + noHeaders + nul + MboxWriter.mbox([good])
    }

    private func expectHostileMailboxRead(_ read: [MailMessage]) {
        #expect(read.map(\.index) == [1, 2, 3, 4])
        #expect(read.map(\.messageID) == ["good@example.com", nil, nil, "good@example.com"])
        #expect(read[0].htmlBodies.count == 1 && read[3].htmlBodies.count == 1)
        #expect(read[1].subject == "" && read[1].textBodies.isEmpty)
        #expect(read[1].issues.map(\.kind) == [.malformed])
        #expect(read[1].issues.first?.description == "message 2: the line after its From line is not a header field; the message is skipped")
        #expect(read[2].subject == "NUL")
        #expect(read[2].textBodies.first?.hasPrefix("body\0with NUL") == true)
    }

    @Test func garbageNULsAndBadHeadersDoNotStopAnMbox() throws {
        let folder = TemporaryDirectory()
        let read = try readMailbox(hostileMbox, in: folder)
        expectHostileMailboxRead(read)
        let offsets = read.compactMap(\.offset)
        #expect(offsets.count == 4)
        #expect(offsets == offsets.sorted())
    }

    @Test func garbageNULsAndBadHeadersDoNotStopAnMboxInAZip() throws {
        let folder = TemporaryDirectory()
        let zip = folder.path("takeout.zip")
        try ZipWriter.write([("Takeout/Mail/All mail Including Spam and Trash.mbox", Data(hostileMbox))], to: zip)
        expectHostileMailboxRead(try readMailbox(zip))
    }

    @Test func aMessageOfNothingButHeadersIsRead() throws {
        let read = try readMailbox(Array("From a@b Mon Jan  1 00:00:00 2027\nSubject: empty\n".utf8), in: TemporaryDirectory())
        #expect(read.map(\.subject) == ["empty"])
    }

    @Test func aFileThatIsNotMailIsRefused() throws {
        let folder = TemporaryDirectory()
        for (name, bytes) in [("a.mbox", Array("just some text\nwith lines\n".utf8)), ("b.eml", [0, 1, 2, 3]), ("c.mbox", [])] {
            #expect(throws: MailReadError.self) { try MailboxReader(path: folder.write(name, bytes: bytes)) }
        }
        #expect(throws: MailReadError.self) { try MailboxReader(path: folder.path("missing.mbox")) }
    }
}
