import BorderLogFlights
import BorderLogModel
import BorderLogStages

/// One flight of `calendar --dry-run`: flight, from, to, departure, arrival, uid, departureDay, arrivalDay,
/// flags, summary, source; absent values are `null`.
struct FlightLine: Codable, Equatable {
    @Nullable var flight: String?
    var from: String
    var to: String
    @Nullable var departure: String?
    @Nullable var arrival: String?
    @Nullable var uid: String?
    var departureDay: LocalDay
    var arrivalDay: LocalDay
    @Nullable var flags: String?
    var summary: String
    var source: String

    init(_ found: CalendarImportSummary.FoundFlight) {
        let flight = found.flight
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
        source = found.source
    }
}
