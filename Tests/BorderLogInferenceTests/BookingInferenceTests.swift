import BorderLogInference
import BorderLogTestSupport
import Testing

/// Bookings (docs/evidence/mail.md) are plans: they decide a day only when nothing observed contradicts them, and a
/// calendar flight or a boarding pass outranks a booked flight.
struct BookingInferenceTests {
    private func on(_ ledger: Ledger, _ date: String) throws -> LedgerDay {
        try #require(ledger.days.first { $0.date == day(date) })
    }

    /// A flight's two points, each changed by `mark`.
    private func markedFlight(
        _ from: String, _ fromCountry: String, _ departure: String, _ to: String, _ toCountry: String, _ arrival: String,
        _ mark: (inout EvidencePoint) -> Void
    ) -> [EvidencePoint] {
        flight(from, fromCountry, departure, to, toCountry, arrival).map { point in
            var marked = point
            mark(&marked)
            return marked
        }
    }

    /// A booked flight: departure from `from` and arrival, both of kind `booking`.
    private func bookedFlight(_ from: String, _ fromCountry: String, _ departure: String, _ to: String, _ toCountry: String, _ arrival: String) -> [EvidencePoint] {
        markedFlight(from, fromCountry, departure, to, toCountry, arrival) { $0.kind = .booking }
    }

    /// A booked hotel night in `code` on `date` (placed at 22:00, as the mail import places nights).
    private func night(_ code: String, _ date: String) -> EvidencePoint {
        point(.booking, code, date, "22:00")
    }

    @Test func aBookingAloneDecidesADayAtMediumConfidence() throws {
        let ledger = try observedLedger([night("PT", "2024-05-02"), night("PT", "2024-05-03")], from: "2024-05-02", to: "2024-05-03")
        let first = try on(ledger, "2024-05-02")
        #expect(first.country == country("PT") && first.countries == [country("PT")])
        #expect(first.evidence[.booking] == ["PT": 1])
        #expect(first.confidenceLabel == .medium)
        #expect(first.zones.contains("schengen"))
    }

    @Test func observedEvidenceElsewhereOverridesABookedNight() throws {
        // Booked a hotel in Lisbon, but the phone stayed in Madrid all day: the trip was not taken.
        let points = [night("PT", "2024-05-02"), point(.location, "ES", "2024-05-02", "09:00"), point(.location, "ES", "2024-05-02", "21:30")]
        let day = try on(try observedLedger(points, from: "2024-05-02", to: "2024-05-02"), "2024-05-02")
        #expect(day.countries == [country("ES")])
        #expect(day.reason.contains("booked for PT but observed evidence contradicts it"), "\(day.reason)")
    }

    @Test func aBookedFlightJoinsAMorningAtHome() throws {
        // A photo at home in the morning, then the booked evening flight to Athens: both countries, ending in GR.
        let points = [point(.photo, "GB", "2024-06-01", "09:00")]
            + bookedFlight("LHR", "GB", "2024-06-01 15:00", "ATH", "GR", "2024-06-01 20:40")
        let day = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(day.countries == [country("GB"), country("GR")])
        #expect(day.country == country("GR"))
        #expect(day.flags.contains(.travelDay))
    }

    @Test func samplesAtHomeLongAfterTheBookedDepartureMeanTheFlightWasNotTaken() throws {
        let points = [point(.location, "GB", "2024-06-01", "09:00"), point(.location, "GB", "2024-06-01", "23:00")]
            + bookedFlight("LHR", "GB", "2024-06-01 12:00", "ATH", "GR", "2024-06-01 17:40")
        let day = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(day.countries == [country("GB")])
        #expect(!day.zones.contains("schengen"))
    }

    @Test func aSampleAtHomeWithinTheSlackStillAgreesWithTheFlight() throws {
        // A delayed flight: the last sample at Heathrow an hour after the booked departure.
        let points = [point(.location, "GB", "2024-06-01", "13:00")]
            + bookedFlight("LHR", "GB", "2024-06-01 12:00", "ATH", "GR", "2024-06-01 17:40")
        let day = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(day.countries == [country("GB"), country("GR")])
    }

