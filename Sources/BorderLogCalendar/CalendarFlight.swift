import BorderLogGeo
import BorderLogModel

/// A flight found in a calendar, with its two signals: departure (origin airport, local departure
/// day) and arrival (destination airport, local arrival day).
public struct CalendarFlight: Sendable, Equatable {
    /// "LH123", when the event names one.
    public var flight: String?
    /// The airports, or a city in its country where the event leaves the airport open.
    public var from: FlightEnd
    public var to: FlightEnd
    /// RFC 3339 with the airport's local offset (`2024-03-01T07:05:00+01:00`), or `YYYY-MM-DD`
    /// for an all-day event; nil when the file does not say.
    public var departure: String?
    public var arrival: String?
    public var uid: String?
    public var summary: String
    /// `end-zone-corrected`, `floating-time`, `unknown-tzid`, `arrival-estimated`, `all-day`, …
    public var flags: Set<FlightFlag>
    public var departureSignal: Signal
    public var arrivalSignal: Signal

    public var signals: [Signal] { [departureSignal, arrivalSignal] }
}
