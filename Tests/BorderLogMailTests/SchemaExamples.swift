/// Reservations of every travel kind, as senders write them (Gmail's markup reference and KDE Itinerary's fixtures).
enum SchemaExamples {
    static func airport(_ code: String, _ name: String) -> SchemaNode { .object("Airport", ("name", .text(name)), ("iataCode", .text(code))) }

    static func flight(
        number: String = "110", airline: String = "UA", from: String = "SFO", to: String = "JFK",
        departure: String = "2027-03-04T20:15:00-08:00", arrival: String = "2027-03-05T06:30:00-05:00"
    ) -> SchemaNode {
        .object(
            "Flight", ("flightNumber", .text(number)), ("airline", .object("Airline", ("name", .text("United")), ("iataCode", .text(airline)))),
            ("departureAirport", airport(from, "Departure \(from)")), ("departureTime", .text(departure)),
            ("arrivalAirport", airport(to, "Arrival \(to)")), ("arrivalTime", .text(arrival)))
    }

    static func flightReservation(_ flights: SchemaNode..., number: String = "RXJ34P", status: String = "http://schema.org/Confirmed") -> SchemaNode {
        .object(
            "FlightReservation", ("reservationNumber", .text(number)), ("reservationStatus", .text(status)),
            ("underName", .object("Person", ("name", .text("Eva Green")))),
            ("reservationFor", flights.count == 1 ? flights[0] : .list(flights)))
    }

    static func lodging(country: String = "Deutschland") -> SchemaNode {
        .object(
            "LodgingReservation", ("reservationNumber", .text("HTL-77")), ("provider", .object("Organization", ("name", .text("Booking Co")))),
            ("reservationFor", .object(
                "LodgingBusiness", ("name", .text("Hotel Adlon")),
                ("address", .object("PostalAddress", ("addressLocality", .text("Berlin")), ("addressCountry", .text(country)))),
                ("geo", .object("GeoCoordinates", ("latitude", .text("52.5163")), ("longitude", .text("13.3806")))))),
            ("checkinTime", .text("2027-05-01T15:00:00+02:00")), ("checkoutTime", .text("2027-05-04T11:00:00+02:00")))
    }

    static let train: SchemaNode = .object(
        "TrainReservation", ("reservationNumber", .text("DB1234")),
        ("reservationFor", .object(
            "TrainTrip", ("trainNumber", .text("ICE 597")), ("trainName", .text("ICE")),
            ("provider", .object("Organization", ("name", .text("Deutsche Bahn")))),
            ("departureStation", .object("TrainStation", ("name", .text("Berlin Hbf")),
                                         ("address", .object("PostalAddress", ("addressCountry", .text("DE")))))),
            ("departureTime", .text("2027-06-01T08:34")),
            ("arrivalStation", .object("TrainStation", ("name", .text("München Hbf")))),
            ("arrivalTime", .text("2027-06-01T12:35")))))

    static let bus: SchemaNode = .object(
        "BusReservation", ("reservationNumber", .text("FLX-9")),
        ("reservationFor", .object(
            "BusTrip", ("busNumber", .text("N 123")), ("busCompany", .object("Organization", ("name", .text("FlixBus")))),
            ("departureBusStop", .object("BusStation", ("name", .text("Wien Erdberg")),
                                         ("address", .object("PostalAddress", ("addressCountry", .text("Österreich")))))),
            ("departureTime", .text("2027-07-02 09:00:00+02:00")),
            ("arrivalBusStop", .object("BusStop", ("name", .text("Praha Florenc")))),
            ("arrivalTime", .text("2027-07-02T13:15:00.000+02:00")))))

    static let boat: SchemaNode = .object(
        "BoatReservation", ("reservationNumber", .text("FERRY-1")),
        ("reservationFor", .object(
            "BoatTrip", ("provider", .object("Organization", ("name", .text("Stena Line")))),
            ("departureBoatTerminal", .object("BoatTerminal", ("name", .text("Kiel")))),
            ("departureTime", .text("2027-08-01T18:45:00Z")),
            ("arrivalBoatTerminal", .object("BoatTerminal", ("name", .text("Göteborg")),
                                            ("address", .object("PostalAddress", ("addressCountry", .text("Sweden")))))),
            ("arrivalTime", .text("2027-08-02T09:15:00+02:00")))))

    static let rentalCar: SchemaNode = .object(
        "RentalCarReservation", ("reservationNumber", .text("CAR-5")),
        ("reservationFor", .object(
            "Car", ("name", .text("VW Golf")), ("rentalCompany", .object("Organization", ("name", .text("Sixt")))))),
        ("pickupLocation", .object("Place", ("name", .text("Sixt Lisbon Airport")),
                                   ("address", .object("PostalAddress", ("addressCountry", .text("Portugal")))))),
        ("pickupTime", .text("2027-09-10T10:00:00+01:00")),
        ("dropoffLocation", .object("Place", ("name", .text("Sixt Porto")))),
        ("dropoffTime", .text("2027-09-17")))

    static let eventReservation: SchemaNode = .object(
        "EventReservation", ("reservationNumber", .text("IO12345")),
        ("reservationFor", .object(
            "Event", ("name", .text("Google I/O")), ("startDate", .text("2013-05-15T08:30:00-08:00")),
            ("location", .object("Place", ("name", .text("Moscone Center")),
                                 ("address", .object("PostalAddress", ("addressCountry", .text("US")))))))))

    static let order: SchemaNode = .object(
        "Order", ("orderNumber", .text("A-1")), ("merchant", .object("Organization", ("name", .text("Shop")))),
        ("orderDate", .text("2027-01-01T10:00:00Z")))

    static let parcel: SchemaNode = .object(
        "ParcelDelivery", ("trackingNumber", .text("1Z")),
        ("deliveryAddress", .object("PostalAddress", ("addressCountry", .text("DE")))),
        ("expectedArrivalUntil", .text("2027-01-03")))

    static let restaurant: SchemaNode = .object(
        "FoodEstablishmentReservation", ("reservationNumber", .text("T-4")), ("startTime", .text("2027-01-01T19:00:00+01:00")),
        ("reservationFor", .object("FoodEstablishment", ("name", .text("Blue Nile")),
                                   ("address", .object("PostalAddress", ("addressCountry", .text("DE")))))))
}
