import BorderLogModel
import Foundation
import Testing

@testable import BorderLogMail

/// Every travel kind, written as JSON-LD and as microdata, read into the same reservation.
struct ReservationExtractorTests {
    enum Form: CaseIterable { case jsonLD, microdata }

    static func html(_ node: SchemaNode, _ form: Form) -> String {
        switch form {
        case .jsonLD: SchemaNode.html(jsonLD: node.json)
        case .microdata: node.microdataHTML
        }
    }

    static func instant(_ text: String) throws -> Reservation.Time {
        try #require(Reservation.Time(schemaText: text))
    }

    @Test(arguments: Form.allCases)
    func aFlightGivesItsNumberAirportsAndTimes(form: Form) throws {
        let found = ReservationExtractor.reservations(inHTML: Self.html(SchemaExamples.flightReservation(SchemaExamples.flight()), form))
        let flight = try #require(found.first)
        #expect(found.count == 1)
        #expect(flight.kind == .flight)
        #expect(flight.status == .confirmed)
        #expect(flight.reservationNumber == "RXJ34P")
        #expect(flight.number == "UA110")
        #expect(flight.provider == "United")
        #expect(flight.from?.iata == "SFO")
        #expect(flight.from?.name == "Departure SFO")
        #expect(flight.to?.iata == "JFK")
        let departure = Date(timeIntervalSince1970: 1_804_220_100)  // 2027-03-05T04:15:00Z
        #expect(flight.start == .instant(departure, offsetSeconds: -8 * 3600))
        #expect(try flight.end == Self.instant("2027-03-05T06:30:00-05:00"))
        #expect(flight.start?.day == LocalDay("2027-03-04"))
    }

    @Test(arguments: Form.allCases)
    func aMultiLegBookingGivesOneReservationPerLeg(form: Form) throws {
        let booking = SchemaExamples.flightReservation(
            SchemaExamples.flight(number: "LH2029", airline: "LH", from: "TXL", to: "MUC"),
            SchemaExamples.flight(number: "2218", airline: "LH", from: "MUC", to: "TLS"))
        let found = ReservationExtractor.reservations(inHTML: Self.html(booking, form))
        #expect(found.map(\.number) == ["LH2029", "LH2218"])
        #expect(found.map { $0.from?.iata } == ["TXL", "MUC"])
        #expect(found.allSatisfy { $0.reservationNumber == "RXJ34P" })
    }

    @Test(arguments: Form.allCases)
    func aHotelGivesItsNameCountryAndNights(form: Form) throws {
        let hotel = try #require(ReservationExtractor.reservations(inHTML: Self.html(SchemaExamples.lodging(), form)).first)
        #expect(hotel.kind == .lodging)
        #expect(hotel.name == "Hotel Adlon")
        #expect(hotel.provider == "Booking Co")
        #expect(hotel.from?.country == CountryCode("DE"))
        #expect(hotel.from?.locality == "Berlin")
        #expect(hotel.from?.coordinate == Coordinate(latitude: 52.5163, longitude: 13.3806))
        #expect(hotel.to == hotel.from)
        #expect(hotel.start?.day == LocalDay("2027-05-01"))
        #expect(hotel.end?.day == LocalDay("2027-05-04"))
    }

    @Test(arguments: Form.allCases)
    func aTrainGivesItsStationsNumberAndWallTimes(form: Form) throws {
        let train = try #require(ReservationExtractor.reservations(inHTML: Self.html(SchemaExamples.train, form)).first)
        #expect(train.kind == .train)
        #expect(train.number == "ICE 597")
        #expect(train.name == "ICE")
        #expect(train.provider == "Deutsche Bahn")
        #expect(train.from?.name == "Berlin Hbf")
        #expect(train.from?.country == CountryCode("DE"))
        #expect(train.to?.name == "München Hbf")
        #expect(train.start == .wallTime(try #require(WallTime("2027-06-01T08:34:00"))))
        #expect(train.end == .wallTime(try #require(WallTime("2027-06-01T12:35:00"))))
    }

