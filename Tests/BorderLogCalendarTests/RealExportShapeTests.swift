import BorderLogCalendar
import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// Shapes real airline and itinerary exports write: cancellations outside STATUS, emoji arrows, cities with
/// their country code, multi-leg events. Through libical and the geo index's airport table.
struct RealExportShapeTests {
    private func read(_ properties: String...) throws -> CalendarFileReader.Outcome {
        let body = CalendarFixtures.event(uid: "shape@tests", properties + ["DTSTART:20240301T091000Z", "DTEND:20240301T114500Z"])
        return try CalendarFixtures.reader().read(text: CalendarFixtures.calendar(body))
    }

    // MARK: - Cancelled

    @Test(arguments: [
        "SUMMARY:Canceled: Flight AA 100 from JFK to LHR",
        "SUMMARY:Cancelled: BA 117 LHR → JFK",
        "SUMMARY:CANCELLED - BA117 LHR-JFK",
        "SUMMARY:[Cancelled] Flight BA117 LHR-JFK",
        "SUMMARY:Annulé : Vol AF 1380 CDG → NCE",
        "SUMMARY:Annulée – vol AF1380 CDG-NCE",
        "SUMMARY:Storniert: Flug LH 123 FRA → EWR",
        "SUMMARY:Abgesagt Flug LH123 FRA-EWR",
        "SUMMARY:Cancelado: Vuelo IB 3170 MAD → LIS",
        "SUMMARY:Annullato: Volo AZ 201 FCO → LHR",
        "SUMMARY:Geannuleerd: Vlucht KL 1001 AMS → LHR",
        "SUMMARY:Cancellation: BA 117 LHR → JFK",
    ])
    func cancellationInTheTitleGivesNoFlight(_ summary: String) throws {
        let outcome = try read(summary)
        #expect(outcome.flights.isEmpty, "\(summary) gave \(outcome.flights.map { "\($0.from.label)-\($0.to.label)" })")
        #expect(outcome.cancelled == 1)
    }

    @Test(arguments: [
        ["SUMMARY:Flight BA117 LHR-JFK", "DESCRIPTION:Booking ABC123\\nReservation status: Cancelled\\nSeat 12A"],
        ["SUMMARY:Flight BA117 LHR-JFK", "DESCRIPTION:Buchungsstatus: Storniert"],
        ["SUMMARY:Flight BA117 LHR-JFK", "DESCRIPTION:{\"reservationStatus\": \"http://schema.org/ReservationCancelled\"}"],
        ["SUMMARY:Flight BA117 LHR-JFK", "X-RESERVATION-STATUS:Cancelled"],
        ["SUMMARY:Flight BA117 LHR-JFK", "X-TRIPIT-STATUS:CANCELED"],
    ])
    func structuredReservationStatusGivesNoFlight(_ properties: [String]) throws {
        let body = CalendarFixtures.event(uid: "status@tests", properties + ["DTSTART:20240301T091000Z", "DTEND:20240301T163000Z"])
        let outcome = try CalendarFixtures.reader().read(text: CalendarFixtures.calendar(body))
        #expect(outcome.flights.isEmpty && outcome.cancelled == 1)
    }

    @Test func cancellationInsuranceInTheTitleIsNoCancellation() throws {
        let outcome = try read("SUMMARY:Flight BA117 LHR-JFK (cancellation insurance)")
        #expect(outcome.flights.count == 1 && outcome.cancelled == 0)
    }

    @Test func aCancellationPolicyIsNoCancellation() throws {
        let outcome = try read(
            "SUMMARY:Flight BA117 LHR-JFK", "DESCRIPTION:Cancellation policy: free until 24 h before departure.\\nStatus: Confirmed")
        #expect(outcome.flights.count == 1 && outcome.cancelled == 0)
    }

    // MARK: - Arrows and pictographs

    @Test(arguments: [
        "🛫 Lufthansa FRA ➡️ LIS LH1166",
        "✈️ FRA ⇒ LIS (LH 1166)",
        "LH1166 FRA ✈ LIS",
        "LH1166 FRA → LIS",
        "LH1166 🇩🇪 FRA ➡ 🇵🇹 LIS",
        "LH1166 FRA️ ➜ LIS️ 🧳",
    ])
    func arrowsAndPictographsAroundCodes(_ summary: String) throws {
        let outcome = try read("SUMMARY:\(summary)")
        let flight = try #require(outcome.flights.first, "\(summary) gave no flight")
        #expect(flight.from.label == "FRA" && flight.to.label == "LIS" && flight.flight == "LH1166")
        #expect(flight.departureSignal.country == country("DE") && flight.arrivalSignal.country == country("PT"))
    }

