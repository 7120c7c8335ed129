import BorderLogFlights
import BorderLogModel

/// One flight of `calendar --dry-run` (an event's, or a boarding pass's the calendar import reads): flight, from, to,
/// departure, arrival, uid, departureDay, arrivalDay, flags, summary, source; absent values are `null`.
public struct FlightLine: Codable, Sendable, Equatable {
    @Nullable public var flight: String?
    public var from: String
    public var to: String
    @Nullable public var departure: String?
    @Nullable public var arrival: String?
    @Nullable public var uid: String?
    public var departureDay: LocalDay
    public var arrivalDay: LocalDay
    @Nullable public var flags: String?
    public var summary: String
    public var source: String

    /// The line of `flight`, found in the file `source`.
    public init(_ flight: Flight, source: String) {
        self.flight = flight.flight
        from = flight.from.label
        to = flight.to.label
        departure = flight.departure
        arrival = flight.arrival
        uid = flight.uid
        departureDay = flight.departureSignal.day
        arrivalDay = flight.arrivalSignal.day
        flags = flight.flags.isEmpty ? nil : flight.flags.storedText
        summary = flight.summary
        self.source = source
    }
}
