/// The identity of one reservation's signals, the same from any mailbox that states it: `booking:` and the
/// reservation's key (`booking:flight/RXJ34P/UA110@2027-03-04`). Each signal adds its part (`:departure`,
/// `:night:2027-03-04`), so a later message about the reservation finds every signal an earlier one stored.
public struct BookingIdentity: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// The identity of the reservation keyed `key` (the mail reader's `ReservationKey`).
    public init(reservationKey key: some CustomStringConvertible) {
        description = "booking:\(key)"
    }

    /// The identity of the signal that is `part` of the reservation.
    public func signal(_ part: String) -> String { "\(description):\(part)" }

    /// What every signal identity of the reservation begins with.
    public var signalPrefix: String { description + ":" }
}
