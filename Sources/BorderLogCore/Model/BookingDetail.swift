/// Where a booking signal came from: the reservation and the message that stated it (docs/evidence/mail.md). Stored
/// in the signal's detail under the keys of `keys`; `init?(storedDetail:)` and `storedDetail` are the one place they
/// are spelled. `explain` names the message by it.
public struct BookingDetail: Sendable, Equatable, CustomStringConvertible {
    /// `flight`, `lodging`, `train`, `bus`, `boat` or `rentalCar`.
    public var type: String
    public var reservationNumber: String?
    public var provider: String?
    /// What was booked, as a person names it: `Canal House Amsterdam`, `TP1350 LIS→LHR`, `London St Pancras → Paris Nord`.
    public var what: String?
    /// The message's Message-ID, subject, sender and date (RFC 3339), as the mailbox has them.
    public var messageID: String?
    public var subject: String
    public var sender: String
    public var messageDate: String?

    public init(
        type: String, reservationNumber: String? = nil, provider: String? = nil, what: String? = nil, messageID: String? = nil,
        subject: String = "", sender: String = "", messageDate: String? = nil
    ) {
        self.type = type
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
        guard let type = detail["booking"] else { return nil }
        self.init(
            type: type, reservationNumber: detail["reservationNumber"], provider: detail["provider"], what: detail["booked"],
            messageID: detail["messageId"],
            subject: detail["subject"] ?? "", sender: detail["sender"] ?? "", messageDate: detail["messageDate"])
    }

    /// The detail entries this booking is stored as.
    public var storedDetail: [String: String] {
        var detail = ["booking": type, "subject": subject, "sender": sender]
        detail["reservationNumber"] = reservationNumber
        detail["provider"] = provider
        detail["booked"] = what
        detail["messageId"] = messageID
        detail["messageDate"] = messageDate
        return detail
    }

    /// `lodging booking 4711 (Booking.com): Hotel Adlon, from the message "Your stay" from Booking.com <…>, 2027-03-01T10:00:00Z`.
    public var description: String {
        var text = "\(type) booking" + (reservationNumber.map { " \($0)" } ?? "") + (provider.map { " (\($0))" } ?? "")
        if let what { text += ": \(what)," }
        text += " from the message \"\(subject)\""
        if !sender.isEmpty { text += " from \(sender)" }
        if let messageDate { text += ", \(messageDate)" }
        if let messageID { text += " <\(messageID)>" }
        return text
    }
}
