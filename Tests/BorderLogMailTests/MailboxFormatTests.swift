import BorderLogArchive
import BorderLogMail
import BorderLogTestSupport
import Foundation
import Testing

/// mbox (both quoting flavours), `.eml`, Maildir and Takeout zips, each found by content.
struct MailboxFormatTests {
    private func messages(_ count: Int, newline: String = "\r\n") -> [[UInt8]] {
        (1...count).map { number in
            MailBuilder(subject: "Booking \(number)", messageID: "<m\(number)@example.com>", body: .alternative(.text("Trip \(number)"), .html(bookingHTML(reservation: "R\(number)"))), newline: newline).bytes
        }
    }

    @Test(arguments: ["\r\n", "\n"])
    func anMboxGivesEveryMessageInOrderWithItsOffset(newline: String) throws {
        let folder = TemporaryDirectory()
        let bytes = MboxWriter.mbox(messages(3, newline: newline))
        let read = try readMailbox(bytes, named: "Inbox", in: folder)
        #expect(read.map(\.index) == [1, 2, 3])
        #expect(read.map(\.messageID) == ["m1@example.com", "m2@example.com", "m3@example.com"])
        #expect(read.map(\.subject) == ["Booking 1", "Booking 2", "Booking 3"])
        #expect(read[1].htmlBodies.first?.contains("\"reservationNumber\": \"R2\"") == true)
        #expect(read[2].textBodies == ["Trip 3"])
        let starts = read.compactMap(\.offset).map { Int($0) }
        #expect(starts.count == 3)
        for start in starts { #expect(bytes[start...].starts(with: Array("From ".utf8))) }
        #expect(starts.first == 0)
        #expect(read.allSatisfy { $0.issues.isEmpty && $0.member == nil })
    }

    @Test func mboxrdQuotingIsTakenOffBodyLines() throws {
        let body = "Dear traveller,\nFrom Lisbon to London.\n>From the archive.\n>>From deeper.\nFrom: not a header\n"
        let message = MailBuilder(body: .text(body, encoding: .eightBit), newline: "\n").bytes
        let mbox = MboxWriter.mbox([message, message], flavour: .mboxrd)
        #expect(String(decoding: mbox, as: UTF8.self).contains("\n>>From the archive.\n>>>From deeper.\n"))
        let read = try readMailbox(mbox, in: TemporaryDirectory())
        #expect(read.count == 2)
        // The blank line that ends a message in an mbox stays with the last one.
        #expect(read.map { $0.textBodies.map { $0.trimmingCharacters(in: .newlines) } } == [[body], [body]].map { $0.map { $0.trimmingCharacters(in: .newlines) } })
        #expect(read[0].textBodies == [body])
    }

    @Test func mboxoQuotingIsTakenOffFromLines() throws {
        let body = "Dear traveller,\nFrom Lisbon to London.\n"
        let mbox = MboxWriter.mbox([MailBuilder(body: .text(body, encoding: .quotedPrintable), newline: "\n").bytes], flavour: .mboxo)
        #expect(String(decoding: mbox, as: UTF8.self).contains("\n>From Lisbon"))
        let read = try readMailbox(mbox, in: TemporaryDirectory())
        #expect(read.first?.textBodies.first?.hasPrefix(body) == true)
        #expect(read.first?.textBodies.first?.contains(">From") == false)
    }

    @Test func quotingIsLeftInAnEmlAndInBase64() throws {
        let body = ">From the archive.\n"
        let eml = try readMessage(MailBuilder(body: .text(body, encoding: .eightBit), newline: "\n").bytes)
        #expect(eml.textBodies == [body])
        let mbox = MboxWriter.mbox([MailBuilder(body: .text(body, encoding: .base64), newline: "\n").bytes], flavour: .mboxo)
        #expect(try readMailbox(mbox, in: TemporaryDirectory()).first?.textBodies.first?.hasPrefix(body) == true)
    }

    @Test func aTakeoutMboxWithGmailHeadersIsRead() throws {
        let folder = TemporaryDirectory()
        let message = MailBuilder(body: .html(bookingHTML())).header("X-GM-THRID", "1790239445386797384").header("X-Gmail-Labels", "Inbox,Opened").bytes
        let mbox = MboxWriter.mbox([message, message]) { "From 179023944538679738\($0)@xxx Sun Feb 04 10:36:17 +0000 2024" }
        let path = folder.write("Takeout/Mail/All mail Including Spam and Trash.mbox", bytes: mbox)
        #expect(MailFormat.sniff(path: path) == .mbox)
        #expect(try readMailbox(path).map(\.htmlBodies.count) == [1, 1])
    }

    @Test func anEmlIsOneMessage() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("booking", bytes: MailBuilder(body: .html(bookingHTML())).bytes)
        let reader = try MailboxReader(path: path)
        #expect(reader.format == .eml)
        let message = try #require(try reader.next())
        #expect(message.index == 1 && message.offset == nil)
        #expect(try reader.next() == nil)
        #expect(reader.messageCount == 1 && reader.issueCount == 0)
    }

