import BorderLogModel
import Foundation

/// Which reservation a piece of markup is about (docs/evidence/mail.md): its kind, its reservation number, and what it
/// reserves — a flight by number and departure date, lodging by hotel and check-in, a train, bus or boat by number
/// (else its stations) and departure date, a car by pickup place and date. Messages about the same booking (the
/// confirmation, a change of seat, a reminder, the cancellation) carry the same key, and one reservation number can
/// hold several (both legs of a connection, two hotels of one trip).
public struct ReservationKey: Hashable, Sendable, CustomStringConvertible {
    public let kind: Reservation.Kind
    /// Upper-cased, without spaces; "" when the markup gives no number.
    public let number: String
    /// What it reserves, normalised; "" when the markup names nothing (a bare cancellation notice).
    public let what: String

    public init(_ reservation: Reservation) {
        kind = reservation.kind
        number = Self.normalised(reservation.reservationNumber ?? "")
        what = Self.what(reservation)
    }

    /// `flight/RXJ34P/UA110@2027-03-04`: stable across runs, so it can name stored signals.
    public var description: String { "\(kind.rawValue)/\(number)/\(what)" }

    /// Whether a cancellation keyed `self` cancels `other`: the same reservation, or — when the cancellation names
    /// only its number — every reservation under that number.
    public func cancels(_ other: ReservationKey) -> Bool {
        guard kind == other.kind, number == other.number else { return false }
        if what == other.what { return true }
        guard !number.isEmpty else { return false }
        return what.isEmpty || partiallyNames(other)
    }

    /// A cancellation that names the date but not the flight, or the hotel but not the check-in, still names its
    /// reservation when the number matches and what it names agrees.
    private func partiallyNames(_ other: ReservationKey) -> Bool {
        let mine = what.split(separator: "@", omittingEmptySubsequences: false)
        let theirs = other.what.split(separator: "@", omittingEmptySubsequences: false)
        guard mine.count == 2, theirs.count == 2 else { return false }
        return (mine[0].isEmpty || mine[0] == theirs[0]) && (mine[1].isEmpty || mine[1] == theirs[1])
    }

    private static func what(_ reservation: Reservation) -> String {
        let day = reservation.start.map { "\($0.day)" } ?? ""
        let subject: String
        switch reservation.kind {
        case .flight:
            subject = reservation.number.map(normalised)
                ?? [reservation.from?.iata, reservation.to?.iata].compactMap { $0 }.joined(separator: "-")
        case .lodging:
            subject = normalised(reservation.name ?? reservation.to?.name ?? reservation.to?.locality ?? "")
        case .train, .bus, .boat:
            subject = reservation.number.map(normalised)
                ?? [reservation.from?.name, reservation.to?.name].compactMap { $0.map(normalised) }.joined(separator: "-")
        case .rentalCar:
            subject = normalised(reservation.from?.name ?? reservation.from?.locality ?? "")
        }
        return subject.isEmpty && day.isEmpty ? "" : "\(subject)@\(day)"
    }

    /// Upper case, letters and digits only: `lh 1234` and `LH1234`, `Hotel  Adlon` and `HOTEL ADLON` agree.
    static func normalised(_ text: String) -> String {
        String(text.uppercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}

