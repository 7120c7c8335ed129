import BorderLogModel

/// How a day's bookings (docs/evidence/mail.md: reservations from booking emails) join what was observed. A booking is
/// a plan: it decides a day only when nothing observed contradicts it.
///
/// - A day with no observed evidence is read from its bookings as they are.
/// - A day with a flight from a calendar or a boarding pass takes its flights from those: booked flights are dropped
///   (the same flight booked and in the calendar would otherwise count twice, and a rebooking shows in the calendar).
/// - Otherwise the bookings stand when they agree with what was observed: every observed country is one the bookings
///   name that day, no observed point lies in a booked departure's country more than `bookingSlackSeconds` after it
///   leaves (unless a booking brings the person back later that day), and none in a booked arrival's country more
///   than that before it lands (unless a booking took the person from there earlier). A morning photo at home before
///   a booked evening flight agrees; samples at home all evening say the trip was not taken.
/// - When they disagree, every country only bookings named that day is set aside (`contradicted`).
struct BookingRule {
    let policy: InferencePolicy

    func apply(presences: [DayObservation.Presence], flights: [DayObservation.Flight]) -> (
        presences: [DayObservation.Presence], flights: [DayObservation.Flight], contradicted: [CountryCode]
    ) {
        guard presences.contains(where: { $0.bookings > 0 }) || flights.contains(where: \.booked) else { return (presences, flights, []) }
        let observed = presences.filter { !$0.isBookedOnly }
        guard !observed.isEmpty || flights.contains(where: { !$0.booked }) else { return (presences, flights, []) }
        let unbooked = flights.filter { !$0.booked }
        if !unbooked.isEmpty || !agrees(observed: observed, with: presences, flights: flights.filter(\.booked)) {
            return (presences.filter { !$0.isBookedOnly }, unbooked, presences.filter(\.isBookedOnly).map(\.country))
        }
        return (presences, flights, [])
    }

    /// Whether the observed presences fit the day's bookings (see the type's summary).
    private func agrees(observed: [DayObservation.Presence], with all: [DayObservation.Presence], flights: [DayObservation.Flight]) -> Bool {
        let booked = Set(all.filter { $0.bookings > 0 }.map(\.country))
        guard observed.allSatisfy({ booked.contains($0.country) }) else { return false }
        let slack = policy.bookingSlackSeconds
        for flight in flights where flight.timed {
            guard let seen = observed.first(where: { $0.country == flight.country }) else { continue }
            switch flight.role {
            case .departure:
                let back = flights.contains { $0.role == .arrival && $0.country == flight.country && $0.second > flight.second }
                if !back, let last = seen.lastSecond, last > flight.second + slack { return false }
            case .arrival:
                let left = flights.contains { $0.role == .departure && $0.country == flight.country && $0.second < flight.second }
                if !left, let first = seen.firstSecond, first < flight.second - slack { return false }
            }
        }
        return true
    }
}
