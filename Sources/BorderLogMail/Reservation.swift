import BorderLogModel
import Foundation

/// One reservation as a message's schema.org markup states it (`FlightReservation`, `LodgingReservation`, …),
/// reduced to what says where a person would be and when.
///
/// The fields are shared by every kind: `from`/`to` are the two ends (departure and arrival airport, station, stop
/// or terminal; pickup and drop-off; for lodging both are the hotel), `start`/`end` their times (departure and
/// arrival, check-in and check-out, pickup and drop-off). `ReservationKey` says which reservation it is.
public struct Reservation: Sendable, Equatable {
    /// What was booked: the kind a booking signal's detail names (`BookingDetail.Kind`).
    public typealias Kind = BookingDetail.Kind

    public enum Status: String, Sendable, Codable {
        case confirmed
        case cancelled
    }

    public var kind: Kind
    /// `reservationStatus` read leniently (`http://schema.org/ReservationCancelled`, `Cancelled`, …); anything but a
    /// cancellation is confirmed.
    public var status: Status
    /// `reservationNumber` (a booking reference, PNR), trimmed; nil when the markup gives none.
    public var reservationNumber: String?
    /// Who sold or operates it: `provider`/`broker` name, else the airline's, the hotel's or the rental company's.
    public var provider: String?
    /// `modifiedTime`, when the markup states it.
    public var modified: Date?
    /// A flight's `airline.iataCode` + `flightNumber` (`LH1234`), a train's or bus's number; nil when not given.
    public var number: String?
    /// The lodging's or the operator's name as written (hotel name; a train's `trainName`).
    public var name: String?
    public var from: Place?
    public var to: Place?
    public var start: Time?
    public var end: Time?
    /// `underName`: the people it is for, as written (`Ana Ribeiro`; `givenName` and `familyName` joined); empty
    /// when the markup names no one. Decides whose store it goes to (docs/people.md).
    public var travellers: [String] = []

    public init(
        kind: Kind, status: Status = .confirmed, reservationNumber: String? = nil, provider: String? = nil, modified: Date? = nil,
        number: String? = nil, name: String? = nil, from: Place? = nil, to: Place? = nil, start: Time? = nil, end: Time? = nil
    ) {
        self.kind = kind
        self.status = status
        self.reservationNumber = reservationNumber
        self.provider = provider
        self.modified = modified
        self.number = number
        self.name = name
        self.from = from
        self.to = to
        self.start = start
        self.end = end
    }

    /// A place the markup names: an airport, station, stop, terminal, hotel or rental desk.
    public struct Place: Sendable, Equatable {
        public var name: String?
        /// An airport's `iataCode`, upper case, three letters.
        public var iata: String?
        /// From `address.addressCountry` (a code or a country's name) when it names a known country.
        public var country: CountryCode?
        /// `address.addressLocality`, as written.
        public var locality: String?
        /// `geo.latitude`/`geo.longitude`, when valid.
        public var coordinate: Coordinate?

        public init(name: String? = nil, iata: String? = nil, country: CountryCode? = nil, locality: String? = nil, coordinate: Coordinate? = nil) {
            self.name = name
            self.iata = iata
            self.country = country
            self.locality = locality
            self.coordinate = coordinate
        }
    }

    /// A time as markup writes it: an exact instant (with the offset it was written with), a wall time with no
    /// offset (local to the place), or a date alone.
    public enum Time: Sendable, Equatable {
        /// `2027-03-04T20:15:00-08:00`: the instant and the offset in seconds east of UTC as written.
        case instant(Date, offsetSeconds: Int)
        /// `2027-03-04T20:15:00`: local wall time at the place, zone unknown to the markup.
        case wallTime(WallTime)
        /// `2027-03-04`.
        case date(LocalDay)

        /// The local calendar day the time falls on at the place (for an instant, in the offset it was written with).
        public var day: LocalDay {
            switch self {
            case let .instant(date, offset): LocalDay(wallSeconds: Int64(floor(date.timeIntervalSince1970)) + Int64(offset))
            case let .wallTime(wall): wall.day
            case let .date(day): day
            }
        }
    }
}
