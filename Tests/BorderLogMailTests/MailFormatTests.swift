import BorderLogMail
import Testing

/// Sniffing by content.
struct MailFormatTests {
    @Test(arguments: [
        ("From MAILER-DAEMON Fri Jul  8 12:08:34 2011\nFrom: a@b\n", MailFormat.mbox),
        ("\u{FEFF}\r\nFrom 1790239445386797384@xxx Sun Feb 04 10:36:17 +0000 2024\r\n", .mbox),
        ("Return-Path: <a@b>\nReceived: from x\n  by y\nSubject: hi\n\nbody", .eml),
        ("X-Mozilla-Status: 0001\r\nX-Custom: 1\r\n", .eml),
        ("From: Some Airline <noreply@airline.example>\nTo: me\n", .eml),
    ] as [(String, MailFormat)])
    func mailIsKnownByItsFirstBytes(head: String, format: MailFormat) {
        #expect(MailFormat.sniff(head: Array(head.utf8)) == format)
    }

    @Test(arguments: [
        "", "hello world\n", "{\"From\": 1}", "Key: value\nOther: 2\n\nnot mail", "<html><body>From: x</body></html>", " From: a\n",
        "name,lat,lon\n",
    ])
    func otherTextIsNotMail(head: String) {
        #expect(MailFormat.sniff(head: Array(head.utf8)) == nil)
    }

    @Test func headersLongerThanTheHeadAreStillMail() {
        var head = "Delivered-To: me@example.com\n"
        while head.utf8.count < 2 * MailFormat.headSize { head += "Received: from relay.example.com by mx.example.com with ESMTPS id 0123456789\n" }
        let cut = Array(head.utf8.prefix(MailFormat.headSize))
        #expect(cut.last != 0x0A)
        #expect(MailFormat.sniff(head: cut) == .eml)
    }

    @Test func aZipIsKnownByItsMagic() {
        #expect(MailFormat.sniff(head: [0x50, 0x4B, 0x03, 0x04, 0, 0]) == .zip)
    }
}
