import BorderLogModel
import Foundation

/// An alert as a plain-text email for `sendmail -t -i`: `To` from the channel, `Subject: BorderLog: …` (RFC 2047
/// encoded when it is not ASCII), `Date`, a unique `Message-ID`, and the event's text as the body.
public struct EmailMessage: Sendable {
    public let text: String

    public init(event: AlertEvent, to: String, date: Date) {
        let headers = [
            "To: \(to)",
            "Subject: \(Self.encodedWord("BorderLog: \(event.title)"))",
            "Date: \(Self.rfc5322(date))",
            "Message-ID: \(Self.messageID(event: event, date: date))",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: 8bit",
            "Auto-Submitted: auto-generated",
            "X-BorderLog-Event: \(event.id)",
        ]
        text = headers.joined(separator: "\n") + "\n\n" + event.text + "\n"
    }

    /// A header value as is when it is printable ASCII, else as one RFC 2047 base64 word.
    static func encodedWord(_ value: String) -> String {
        if value.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) { return value }
        return "=?UTF-8?B?\(Data(value.utf8).base64EncodedString())?="
    }

    /// `Mon, 07 Dec 2026 20:03:02 +0000`.
    static func rfc5322(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }

    /// Unique per message: the event's identity hashed, the time, and random bits, at this host.
    static func messageID(event: AlertEvent, date: Date) -> String {
        var fingerprint = Fingerprint()
        fingerprint.combine(event.id)
        let host = ProcessInfo.processInfo.hostName.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
        return "<borderlog.\(fingerprint.hex).\(Int(date.timeIntervalSince1970)).\(UInt32.random(in: .min ... .max))@\(host.isEmpty ? "localhost" : host)>"
    }
}
