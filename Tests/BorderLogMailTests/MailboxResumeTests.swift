import BorderLogMail
import BorderLogTestSupport
import Foundation
import Testing

/// Reading only what was appended to an mbox read before.
struct MailboxResumeTests {
    private func message(_ number: Int) -> [UInt8] {
        MailBuilder(messageID: "<m\(number)@example.com>", body: .html(bookingHTML(reservation: "R\(number)"))).bytes
    }

    @Test func readingResumesAtAMessagesOffset() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("All mail.mbox", bytes: MboxWriter.mbox((1...5).map(message)))
        let all = try readMailbox(path)
        let third = try #require(all[2].offset)
        let reader = try MailboxReader(path: path, resumingAt: third, firstIndex: 3)
        var rest: [MailMessage] = []
        try reader.forEach { rest.append($0) }
        #expect(rest.map(\.index) == [3, 4, 5])
        #expect(rest.map(\.messageID) == all[2...].map(\.messageID))
        #expect(rest.map(\.offset) == all[2...].map(\.offset))
    }

    @Test func readingFromTheOldSizeGivesOnlyTheAppendedMessages() throws {
        let folder = TemporaryDirectory()
        let first = MboxWriter.mbox((1...2).map(message))
        let path = folder.write("All mail.mbox", bytes: first)
        let grown = first + MboxWriter.mbox((3...4).map(message))
        try Data(grown).write(to: URL(fileURLWithPath: path))
        let reader = try MailboxReader(path: path, resumingAt: Int64(first.count), firstIndex: 3)
        var appended: [MailMessage] = []
        try reader.forEach { appended.append($0) }
        #expect(appended.map(\.messageID) == ["m3@example.com", "m4@example.com"])
        #expect(appended.first?.offset == Int64(first.count))
    }

    @Test func anOffsetInsideAMessageStartsAtTheNextOne() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("box", bytes: MboxWriter.mbox((1...3).map(message)))
        let all = try readMailbox(path)
        let inside = try #require(all[1].offset) - 10
        var read: [String?] = []
        try MailboxReader(path: path, resumingAt: inside, firstIndex: 2).forEach { read.append($0.messageID) }
        #expect(read == ["m2@example.com", "m3@example.com"])
    }

    @Test func anOffsetPastTheEndGivesNothing() throws {
        let folder = TemporaryDirectory()
        let bytes = MboxWriter.mbox([message(1)])
        let path = folder.write("box", bytes: bytes)
        #expect(try MailboxReader(path: path, resumingAt: Int64(bytes.count), firstIndex: 2).next() == nil)
    }

    @Test func onlyAnMboxCanBeResumed() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("m.eml", bytes: message(1))
        #expect(throws: MailReadError.self) { try MailboxReader(path: path, resumingAt: 0, firstIndex: 1) }
    }
}
