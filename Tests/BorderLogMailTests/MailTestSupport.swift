import BorderLogMail
import BorderLogTestSupport
import Foundation

/// Every message of the mailbox at `path`.
func readMailbox(_ path: String, limits: MailLimits = .standard) throws -> [MailMessage] {
    let reader = try MailboxReader(path: path, limits: limits)
    var messages: [MailMessage] = []
    try reader.forEach { messages.append($0) }
    return messages
}

/// Writes `bytes` into `folder` as `name` and reads every message of it.
func readMailbox(_ bytes: [UInt8], named name: String = "mail.mbox", in folder: TemporaryDirectory, limits: MailLimits = .standard) throws -> [MailMessage] {
    try readMailbox(folder.write(name, bytes: bytes), limits: limits)
}

/// The one message of an `.eml` of `bytes`.
func readMessage(_ bytes: [UInt8], limits: MailLimits = .standard) throws -> MailMessage {
    let folder = TemporaryDirectory()
    let messages = try readMailbox(bytes, named: "message.eml", in: folder, limits: limits)
    guard messages.count == 1 else { throw MailReadError(source: "message.eml", "\(messages.count) messages, not 1") }
    return messages[0]
}

/// A booking confirmation's HTML with a JSON-LD block, as airlines send it.
func bookingHTML(reservation: String = "XYZ123") -> String {
    """
    <html><head><script type="application/ld+json">{"@context": "http://schema.org", "@type": "FlightReservation", \
    "reservationNumber": "\(reservation)"}</script></head><body><p>Thank you for flying with us.</p></body></html>
    """
}
