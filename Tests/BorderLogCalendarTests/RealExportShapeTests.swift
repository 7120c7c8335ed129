import BorderLogCalendar
import BorderLogCore
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
        #expect(outcome.flights.isEmpty, "\(summary) gave \(outcome.flights.map { "\($0.from.code)-\($0.to.code)" })")
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
        #expect(flight.from.code == "FRA" && flight.to.code == "LIS" && flight.flight == "LH1166")
        #expect(flight.departureSignal.country == country("DE") && flight.arrivalSignal.country == country("PT"))
    }

    // MARK: - City names with their country code

    @Test func germanExportCityAndCountryCode() throws {
        let outcome = try read("SUMMARY:Flug LH 1166", "DESCRIPTION:Von FRANKFURT DE Nach: LISBOA PT PORTELA\\nTerminal 1")
        let flight = try #require(outcome.flights.first)
        #expect(outcome.flights.count == 1)
        #expect(flight.from.code == "FRA" && flight.to.code == "LIS" && flight.flight == "LH1166")
        #expect(flight.flags.contains("country-qualified"))
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
        #expect(flight.from.code == from && flight.to.code == to)
    }

    @Test(arguments: [
        "Von FRANKFURT US Nach LISBOA PT",  // no Frankfurt in the US (Frankfort, Kentucky is not it)
        "Von PORTLAND US Nach LONDON GB",  // PDX and PWM are both international
        "Von LISBOA PT Nach ATLANTIS GR",
    ])
    func unsureNameGivesNoFlightAndAWarning(_ description: String) throws {
        let outcome = try read("SUMMARY:Flug LH 1166", "DESCRIPTION:\(description)")
        #expect(outcome.flights.isEmpty)
        #expect(outcome.warnings.contains { $0.contains("no flight taken") }, "warnings: \(outcome.warnings)")
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
        #expect(outcome.flights.map { "\($0.from.code)-\($0.to.code)" } == ["LHR-ZRH", "ZRH-GVA"])
        #expect(outcome.signals.count == 4)
        #expect(outcome.signals.map(\.country) == [country("GB"), country("CH"), country("CH"), country("CH")])
        #expect(Set(outcome.signals.map(\.identity)).count == 4)
        #expect(outcome.flights[0].departure == "2024-03-01T07:00:00+00:00" && outcome.flights[1].arrival == "2024-03-01T15:00:00+01:00")
        // The stop's times lie between the ends, the connection after the first leg lands.
        let landed = try #require(outcome.flights[0].arrivalSignal.utc)
        let left = try #require(outcome.flights[1].departureSignal.utc)
        #expect(landed <= left && landed > (outcome.flights[0].departureSignal.utc ?? .distantFuture))
        #expect(outcome.flights.allSatisfy { $0.flags.contains("multi-leg") && $0.flags.contains("leg-times-estimated") })
    }
}
