/// How a flight end was read, or what its source left out: stored in the signal's detail as the words below, joined
/// by commas in the order of the cases (the order the readers come to them), and printed by `calendar --dry-run`.
public enum FlightFlag: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Read from a boarding pass (a `.pkpass`, a barcode): the person checked in.
    case boardingPass = "boarding-pass"
    /// Stated in a booking email: a plan.
    case booking
    /// The route came from place names, not IATA codes.
    case routeFromNames = "route-from-names"
    /// A city named with its country (`TOULOUSE FR`), several airports fitting it.
    case countryQualified = "country-qualified"
    /// One leg of an event naming a route of three or more airports.
    case multiLeg = "multi-leg"
    /// The airport table has no time zone for an end: its times are read in UTC.
    case airportZoneUnknown = "airport-zone-unknown"
    /// An all-day event: the dates, no times.
    case allDay = "all-day"
    /// A time without a zone, read at the airport.
    case floatingTime = "floating-time"
    /// A TZID the calendar did not define and IANA does not know, read at the airport.
    case unknownTZID = "unknown-tzid"
    /// The event's end was written in the origin's zone; read again at the destination.
    case endZoneCorrected = "end-zone-corrected"
    /// The stated arrival precedes the departure.
    case arrivalBeforeDeparture = "arrival-before-departure"
    /// No arrival time given: estimated from the distance.
    case arrivalEstimated = "arrival-estimated"
    /// The legs' times were shared out from the whole route's.
    case legTimesEstimated = "leg-times-estimated"
    /// A boarding pass states the day of the flight, not its time.
    case dateOnly = "date-only"

    /// Declaration order, the order they are stored in.
    public static func < (lhs: FlightFlag, rhs: FlightFlag) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Set<FlightFlag> {
    /// The flags as stored and printed: `multi-leg,arrival-estimated`.
    public var storedText: String { sorted().map(\.rawValue).joined(separator: ",") }

    /// The flags a stored text names; words no reader writes are dropped.
    public init(storedText: some StringProtocol) {
        self.init(storedText.split(separator: ",").compactMap { FlightFlag(rawValue: String($0)) })
    }
}
