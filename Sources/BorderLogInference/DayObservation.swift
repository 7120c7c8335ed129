import BorderLogModel

/// The located signals of one day reduced to everything inference reads of them: per country, the weight and counts
/// of its evidence, the first and last time of day it was seen, and whether it was only seen near a border, only by
/// flights, or only as a lone spike among samples elsewhere; the day's flights in time order; samples in flight.
///
/// The ledger is a function of these reductions (with the stays and overrides), never of the signals themselves:
/// that is what lets `infer` keep them per day in the store and read again only the signals of the days that
/// changed. Weights depend on the `InferencePolicy` they were weighed with, so a reduction is only reused under the
/// same policy. `ObservationCollector` makes them.
public struct DayObservation: Sendable, Equatable {
    /// The evidence for one country on this day.
    public struct Presence: Sendable, Equatable {
        public var country: CountryCode
        /// The summed `InferencePolicy.weight(of:)` of its points, in the order the store holds them.
        public var weight: Double
        public var photos: Int
        public var locations: Int
        public var calendar: Int
        /// Ends of booked journeys and booked nights (`SignalKind.booking`): plans, read only where nothing observed
        /// contradicts them (see `ObservedDay.read`).
        public var bookings: Int
        /// Flights from a logbook the person kept.
        public var logbooks: Int
        /// Local seconds since midnight of its first and last timed point; nil when none was timed.
        public var firstSecond: Int?
        public var lastSecond: Int?
        /// Every point was flagged near a border.
        public var allNearBorder: Bool
        /// Something besides a flight puts the person here (photos, samples, a booked night): a flight alone may be a layover.
        public var onTheGround: Bool
        /// One of its location samples lies between two samples in one other country (see `ObservedDay.read`).
        public var spike: Bool

        public init(
            country: CountryCode, weight: Double, photos: Int, locations: Int, calendar: Int, bookings: Int = 0, logbooks: Int = 0,
            firstSecond: Int?, lastSecond: Int?, allNearBorder: Bool, onTheGround: Bool, spike: Bool
        ) {
            self.logbooks = logbooks
            self.country = country
            self.weight = weight
            self.photos = photos
            self.locations = locations
            self.calendar = calendar
            self.bookings = bookings
            self.firstSecond = firstSecond
            self.lastSecond = lastSecond
            self.allNearBorder = allNearBorder
            self.onTheGround = onTheGround
            self.spike = spike
        }

        /// Points per kind, only the kinds seen.
        public var counts: [(kind: SignalKind, count: Int)] {
            [(SignalKind.photo, photos), (.location, locations), (.calendar, calendar), (.booking, bookings), (.logbook, logbooks)]
                .filter { $0.count > 0 }
        }

        /// Only bookings put the person here: a plan nothing observed confirms.
        public var isBookedOnly: Bool { bookings > 0 && photos + locations + calendar + logbooks == 0 }
    }

    /// The evidence for one state or province on this day (docs/regions.md): how many points, their first and last
    /// time of day, and the other regions within the tolerance of any of them (the point may have been there).
    public struct RegionPresence: Sendable, Equatable {
        public var region: RegionCode
        public var points: Int
        public var firstSecond: Int?
        public var lastSecond: Int?
        /// Sorted; usually empty.
        public var nearby: [RegionCode]

        public init(region: RegionCode, points: Int, firstSecond: Int?, lastSecond: Int?, nearby: [RegionCode] = []) {
            self.region = region
            self.points = points
            self.firstSecond = firstSecond
            self.lastSecond = lastSecond
            self.nearby = nearby
        }
    }

    /// A flight's departure or arrival on this day.
    public struct Flight: Sendable, Equatable {
        public typealias Role = FlightDetail.Role
        /// Local seconds since midnight; an untimed departure counts as the start of the day, an untimed arrival as its end.
        public var second: Int
        public var role: Role
        public var country: CountryCode
        public var airport: String
        /// Whether the calendar gave the time of day.
        public var timed: Bool
        /// From a booking email rather than a calendar or a boarding pass: a plan (see `BookingRule`).
        public var booked: Bool
        /// From a boarding pass: the person checked in, which outranks a calendar's word (see `BookingRule`).
        public var boardingPass: Bool

        public init(second: Int, role: Role, country: CountryCode, airport: String, timed: Bool, booked: Bool = false, boardingPass: Bool = false) {
            self.second = second
            self.role = role
            self.country = country
            self.airport = airport
            self.timed = timed
            self.booked = booked
            self.boardingPass = boardingPass
        }
    }

    /// Sorted by country.
    public var presences: [Presence]
    /// In time order; equal times in the order the store holds them.
    public var flights: [Flight]
    /// Location samples recorded in flight, per country overflown: evidence of travel, not presence. Sorted by country.
    public var airborne: [(country: CountryCode, count: Int)]
    /// The states and provinces of the points on the ground, sorted by region.
    public var regions: [RegionPresence]

    public init(
        presences: [Presence] = [], flights: [Flight] = [], airborne: [(country: CountryCode, count: Int)] = [], regions: [RegionPresence] = []
    ) {
        self.presences = presences
        self.flights = flights
        self.airborne = airborne
        self.regions = regions
    }

    /// Nothing was seen this day, not even a sample in flight.
    public var isEmpty: Bool { presences.isEmpty && flights.isEmpty && airborne.isEmpty }

    public static func == (lhs: DayObservation, rhs: DayObservation) -> Bool {
        lhs.presences == rhs.presences && lhs.flights == rhs.flights && lhs.regions == rhs.regions
            && lhs.airborne.elementsEqual(rhs.airborne) { $0.country == $1.country && $0.count == $1.count }
    }

    /// Adds every field to `hasher`, for the ledger's fingerprint.
    func combine(into hasher: inout Fingerprint) {
        for presence in presences {
            hasher.combine(presence.country.rawValue)
            let packed = (presence.allNearBorder ? 1 : 0) | (presence.onTheGround ? 2 : 0) | (presence.spike ? 4 : 0)
            for value in [
                Int64(bitPattern: presence.weight.bitPattern), Int64(presence.photos), Int64(presence.locations), Int64(presence.calendar),
                Int64(presence.firstSecond ?? -1), Int64(presence.lastSecond ?? -1), Int64(packed),
            ] + (presence.bookings > 0 ? [Int64(presence.bookings)] : []) + (presence.logbooks > 0 ? [-2, Int64(presence.logbooks)] : []) {
                withUnsafeBytes(of: value) { hasher.combine($0) }
            }
        }
        for flight in flights {
            hasher.combine("flight \(flight.second) \(flight.role) \(flight.country) \(flight.airport) \(flight.timed)\(flight.booked ? " booked" : "")\(flight.boardingPass ? " pass" : "")")
        }
        for (country, count) in airborne { hasher.combine("airborne \(country) \(count)") }
        for region in regions {
            hasher.combine("region \(region.region) \(region.points) \(region.firstSecond ?? -1) \(region.lastSecond ?? -1) \(region.nearby)")
        }
        hasher.combine("end of day")
    }
}
