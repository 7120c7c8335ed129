import Foundation

/// Where a booking signal came from: the reservation and the message that stated it (docs/evidence/mail.md). Stored in
/// the signal's detail under the keys of `keys`; `init?(storedDetail:)` and `storedDetail` are the one place they are
/// spelled. `explain` names the message by it.
public struct BookingDetail: Sendable, Equatable, CustomStringConvertible {
    /// What was booked: schema.org's reservation types.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        case flight
        case lodging
        case train
        case bus
        case boat
        case rentalCar
    }

    public var kind: Kind
    public var reservationNumber: String?
    public var provider: String?
    /// What was booked, as a person names it: `Canal House Amsterdam`, `TP1350 LIS→LHR`, `London St Pancras → Paris Nord`.
    public var what: String?
    /// The message's Message-ID, subject, sender and date, as the mailbox has them.
    public var messageID: String?
    public var subject: String
    public var sender: String
    public var messageDate: Date?

    public init(
        kind: Kind, reservationNumber: String? = nil, provider: String? = nil, what: String? = nil, messageID: String? = nil,
        subject: String = "", sender: String = "", messageDate: Date? = nil
    ) {
        self.kind = kind
        self.reservationNumber = reservationNumber
        self.provider = provider
        self.what = what
        self.messageID = messageID
        self.subject = subject
        self.sender = sender
        self.messageDate = messageDate
    }

    public static let keys: Set<String> = ["booking", "reservationNumber", "provider", "booked", "messageId", "subject", "sender", "messageDate"]

    /// The booking a stored detail describes; nil when it names none.
    public init?(storedDetail detail: [String: String]) {
        guard let kind = detail["booking"].flatMap(Kind.init(rawValue:)) else { return nil }
        self.init(
            kind: kind, reservationNumber: detail["reservationNumber"], provider: detail["provider"], what: detail["booked"],
            messageID: detail["messageId"], subject: detail["subject"] ?? "", sender: detail["sender"] ?? "",
            messageDate: detail["messageDate"].flatMap(RFC3339.instant))
    }

    /// The detail entries this booking is stored as (the message's date in RFC 3339, UTC).
    public var storedDetail: [String: String] {
        var detail = ["booking": kind.rawValue, "subject": subject, "sender": sender]
        detail["reservationNumber"] = reservationNumber
        detail["provider"] = provider
        detail["booked"] = what
        detail["messageId"] = messageID
        detail["messageDate"] = messageDate.map { RFC3339.utc($0) }
        return detail
    }

    /// `lodging booking 4711 (Booking.com): Hotel Adlon, from the message "Your stay" from Booking.com <…>, 2027-03-01T10:00:00Z`.
    public var description: String {
        var text = "\(kind.rawValue) booking" + (reservationNumber.map { " \($0)" } ?? "") + (provider.map { " (\($0))" } ?? "")
        if let what { text += ": \(what)," }
        text += " from the message \"\(subject)\""
        if !sender.isEmpty { text += " from \(sender)" }
        if let messageDate { text += ", \(RFC3339.utc(messageDate))" }
        if let messageID { text += " <\(messageID)>" }
        return text
    }
}
