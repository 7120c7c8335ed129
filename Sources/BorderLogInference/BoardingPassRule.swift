/// A boarding pass says the person checked in; a calendar says what was planned (a boarding pass outranks a calendar
/// flight: docs/evidence/calendars.md). On a day with a flight read from a boarding pass, a calendar flight that leaves
/// one of the pass's departure airports for an airport the passes do not name (a flight rebooked after the calendar
/// entry was made) is dropped with its arrival, and so is a country only those dropped flights named. A calendar
/// flight the pass confirms, or one on another leg of the journey, stands.
struct BoardingPassRule {
    func apply(presences: [DayObservation.Presence], flights: [DayObservation.Flight]) -> (
        presences: [DayObservation.Presence], flights: [DayObservation.Flight]
    ) {
        // Every day is read through here; most have no boarding pass.
        guard flights.contains(where: { $0.boardingPass && $0.role == .departure }) else { return (presences, flights) }
        let passes = flights.filter(\.boardingPass)
        let passAirports = Set(passes.map(\.airport))
        let passDepartures = Set(passes.filter { $0.role == .departure }.map(\.airport))
        var dropped = Set<Int>()
        for (index, flight) in flights.enumerated()
        where !flight.boardingPass && !flight.booked && flight.role == .departure && passDepartures.contains(flight.airport) {
            // Its arrival: the next calendar arrival that day.
            guard let arrival = flights.indices.first(where: { $0 > index && !flights[$0].boardingPass && !flights[$0].booked && flights[$0].role == .arrival }),
                  !passAirports.contains(flights[arrival].airport) else { continue }
            dropped.formUnion([index, arrival])
        }
        guard !dropped.isEmpty else { return (presences, flights) }
        let kept = flights.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        let named = Set(kept.map(\.country))
        let onlyDropped = Set(dropped.map { flights[$0].country }).subtracting(named)
        return (presences.filter { presence in
            !(onlyDropped.contains(presence.country) && presence.photos + presence.locations + presence.bookings == 0)
        }, kept)
    }
}