    @Test func aMaildirListsNewAndCurAndLeavesOutTmp() throws {
        let folder = TemporaryDirectory()
        let root = folder.path("Maildir")
        let files = try MaildirWriter.write(
            [(.cur, messages(1)[0]), (.new, MailBuilder(messageID: "<new@example.com>").bytes), (.tmp, MailBuilder(messageID: "<tmp@example.com>").bytes)],
            to: root)
        #expect(MailFormat.sniff(path: root) == .maildir)
        let listed = try Maildir.messageFiles(in: root)
        #expect(listed == [files[0], files[1]])
        #expect(MailFormat.sniff(path: files[2]) == nil)
        #expect(MailFormat.sniff(path: files[0]) == .eml)
        let ids = try listed.flatMap { try readMailbox($0) }.map(\.messageID)
        #expect(ids == ["m1@example.com", "new@example.com"])
        #expect(throws: MailReadError.self) { try MailboxReader(path: root) }
    }

    @Test func aTakeoutZipIsReadMemberByMember() throws {
        let folder = TemporaryDirectory()
        let zip = folder.path("takeout-20270101T000000Z-001.zip")
        try ZipWriter.write([
            ("Takeout/archive_browser.html", Data("<html></html>".utf8)),
            ("Takeout/Mail/All mail Including Spam and Trash.mbox", Data(MboxWriter.mbox(messages(3)))),
            ("Takeout/Mail/saved.eml", Data(messages(1)[0])),
        ], to: zip)
        #expect(MailFormat.sniff(path: zip) == .zip)
        let read = try readMailbox(zip)
        #expect(read.map(\.member) == [
            "Takeout/Mail/All mail Including Spam and Trash.mbox", "Takeout/Mail/All mail Including Spam and Trash.mbox",
            "Takeout/Mail/All mail Including Spam and Trash.mbox", "Takeout/Mail/saved.eml",
        ])
        #expect(read.map(\.index) == [1, 2, 3, 1])
        #expect(read.map(\.messageID) == ["m1@example.com", "m2@example.com", "m3@example.com", "m1@example.com"])
        #expect(read[2].htmlBodies.first?.contains("R3") == true)
        #expect(read[1].offset.map { $0 > 0 } == true)
    }

    @Test func aZipWithoutMailIsNotAMailbox() throws {
        let folder = TemporaryDirectory()
        let zip = folder.path("photos.zip")
        try ZipWriter.write([("Takeout/Google Photos/IMG_1.jpg", Data([0xFF, 0xD8]))], to: zip)
        #expect(MailFormat.sniff(path: zip) == nil)
        #expect(throws: MailReadError.self) { try MailboxReader(path: zip) }
    }

    @Test func aCorruptZipMemberEndsWithAnErrorAfterWhatCouldBeRead() throws {
        let folder = TemporaryDirectory()
        let mbox = MboxWriter.mbox((1...40).map { MailBuilder(messageID: "<m\($0)@example.com>", body: .text(String(repeating: "word \($0) ", count: 2000))).bytes })
        var zip = try ZipWriter.data([("Mail/All.mbox", Data(mbox))])
        // Damage the deflate stream past its first blocks.
        for position in stride(from: zip.count / 2, to: zip.count / 2 + 64, by: 1) { zip[position] ^= 0x5A }
        let path = folder.write("takeout.zip", bytes: Array(zip))
        let reader = try MailboxReader(path: path)
        var count = 0
        var failure: MailReadError?
        do {
            while try reader.next() != nil { count += 1 }
        } catch {
            failure = error
        }
        #expect(count >= 1)
        #expect(failure?.source == "\(path)!/Mail/All.mbox")
        #expect(try reader.next() == nil)
    }
}
