import BorderLogGeo
import BorderLogModel

/// A flight with its two signals: departure (origin airport, local departure day) and arrival (destination airport,
/// local arrival day). Every family that finds flights gives them in this shape: a calendar event, a logbook row, a
/// boarding pass.
public struct Flight: Sendable, Equatable {
    /// "LH123", when the evidence names one.
    public var flight: String?
    /// The airports, or a city in its country where a calendar event leaves the airport open.
    public var from: FlightEnd
    public var to: FlightEnd
    /// RFC 3339 with the airport's local offset (`2024-03-01T07:05:00+01:00`), or `YYYY-MM-DD`
    /// for a day alone; nil when the evidence does not say.
    public var departure: String?
    public var arrival: String?
    public var uid: String?
    public var summary: String
    /// `end-zone-corrected`, `floating-time`, `unknown-tzid`, `arrival-estimated`, `all-day`, …
    public var flags: Set<FlightFlag>
    public var departureSignal: Signal
    public var arrivalSignal: Signal

    public init(
        flight: String?, from: FlightEnd, to: FlightEnd, departure: String?, arrival: String?, uid: String?, summary: String,
        flags: Set<FlightFlag>, departureSignal: Signal, arrivalSignal: Signal
    ) {
        self.flight = flight
        self.from = from
        self.to = to
        self.departure = departure
        self.arrival = arrival
        self.uid = uid
        self.summary = summary
        self.flags = flags
        self.departureSignal = departureSignal
        self.arrivalSignal = arrivalSignal
    }

    public var signals: [Signal] { [departureSignal, arrivalSignal] }
}
