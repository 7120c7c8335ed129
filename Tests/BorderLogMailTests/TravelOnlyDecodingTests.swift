import BorderLogTestSupport
import Foundation
import Testing

@testable import BorderLogMail

/// `MailLimits.travel`: an import over a whole mailbox decodes only what booking markup and travel documents can be in.
struct TravelOnlyDecodingTests {
    private let pdf = [UInt8]("%PDF-1.4\n% a boarding pass would be here\n".utf8)

    private func message(subject: String, html: String, text: String = "Hello.", attachment: String? = nil) -> [UInt8] {
        var parts: [MailPart] = [.alternative(.text(text), .html(html))]
        if let attachment { parts.append(.attachment(pdf, contentType: "application/pdf", filename: attachment)) }
        return MailBuilder(subject: subject, body: .multipart("mixed", parts)).bytes
    }

    @Test func htmlWithoutMarkupAndOrdinaryTextAreLeftUndecoded() throws {
        let newsletter = message(subject: "Summer sale", html: "<html><body><p>Flights from 39 €</p></body></html>")
        let read = try readMessage(newsletter, limits: .travel)
        #expect(read.htmlBodies.isEmpty && read.textBodies.isEmpty)
        let all = try readMessage(newsletter)
        #expect(all.htmlBodies.count == 1 && all.textBodies.count == 1)
    }

    @Test func markupAndTheTextOfACancellationAreKept() throws {
        let booking = try readMessage(message(subject: "Your flight", html: bookingHTML()), limits: .travel)
        #expect(booking.htmlBodies.count == 1 && booking.htmlBodies[0].contains("ld+json") && booking.textBodies.isEmpty)
        let notice = try readMessage(message(subject: "Booking XYZ123 cancelled", html: "<p>sorry</p>", text: "XYZ123 is cancelled"), limits: .travel)
        #expect(notice.textBodies.count == 1 && notice.textBodies[0].hasPrefix("XYZ123 is cancelled"))
    }

    @Test(arguments: [
        ("Your boarding pass", "document.pdf", true),
        ("Your trip", "BoardingPass_LH400.pdf", true),
        ("Bordkarte für LH400", "pass.pdf", true),
        ("Invoice 42", "invoice.pdf", false),
        ("Your e-ticket receipt", "receipt.pdf", false),
    ])
    func pdfsAreDecodedOnlyWhereSubjectOrNameSpeaksOfABoardingPass(subject: String, filename: String, decoded: Bool) throws {
        let read = try readMessage(message(subject: subject, html: bookingHTML(), attachment: filename), limits: .travel)
        #expect(read.attachments.contains { $0.kind == .pdf } == decoded)
        #expect(try readMessage(message(subject: subject, html: bookingHTML(), attachment: filename)).attachments.contains { $0.kind == .pdf })
    }
}
