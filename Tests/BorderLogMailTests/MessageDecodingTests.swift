import BorderLogMail
import BorderLogTestSupport
import Foundation
import Testing

/// Transfer encodings, charsets, encoded headers and attachments as real mail has them.
struct MessageDecodingTests {
    private let html = bookingHTML()

    @Test(arguments: [MailPart.Encoding.quotedPrintable, .base64, .eightBit, .sevenBit])
    func anHTMLBodyComesOutWithItsJSONLD(encoding: MailPart.Encoding) throws {
        let message = try readMessage(MailBuilder(body: .alternative(.text("See the HTML"), .html(html, encoding: encoding))).bytes)
        #expect(message.htmlBodies == [html])
        #expect(message.htmlBodies.first?.contains(#"<script type="application/ld+json">"#) == true)
    }

    @Test func quotedPrintableSoftBreaksAndEscapesAreUndone() throws {
        let long = String(repeating: "Départ 07:15 – ", count: 20) + "= fin"
        let message = try readMessage(MailBuilder(body: .html(long, encoding: .quotedPrintable)).bytes)
        #expect(message.htmlBodies.first?.hasPrefix(long) == true)
    }

    @Test(arguments: [
        ("iso-8859-1", [0x43, 0x61, 0x66, 0xE9], "Café"),
        ("ISO-8859-15", [0x50, 0x72, 0x69, 0x78, 0x20, 0xA4], "Prix €"),
        ("windows-1252", [0x93, 0x48, 0x69, 0x94, 0x20, 0x80], "\u{201C}Hi\u{201D} €"),
        // Windows-1252 mislabelled as ISO-8859-1: curly quotes and a dash, not C1 controls.
        ("iso-8859-1", [0x93, 0x4F, 0x4B, 0x94, 0x20, 0x96, 0x20, 0x92], "\u{201C}OK\u{201D} \u{2013} \u{2019}"),
        // UTF-8 mislabelled as ISO-8859-1 stays UTF-8.
        ("iso-8859-1", [0x43, 0x61, 0x66, 0xC3, 0xA9], "Café"),
        ("koi8-r", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4], "Привет"),
        ("shift_jis", [0x93, 0xFA, 0x96, 0x7B], "日本"),
        ("utf-8", [0x4D, 0xC3, 0xBC, 0x6E, 0x63, 0x68, 0x65, 0x6E], "München"),
    ] as [(String, [UInt8], String)])
    func charsetsAreConvertedToText(charset: String, bytes: [UInt8], expected: String) throws {
        let message = try readMessage(MailBuilder(body: .text(bytes: bytes, subtype: "html", charset: charset, encoding: .quotedPrintable)).bytes)
        #expect(message.htmlBodies.map { $0.trimmingCharacters(in: .newlines) } == [expected])
    }

    @Test(arguments: [
        (nil, [0x43, 0x61, 0x66, 0xC3, 0xA9], "Café"),
        (nil, [0x43, 0x61, 0x66, 0xE9], "Café"),
        ("x-no-such-charset", [0x43, 0x61, 0x66, 0xE9], "Café"),
        ("\"utf-8\"", [0xC3, 0xA9, 0xFF, 0x41], "é\u{FFFD}A"),
        ("utf-8", [0x41, 0x00, 0x42], "A\u{0}B"),
    ] as [(String?, [UInt8], String)])
    func missingUnknownAndBrokenCharsetsStillGiveText(charset: String?, bytes: [UInt8], expected: String) throws {
        let message = try readMessage(MailBuilder(body: .text(bytes: bytes, charset: charset, encoding: .base64)).bytes)
        #expect(message.textBodies == [expected])
    }

    @Test func encodedHeadersAreDecoded() throws {
        let builder = MailBuilder(
            from: "\(MailBuilder.encodedWord("Café Airlines", base64: true)) <info@cafe.example>",
                        // Blank space between two encoded words is not text (RFC 2047 §6.2): the space is inside the first.
            subject: "\(MailBuilder.encodedWord("Votre réservation ")) \(MailBuilder.encodedWord("à Zürich", charset: "ISO-8859-1"))",
            date: "Mon, 4 Mar 2027 20:15:00 -0800", messageID: "<ABC.123@mail.example>")
        let message = try readMessage(builder.bytes)
        #expect(message.subject == "Votre réservation à Zürich")
        #expect(message.from == "Café Airlines <info@cafe.example>")
        #expect(message.messageID == "ABC.123@mail.example")
        #expect(message.date == Date(timeIntervalSince1970: 1_804_220_100))
    }

    @Test func windows1252InAnISO88591EncodedWordGivesCurlyQuotes() throws {
        let message = try readMessage(MailBuilder(subject: "=?iso-8859-1?Q?=93Your_trip=94?=").bytes)
        #expect(message.subject == "\u{201C}Your trip\u{201D}")
    }

    @Test func raw8BitHeadersAreReadAsUTF8OrWindows1252() throws {
        var bytes = MailBuilder(subject: "PLACEHOLDER").bytes
        let marker = Array("PLACEHOLDER".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: marker) })
        bytes.replaceSubrange(at..<at + marker.count, with: [0x4D, 0xFC, 0x6E, 0x63, 0x68, 0x65, 0x6E])  // "München" in Latin-1
        #expect(try readMessage(bytes).subject == "München")
    }

    @Test func missingHeadersGiveEmptyValues() throws {
        let message = try readMessage(MailBuilder(from: nil, to: nil, subject: nil, date: nil, messageID: nil).bytes)
        #expect(message.messageID == nil && message.subject == "" && message.from == "" && message.date == nil)
        let broken = try readMessage(MailBuilder(date: "next Tuesday, probably").bytes)
        #expect(broken.date == nil)
    }

    @Test func aMessageIDWithoutAngleBracketsIsKept() throws {
        #expect(try readMessage(MailBuilder(messageID: "plain-id@example.com").bytes).messageID == "plain-id@example.com")
    }

    @Test(arguments: [
        ("application/vnd.apple.pkpass", "boarding.pkpass", MailAttachment.Kind.pass),
        ("application/octet-stream", "Boarding Pass.PKPASS", .pass),
        ("text/calendar; method=REQUEST", nil, .calendar),
        ("application/octet-stream", "invite.ics", .calendar),
        ("text/plain", "trip.ics", .calendar),
        ("application/pdf", "e-ticket.pdf", .pdf),
        ("application/octet-stream", "ticket.pdf", .pdf),
        ("image/png", "qr.png", .image),
        ("image/jpeg", nil, .image),
        ("application/octet-stream", "barcode.JPG", .image),
    ] as [(String, String?, MailAttachment.Kind)])
    func attachmentsAreKnownByTypeOrName(contentType: String, filename: String?, kind: MailAttachment.Kind) throws {
        let data: [UInt8] = [0x00, 0x01, 0xFF, 0x0D, 0x0A, 0x42]
        let message = try readMessage(MailBuilder(body: .mixed(.html(html), .attachment(data, contentType: contentType, filename: filename))).bytes)
        #expect(message.attachments.map(\.kind) == [kind])
        #expect(message.attachments.first?.filename == filename)
        #expect(message.attachments.first?.data == Data(data))
        #expect(message.htmlBodies.count == 1 && message.textBodies.isEmpty)
    }

    @Test func otherPartsAreSkipped() throws {
        let message = try readMessage(MailBuilder(body: .mixed(
            .related(.html(html), .attachment([1, 2, 3], contentType: "image/gif", filename: "logo.gif", inline: true)),
            .attachment(Array(repeating: 7, count: 1000), contentType: "application/zip", filename: "photos.zip"),
            .attachment(Array("notes".utf8), contentType: "text/plain", filename: "notes.txt", encoding: .sevenBit))).bytes)
        #expect(message.attachments.isEmpty)
        #expect(message.htmlBodies.count == 1)
        #expect(message.textBodies.isEmpty)
    }

    @Test func attachmentKindsNotAskedForAreNotDecoded() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("m.eml", bytes: MailBuilder(body: .mixed(
            .html(html), .attachment([1], contentType: "image/png", filename: "a.png"), .attachment([2], contentType: "application/pdf"))).bytes)
        let message = try #require(try MailboxReader(path: path, attachments: [.pdf]).next())
        #expect(message.attachments.map(\.kind) == [.pdf])
    }

    @Test func aForwardedMessageIsReadToo() throws {
        let inner = MailBuilder(subject: "Fwd booking", body: .mixed(.html(html), .attachment([9, 9], contentType: "application/vnd.apple.pkpass", filename: "p.pkpass")))
        let message = try readMessage(MailBuilder(body: .mixed(.text("see below"), .message(inner))).bytes)
        #expect(message.textBodies.count == 1)
        #expect(message.htmlBodies.first?.contains("XYZ123") == true)
        #expect(message.attachments.map(\.kind) == [.pass])
    }
}