    @Test(arguments: Form.allCases)
    func aBusGivesItsStopsAndCompany(form: Form) throws {
        let bus = try #require(ReservationExtractor.reservations(inHTML: Self.html(SchemaExamples.bus, form)).first)
        #expect(bus.kind == .bus)
        #expect(bus.number == "N 123")
        #expect(bus.provider == "FlixBus")
        #expect(bus.from?.country == CountryCode("AT"))
        #expect(bus.to?.name == "Praha Florenc")
        #expect(try bus.start == Self.instant("2027-07-02T09:00:00+02:00"))
        #expect(try bus.end == Self.instant("2027-07-02T13:15:00+02:00"))
    }

    @Test(arguments: Form.allCases)
    func aBoatGivesItsTerminals(form: Form) throws {
        let boat = try #require(ReservationExtractor.reservations(inHTML: Self.html(SchemaExamples.boat, form)).first)
        #expect(boat.kind == .boat)
        #expect(boat.provider == "Stena Line")
        #expect(boat.from?.name == "Kiel")
        #expect(boat.to?.country == CountryCode("SE"))
        #expect(boat.start == .instant(try #require(ISO8601DateFormatter().date(from: "2027-08-01T18:45:00Z")), offsetSeconds: 0))
    }

    @Test(arguments: Form.allCases)
    func aRentalCarGivesItsDesksAndCompany(form: Form) throws {
        let car = try #require(ReservationExtractor.reservations(inHTML: Self.html(SchemaExamples.rentalCar, form)).first)
        #expect(car.kind == .rentalCar)
        #expect(car.provider == "Sixt")
        #expect(car.from?.name == "Sixt Lisbon Airport")
        #expect(car.from?.country == CountryCode("PT"))
        #expect(car.to?.name == "Sixt Porto")
        #expect(try car.start == Self.instant("2027-09-10T10:00:00+01:00"))
        #expect(car.end == .date(try #require(LocalDay("2027-09-17"))))
    }

    @Test(arguments: [SchemaExamples.eventReservation, SchemaExamples.order, SchemaExamples.parcel, SchemaExamples.restaurant],
          Form.allCases)
    func nonTravelTypesGiveNothing(node: SchemaNode, form: Form) {
        #expect(ReservationExtractor.reservations(inHTML: Self.html(node, form)).isEmpty)
    }

    @Test(arguments: Form.allCases)
    func aReservationThatPlacesNoOneGivesNothing(form: Form) {
        let bare: SchemaNode = .object("FlightReservation", ("reservationNumber", .text("X1")),
                                       ("reservationFor", .object("Flight", ("flightNumber", .text("123")))))
        #expect(ReservationExtractor.reservations(inHTML: Self.html(bare, form)).isEmpty)
    }

    @Test(arguments: ["http://schema.org/ReservationCancelled", "Cancelled", "CancelledReservation", "https://schema.org/ReservationCancelled"])
    func cancellationsAreReadInEveryWording(status: String) throws {
        let json = SchemaExamples.flightReservation(SchemaExamples.flight(), status: status).json
        #expect(try #require(ReservationExtractor.reservations(inJSONLD: json).first).status == .cancelled)
    }

    @Test func confirmedAndOtherStatusesAreConfirmed() throws {
        for status in ["http://schema.org/Confirmed", "ReservationConfirmed", "http://schema.org/Checkin", "Pending"] {
            let json = SchemaExamples.flightReservation(SchemaExamples.flight(), status: status).json
            #expect(try #require(ReservationExtractor.reservations(inJSONLD: json).first).status == .confirmed)
        }
    }

    @Test func bothFormsOfOneBookingInOneMessageGiveItOnce() {
        let node = SchemaExamples.flightReservation(SchemaExamples.flight())
        let html = "<html><head><script type=\"application/ld+json\">\(node.json)</script></head><body>\(node.microdata(property: nil))</body></html>"
        #expect(ReservationExtractor.reservations(inHTML: html).count == 1)
    }

    @Test func htmlWithoutMarkupGivesNothing() {
        let newsletter = "<html><body>" + String(repeating: "<p>Deals on flights to Paris and hotels in Rome.</p>", count: 1000) + "</body></html>"
        #expect(ReservationExtractor.reservations(inHTML: newsletter).isEmpty)
        #expect(ReservationExtractor.reservations(inHTML: "").isEmpty)
    }
}