    // MARK: - City names with their country code

    @Test func germanExportCityAndCountryCode() throws {
        let outcome = try read("SUMMARY:Flug LH 1166", "DESCRIPTION:Von FRANKFURT DE Nach: LISBOA PT PORTELA\\nTerminal 1")
        let flight = try #require(outcome.flights.first)
        #expect(outcome.flights.count == 1)
        #expect(flight.from.label == "FRA" && flight.to.label == "LIS" && flight.flight == "LH1166")
        #expect(flight.flags.contains(.countryQualified))
        #expect(outcome.signals.map(\.country) == [country("DE"), country("PT")])
    }

    @Test(arguments: [
        ("Von VALENCIA ES Nach LONDON GB", "VLC", "LHR"),
        ("Von VALENCIA VE Nach MIAMI US", "VLN", "MIA"),
        ("Von BIRMINGHAM GB Nach CORDOBA ES", "BHX", "ODB"),
        ("Von BIRMINGHAM US Nach LONDON CA", "BHM", "YXU"),
        ("Von PARIS FR ORLY Nach NICE FR", "ORY", "NCE"),
    ])
    func countryCodePicksTheCity(_ description: String, _ from: String, _ to: String) throws {
        let outcome = try read("SUMMARY:Flight XY 123", "DESCRIPTION:\(description)")
        let flight = try #require(outcome.flights.first, "\(description) gave no flight; warnings \(outcome.warnings)")
        #expect(flight.from.label == from && flight.to.label == to)
    }

    @Test(arguments: [
        "Von FRANKFURT US Nach LISBOA PT",  // no Frankfurt in the US (Frankfort, Kentucky is not it)
        "Von PARIS DE Nach LONDON GB",  // no Paris in Germany
        "Von LISBOA PT Nach ATLANTIS GR",
    ])
    func aCityNotInItsCountryGivesNoFlightAndAWarning(_ description: String) throws {
        let outcome = try read("SUMMARY:Flug LH 1166", "DESCRIPTION:\(description)")
        #expect(outcome.flights.isEmpty)
        #expect(outcome.warnings.contains { $0.contains("no flight taken") }, "warnings: \(outcome.warnings)")
    }

    /// Nottingham's airports are East Midlands (EMA) and Nottingham City (NQT): the airport is open, the country is
    /// not. The departure is in GB on the departure day, in the zone both airports share, with no position.
    @Test func aCityWithSeveralAirportsStillPlacesItsCountry() throws {
        let body = CalendarFixtures.event(
            uid: "nottingham@tests", "SUMMARY:Flug FR 3151", "DESCRIPTION:Von NOTTINGHAM GB Nach MALAGA ES",
            "DTSTART;TZID=Europe/London:20240412T064000", "DTEND;TZID=Europe/Madrid:20240412T104500")
        let outcome = try CalendarFixtures.reader().read(text: CalendarFixtures.calendar(body))
        let flight = try #require(outcome.flights.first, "warnings: \(outcome.warnings)")
        #expect(outcome.flights.count == 1 && outcome.warnings.isEmpty)
        guard case .city(let open) = flight.from else { Issue.record("the origin is \(flight.from)"); return }
        #expect(open.name == "NOTTINGHAM GB" && Set(open.candidates.map(\.code)) == ["EMA", "NQT"] && open.timeZone == "Europe/London")
        #expect(flight.from.label == "NOTTINGHAM GB" && flight.to.label == "AGP")
        let departure = flight.departureSignal
        #expect(departure.country == country("GB") && departure.day == day("2024-04-12") && departure.coordinate == nil)
        #expect(departure.timeZone == "Europe/London" && departure.local?.description == "2024-04-12T06:40:00")
        #expect(departure.flight?.from == "NOTTINGHAM GB" && departure.flight?.isAirportUncertain == true)
        #expect(flight.arrivalSignal.country == country("ES") && flight.arrivalSignal.flight?.isAirportUncertain == false)
        #expect(flight.arrivalSignal.flight?.uncertainAirports == [.departure])
    }

