import BorderLogMail
import Foundation
import Testing

/// Third-party mail in `../shared/realdata` (never copied into the repository): read when present.
struct RealMailTests {
    private static let kdeBooking = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/realdata/mail/KDE_kitinerary/extractordata/synthetic/flight-booking.eml").path

    @Test(.enabled(if: FileManager.default.fileExists(atPath: kdeBooking), "KDE KItinerary's flight-booking.eml is not in ../shared/realdata"))
    func kdesFlightBookingGivesItsHTMLWithTheJSONLD() throws {
        #expect(MailFormat.sniff(path: Self.kdeBooking) == .eml)
        let messages = try readMailbox(Self.kdeBooking)
        let message = try #require(messages.first)
        #expect(messages.count == 1)
        #expect(message.subject == "Your Flight Booking")
        #expect(message.from == "Some Airline <noreply@non-existing-airline.com>")
        #expect(message.messageID == "2218054.ElGaqSPkdT@vlocalhost")
        #expect(message.date == Date(timeIntervalSince1970: 1_631_631_600))
        #expect(message.htmlBodies.count == 1)
        let html = try #require(message.htmlBodies.first)
        #expect(html.contains(#"<script type="application/ld+json">"#))
        #expect(html.contains("FlightReservation"))
        #expect(message.textBodies.count == 1)
        #expect(message.issues.isEmpty)
    }
}
