import BorderLogModel
import Foundation

/// One signal reduced to what inference needs: kept small because a ledger may weigh millions.
public struct EvidencePoint: Sendable, Equatable {
    /// A flight endpoint: which end, and at which airport.
    public struct FlightLeg: Sendable, Equatable {
        public typealias Role = FlightDetail.Role
        public var role: Role
        public var airport: String
        public var flight: String?
        /// Read from a boarding pass: the person checked in, so it outranks a calendar flight
        /// (docs/evidence/calendars.md).
        public var boardingPass: Bool
        /// The flight's take-off and landing, when the source gives exact times: between them the person is in the air
        /// (see `FlightWindows`).
        public var departure: Date?
        public var arrival: Date?

        public init(role: Role, airport: String, flight: String? = nil, boardingPass: Bool = false, departure: Date? = nil, arrival: Date? = nil) {
            self.role = role
            self.airport = airport
            self.flight = flight
            self.boardingPass = boardingPass
            self.departure = departure
            self.arrival = arrival
        }

        /// The leg of a calendar signal's flight.
        public init(_ flight: FlightDetail) {
            self.init(
                role: flight.role, airport: flight.airport, flight: flight.flight, boardingPass: flight.isBoardingPass,
                departure: flight.departureInstant, arrival: flight.arrivalInstant)
        }
    }

    public var day: LocalDay
    public var kind: SignalKind
    public var country: CountryCode
    /// Local seconds since midnight, when the time of day is known.
    public var secondsOfDay: Int?
    /// The instant, when known: what places a sample or photo within a flight (`FlightWindows`), across midnight and zones.
    public var utc: Date?
    public var accuracy: Double?
    public var nearBorder: Bool
    /// The state or province, where the country has a region layer (docs/regions.md), and another one within the
    /// layer's tolerance of the point.
    public var region: RegionCode?
    public var nearbyRegion: RegionCode?
    /// The flight end this point is, if it is one: held in a box, since few points are flights and a point is copied
    /// along the way for each of a million signals (the leg's strings and dates would triple its size).
    public var flight: FlightLeg? {
        get { flightBox?.leg }
        set { flightBox = newValue.map(FlightLegBox.init) }
    }
    private var flightBox: FlightLegBox?
    /// Metres above sea level, when a location export gave it (GPX `ele`, Records `altitude`).
    public var altitude: Double?
    /// Metres per second: the speed the export reported, else the speed along its track
    /// (see `LocationSpeed` in BorderLogLocations). With `altitude`, what tells a point in flight.
    public var speed: Double?

    public init(
        day: LocalDay, kind: SignalKind, country: CountryCode, secondsOfDay: Int? = nil, accuracy: Double? = nil,
        nearBorder: Bool = false, region: RegionCode? = nil, nearbyRegion: RegionCode? = nil, flight: FlightLeg? = nil,
        altitude: Double? = nil, speed: Double? = nil, utc: Date? = nil
    ) {
        self.day = day
        self.kind = kind
        self.country = country
        self.secondsOfDay = secondsOfDay
        self.utc = utc
        self.accuracy = accuracy
        self.nearBorder = nearBorder
        self.region = region
        self.nearbyRegion = nearbyRegion
        flightBox = flight.map(FlightLegBox.init)
        self.altitude = altitude
        self.speed = speed
    }

    /// The inference view of a stored signal; nil when it has no country (nothing to say about presence).
    public init?(_ signal: Signal) {
        guard let country = signal.country else { return nil }
        let motion = signal.detail.motion
        self.init(
            day: signal.day, kind: signal.kind, country: country, secondsOfDay: signal.local?.secondsOfDay,
            accuracy: signal.accuracy, nearBorder: signal.nearBorder ?? false, region: signal.region, nearbyRegion: signal.nearbyRegion,
            flight: signal.flight.map(FlightLeg.init), altitude: motion?.altitude.map(Double.init), speed: motion?.speed, utc: signal.utc)
    }
}

/// An immutable flight leg behind a reference (see `EvidencePoint.flight`).
private final class FlightLegBox: Sendable, Equatable {
    let leg: EvidencePoint.FlightLeg

    init(_ leg: EvidencePoint.FlightLeg) {
        self.leg = leg
    }

    static func == (lhs: FlightLegBox, rhs: FlightLegBox) -> Bool { lhs.leg == rhs.leg }
}
