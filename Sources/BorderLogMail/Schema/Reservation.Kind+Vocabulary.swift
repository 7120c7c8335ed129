extension Reservation.Kind {
    /// The kind a schema.org type name states (`FlightReservation`; a URL or `schema:` prefix already taken off), nil
    /// for every other type (`EventReservation`, `Order`, `Hotel`, …).
    init?(schemaType name: String) {
        guard let kind = Self.allCases.first(where: { $0.schemaType == name }) else { return nil }
        self = kind
    }

    /// Where a reservation of this kind states its ends, times, number, name and operator. Each property is looked
    /// up on what is reserved (`reservationFor`: the flight, the trip, the hotel, the car) and then on the reservation
    /// itself, as Gmail accepts both; the first value that reads wins, so several names are tried in order.
    struct Vocabulary {
        /// Where the two ends are: named properties, or (lodging) the reserved place itself.
        enum Ends {
            case properties(from: [String], to: [String])
            case reserved
        }

        let ends: Ends
        let start: [String]
        let end: [String]
        let number: [String]
        let name: [String]
        /// Who operates it (an airline, a train company, a rental company), the provider when the reservation names
        /// no `provider` or `broker`. Lodging's operator is the hotel, read from `reservationFor`'s name.
        let operators: [String]
    }

    var vocabulary: Vocabulary {
        switch self {
        case .flight:
            Vocabulary(
                ends: .properties(from: ["departureAirport"], to: ["arrivalAirport"]),
                start: ["departureTime", "departureDay"], end: ["arrivalTime"],
                number: ["flightNumber"], name: [], operators: ["airline", "provider"])
        case .lodging:
            Vocabulary(
                ends: .reserved, start: ["checkinTime", "checkinDate"], end: ["checkoutTime", "checkoutDate"],
                number: [], name: ["name"], operators: ["name"])
        case .train:
            Vocabulary(
                ends: .properties(from: ["departureStation"], to: ["arrivalStation"]),
                start: ["departureTime"], end: ["arrivalTime"],
                number: ["trainNumber"], name: ["trainName"], operators: ["provider", "trainCompany"])
        case .bus:
            Vocabulary(
                ends: .properties(from: ["departureBusStop", "departureStation"], to: ["arrivalBusStop", "arrivalStation"]),
                start: ["departureTime"], end: ["arrivalTime"],
                number: ["busNumber"], name: ["busName"], operators: ["provider", "busCompany"])
        case .boat:
            Vocabulary(
                ends: .properties(from: ["departureBoatTerminal"], to: ["arrivalBoatTerminal"]),
                start: ["departureTime"], end: ["arrivalTime"],
                number: [], name: ["name"], operators: ["provider"])
        case .rentalCar:
            Vocabulary(
                ends: .properties(from: ["pickupLocation"], to: ["dropoffLocation"]),
                start: ["pickupTime"], end: ["dropoffTime"],
                number: [], name: [], operators: ["rentalCompany", "provider"])
        }
    }
}