    /// Portland in the US: PDX and its neighbours in Oregon, PWM in Maine, in two zones of a country of many: the
    /// departure is read in the zone the event writes it in, which puts it on the 1st there (the 2nd in UTC).
    @Test func anOpenAirportInSeveralZonesTakesTheEventsZone() throws {
        let body = CalendarFixtures.event(
            uid: "portland@tests", "SUMMARY:Flug LH 1166", "DESCRIPTION:Von PORTLAND US Nach LONDON GB",
            "DTSTART;TZID=America/Los_Angeles:20240301T213000", "DTEND;TZID=Europe/London:20240302T150500")
        let outcome = try CalendarFixtures.reader().read(text: CalendarFixtures.calendar(body))
        let flight = try #require(outcome.flights.first, "warnings: \(outcome.warnings)")
        #expect(flight.from.label == "PORTLAND US" && flight.from.airport == nil && flight.to.label == "LHR")
        #expect(flight.departureSignal.country == country("US") && flight.departureSignal.timeZone == "America/Los_Angeles")
        #expect(flight.departureSignal.day == day("2024-03-01") && flight.arrivalSignal.day == day("2024-03-02"))
        #expect(flight.departure == "2024-03-01T21:30:00-08:00")
    }

    /// The open city's airport named by its code elsewhere in the event: the code, one of the city's airports, wins.
    @Test func aCodeInTheEventPinsTheOpenAirport() throws {
        let outcome = try read(
            "SUMMARY:Flug FR 3151", "DESCRIPTION:Von NOTTINGHAM GB Nach MALAGA ES", "LOCATION:East Midlands (EMA) → Malaga (AGP)")
        let flight = try #require(outcome.flights.first)
        #expect(flight.from.label == "EMA" && flight.from.airport != nil && flight.to.label == "AGP")
        #expect(flight.departureSignal.flight?.uncertainAirports == [])
    }

    /// The country's only zone when the airports that fit lie in two: Hanoi's airport is in Asia/Bangkok's area,
    /// Saigon's in Asia/Ho_Chi_Minh, the one zone tzdata files under VN.
    @Test func anOpenAirportTakesItsCountrysOnlyZone() throws {
        let lookup = AirportLookup(index: try CalendarFixtures.index.get())
        #expect(Set(["HAN", "SGN"].compactMap { lookup.airport($0)?.timeZone }).count == 2)
        let end = try #require(lookup.end(.city("SAIGON HANOI", country: country("VN"), candidates: ["HAN", "SGN"])))
        #expect(end.timeZone == "Asia/Ho_Chi_Minh" && end.country == country("VN") && end.airport == nil)
        #expect(lookup.end(.city("NOWHERE", country: country("VN"), candidates: ["XXQ"])) == nil)
    }

    @Test func aCancelledFlightWithAnUnsureNameGivesNoWarning() throws {
        let outcome = try read("SUMMARY:Storniert: Flug LH 1166", "DESCRIPTION:Von PORTLAND US Nach LONDON GB")
        #expect(outcome.flights.isEmpty && outcome.warnings.isEmpty)
    }

    // MARK: - Multi-leg

    @Test func everyLegOfAMultiLegEvent() throws {
        let body = CalendarFixtures.event(
            uid: "legs@tests", "SUMMARY:LX 345 LHR → ZRH → GVA", "DTSTART;TZID=Europe/London:20240301T070000",
            "DTEND;TZID=Europe/Zurich:20240301T150000")
        let outcome = try CalendarFixtures.reader().read(text: CalendarFixtures.calendar(body))
        #expect(outcome.flights.map { "\($0.from.label)-\($0.to.label)" } == ["LHR-ZRH", "ZRH-GVA"])
        #expect(outcome.signals.count == 4)
        #expect(outcome.signals.map(\.country) == [country("GB"), country("CH"), country("CH"), country("CH")])
        #expect(Set(outcome.signals.map(\.identity)).count == 4)
        #expect(outcome.flights[0].departure == "2024-03-01T07:00:00+00:00" && outcome.flights[1].arrival == "2024-03-01T15:00:00+01:00")
        // The stop's times lie between the ends, the connection after the first leg lands.
        let landed = try #require(outcome.flights[0].arrivalSignal.utc)
        let left = try #require(outcome.flights[1].departureSignal.utc)
        #expect(landed <= left && landed > (outcome.flights[0].departureSignal.utc ?? .distantFuture))
        #expect(outcome.flights.allSatisfy { $0.flags.contains(.multiLeg) && $0.flags.contains(.legTimesEstimated) })
    }
}
