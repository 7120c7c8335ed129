import Foundation

/// RFC 5322 messages for tests, built from header fields and a ``MailPart`` body:
///
/// ```swift
/// let message = MailBuilder(subject: "Your flight", body: .alternative(.text("LH 400"), .html(html)))
///     .header("X-Mailer", "Test")
/// let mbox = MboxWriter.mbox([message.bytes])
/// ```
///
/// Header values are written as given (use ``encodedWord(_:charset:base64:)`` for RFC 2047); lines end in CRLF
/// unless `newline` says otherwise.
public struct MailBuilder: Sendable {
    /// Header fields in order, written as given.
    public var headers: [(name: String, value: String)]
    public var body: MailPart
    /// `"\r\n"` (as sent) or `"\n"` (as many mbox files store mail).
    public var newline: String

    /// A message with the usual header fields; pass nil to leave one out. `MIME-Version` is always written.
    public init(
        from: String? = "Example Airline <booking@airline.example>", to: String? = "Traveller <me@example.com>",
        subject: String? = "Your booking", date: String? = "Tue, 14 Sep 2027 17:00:00 +0200",
        messageID: String? = "<booking-1@airline.example>", body: MailPart = .text("Thank you for your booking."),
        newline: String = "\r\n"
    ) {
        headers = [("From", from), ("To", to), ("Subject", subject), ("Date", date), ("Message-ID", messageID)]
            .compactMap { name, value in value.map { (name: name, value: $0) } }
        headers.append((name: "MIME-Version", value: "1.0"))
        self.body = body
        self.newline = newline
    }

    /// This message with one more header field.
    public func header(_ name: String, _ value: String) -> MailBuilder {
        var copy = self
        copy.headers.append((name: name, value: value))
        return copy
    }

    /// The message's bytes: header fields, then the body part's own header fields and content.
    public var bytes: [UInt8] {
        var head = ""
        for (name, value) in headers { head += "\(name): \(value)\(newline)" }
        return Array(head.utf8) + body.bytes(newline: newline)
    }

    /// `text` as one RFC 2047 encoded word in `charset` (`=?UTF-8?Q?Caf=C3=A9?=`), base64 (`B`) or `Q`.
    public static func encodedWord(_ text: String, charset: String = "UTF-8", base64: Bool = false) -> String {
        let bytes = MailPart.encode(text, charset: charset)
        if base64 { return "=?\(charset)?B?\(Data(bytes).base64EncodedString())?=" }
        let encoded = bytes.map { byte -> String in
            if byte == 0x20 { return "_" }
            let isPlain = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            return isPlain ? String(UnicodeScalar(byte)) : String(format: "=%02X", byte)
        }.joined()
        return "=?\(charset)?Q?\(encoded)?="
    }
}
