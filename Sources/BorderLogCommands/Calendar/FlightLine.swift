import BorderLogCalendar
import BorderLogStages

/// One flight of `calendar --dry-run`: flight, from, to, departure, arrival, uid, departureDay, arrivalDay,
/// flags, summary, source; absent values are `null`.
struct FlightLine: Codable, Equatable {
    var flight: String?
    var from: String
    var to: String
    var departure: String?
    var arrival: String?
    var uid: String?
    var departureDay: String
    var arrivalDay: String
    var flags: String?
    var summary: String
    var source: String

    init(_ found: CalendarImportSummary.FoundFlight) {
        let flight = found.flight
        self.flight = flight.flight
        from = flight.from.code
        to = flight.to.code
        departure = flight.departure
        arrival = flight.arrival
        uid = flight.uid
        departureDay = flight.departureSignal.day.description
        arrivalDay = flight.arrivalSignal.day.description
        flags = flight.flags.isEmpty ? nil : flight.flags.joined(separator: ",")
        summary = flight.summary
        source = found.source
    }

    private enum CodingKeys: String, CodingKey {
        case flight, from, to, departure, arrival, uid, departureDay, arrivalDay, flags, summary, source
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(flight, forKey: .flight)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(departure, forKey: .departure)
        try container.encode(arrival, forKey: .arrival)
        try container.encode(uid, forKey: .uid)
        try container.encode(departureDay, forKey: .departureDay)
        try container.encode(arrivalDay, forKey: .arrivalDay)
        try container.encode(flags, forKey: .flags)
        try container.encode(summary, forKey: .summary)
        try container.encode(source, forKey: .source)
    }
}