    @Test func aCalendarFlightOutranksTheBookingOfAnotherFlightThatDay() throws {
        // Rebooked: the booking says Athens, the calendar (updated by the airline) says Rome.
        let points = bookedFlight("LHR", "GB", "2024-06-01 12:00", "ATH", "GR", "2024-06-01 17:40")
            + flight("LHR", "GB", "2024-06-01 14:00", "FCO", "IT", "2024-06-01 17:30")
        let day = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(day.countries == [country("GB"), country("IT")])
        #expect(!day.countries.contains(country("GR")))
    }

    @Test func theSameFlightBookedAndInTheCalendarCountsOnce() throws {
        let points = bookedFlight("LHR", "GB", "2024-06-01 12:00", "ATH", "GR", "2024-06-01 17:40")
            + flight("LHR", "GB", "2024-06-01 12:00", "ATH", "GR", "2024-06-01 17:40")
        let day = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(day.countries == [country("GB"), country("GR")])
        #expect(day.evidence[.calendar] == ["GB": 1, "GR": 1])
    }

    @Test func bookedFlightsBoundTheStayBetweenThemLikeCalendarFlights() throws {
        // Out on the 1st, back on the 10th, nothing in between: the days between are filled with GR.
        let points = bookedFlight("LHR", "GB", "2024-06-01 12:00", "ATH", "GR", "2024-06-01 17:40")
            + bookedFlight("ATH", "GR", "2024-06-10 18:00", "LHR", "GB", "2024-06-10 20:00")
        let ledger = try observedLedger(points, from: "2024-06-01", to: "2024-06-10")
        #expect(try on(ledger, "2024-06-05").country == country("GR"))
        #expect(try on(ledger, "2024-06-10").countries == [country("GR"), country("GB")])
    }

    @Test func aBookedConnectionThroughAHubIsALayover() throws {
        let points = bookedFlight("LHR", "GB", "2024-06-01 07:00", "FRA", "DE", "2024-06-01 09:40")
            + bookedFlight("FRA", "DE", "2024-06-01 11:00", "ATH", "GR", "2024-06-01 15:00")
        let day = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(day.countries == [country("GB"), country("GR")])
        #expect(day.evidence[.transit] == ["DE": 1])
    }

    // MARK: - Boarding passes

    /// A flight read from a boarding pass.
    private func passFlight(_ from: String, _ fromCountry: String, _ departure: String, _ to: String, _ toCountry: String, _ arrival: String) -> [EvidencePoint] {
        markedFlight(from, fromCountry, departure, to, toCountry, arrival) { $0.flight?.boardingPass = true }
    }

    @Test func aBoardingPassOutranksTheCalendarFlightItReplaced() throws {
        // The calendar still says Athens; the pass she checked in with says Rome.
        let points = flight("LHR", "GB", "2024-06-01 12:00", "ATH", "GR", "2024-06-01 17:40")
            + passFlight("LHR", "GB", "2024-06-01 14:00", "FCO", "IT", "2024-06-01 17:30")
        let day = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(day.countries == [country("GB"), country("IT")])
    }

    @Test func aBoardingPassLeavesTheCalendarsOtherLegsStanding() throws {
        // A pass for the first leg only; the calendar has both legs of the connection through Frankfurt to Vienna.
        let points = passFlight("LHR", "GB", "2024-06-01 07:00", "FRA", "DE", "2024-06-01 09:40")
            + flight("LHR", "GB", "2024-06-01 07:00", "FRA", "DE", "2024-06-01 09:40")
            + flight("FRA", "DE", "2024-06-01 11:00", "VIE", "AT", "2024-06-01 12:20")
        let day = try on(try observedLedger(points, from: "2024-06-01", to: "2024-06-01"), "2024-06-01")
        #expect(day.countries == [country("GB"), country("AT")])
        #expect(day.evidence[.transit] == ["DE": 1])
    }
}

