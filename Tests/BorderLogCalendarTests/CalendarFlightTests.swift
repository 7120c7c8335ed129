import BorderLogCalendar
import BorderLogFlights
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// Calendars in, flights and signals out, through libical and the geo index's airport table.
struct CalendarFlightTests {
    private func only(_ body: String...) throws -> Flight {
        let flights = try CalendarFixtures.flights(CalendarFixtures.calendar(body.joined(separator: "\n")))
        try #require(flights.count == 1, "expected one flight, found \(flights.count)")
        return flights[0]
    }

    @Test func airlineConfirmationGivesDepartureAndArrivalSignals() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:Flight LH 123 from Frankfurt (FRA) to Newark (EWR)",
            "DTSTART;TZID=Europe/Berlin:20240301T101500", "DTEND;TZID=America/New_York:20240301T131000"))
        #expect(flight.flight == "LH123" && flight.from.label == "FRA" && flight.to.label == "EWR")
        #expect(flight.departure == "2024-03-01T10:15:00+01:00")
        #expect(flight.arrival == "2024-03-01T13:10:00-05:00")
        let departure = flight.departureSignal
        #expect(departure.kind == .calendar && departure.identity == "calendar:e1@tests:20240301T101500:departure")
        #expect(departure.day == day("2024-03-01") && departure.country == country("DE") && departure.timeZone == "Europe/Berlin")
        #expect(departure.local?.description == "2024-03-01T10:15:00" && departure.utc == Date(timeIntervalSince1970: 1_709_284_500))
        #expect(departure.coordinate != nil)
        #expect(departure.flight?.role == .departure && departure.flight?.uid == "e1@tests")
        #expect(departure.flight?.flight == "LH123" && departure.flight?.from == "FRA" && departure.flight?.to == "EWR")
        let arrival = flight.arrivalSignal
        #expect(arrival.identity == "calendar:e1@tests:20240301T101500:arrival" && arrival.flight?.role == .arrival)
        #expect(arrival.day == day("2024-03-01") && arrival.country == country("US") && arrival.timeZone == "America/New_York")
        #expect(arrival.local?.description == "2024-03-01T13:10:00")
        #expect(arrival.flight?.departure == "2024-03-01T10:15:00+01:00" && arrival.flight?.arrival == "2024-03-01T13:10:00-05:00")
    }

    @Test func overnightFlightArrivesTheNextDay() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:BA 178 JFK → LHR", "DTSTART;TZID=America/New_York:20240301T220000", "DTEND;TZID=Europe/London:20240302T100000"))
        #expect(flight.departureSignal.day == day("2024-03-01") && flight.departureSignal.country == country("US"))
        #expect(flight.arrivalSignal.day == day("2024-03-02") && flight.arrivalSignal.country == country("GB"))
    }

    @Test func dateLineFlightLandsBeforeItLeftOnTheClock() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:QF11 SYD-LAX", "DTSTART;TZID=Australia/Sydney:20240301T100000", "DTEND;TZID=America/Los_Angeles:20240301T060000"))
        #expect(flight.departureSignal.day == day("2024-03-01") && flight.departureSignal.country == country("AU"))
        #expect(flight.arrivalSignal.day == day("2024-03-01") && flight.arrivalSignal.country == country("US"))
        #expect(flight.arrivalSignal.local?.description == "2024-03-01T06:00:00" && flight.departureSignal.local?.description == "2024-03-01T10:00:00")
        #expect(flight.flags.isEmpty)
    }

    @Test func endWrittenInTheOriginZoneIsReadAtTheDestinationAndFlagged() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:QF11 SYD-LAX", "DTSTART;TZID=Australia/Sydney:20240301T100000", "DTEND;TZID=Australia/Sydney:20240301T060000"))
        #expect(flight.flags.contains(.endZoneCorrected))
        #expect(flight.arrival == "2024-03-01T06:00:00-08:00")
        #expect(flight.arrivalSignal.day == day("2024-03-01") && flight.arrivalSignal.flight?.flags.contains(.endZoneCorrected) == true)

        let london = try only(CalendarFixtures.event(
            "SUMMARY:BA117 LHR-JFK", "DTSTART;TZID=Europe/London:20240301T100000", "DTEND;TZID=Europe/London:20240301T131000"))
        #expect(london.flags == [.endZoneCorrected] && london.arrival == "2024-03-01T13:10:00-05:00")
    }

    @Test func correctEndsInOneZoneAreLeftAlone() throws {
        // Both times in London's zone but naming the right instants (7h10 in the air): nothing to correct.
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:BA117 LHR-JFK", "DTSTART;TZID=Europe/London:20240301T100000", "DTEND;TZID=Europe/London:20240301T171000"))
        #expect(flight.flags.isEmpty && flight.arrival == "2024-03-01T12:10:00-05:00")
    }

    @Test func floatingTimesAreEachAirportsWallClock() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:Flug München – Toulouse", "DTSTART:20240301T070500", "DTEND:20240301T091500"))
        #expect(flight.from.label == "MUC" && flight.to.label == "TLS")
        #expect(flight.departure == "2024-03-01T07:05:00+01:00" && flight.arrival == "2024-03-01T09:15:00+01:00")
        #expect(flight.flags.contains(.floatingTime) && flight.flags.contains(.routeFromNames))
        #expect(flight.arrivalSignal.country == country("FR"))
    }

    @Test func tripItUTCTimesGetLocalWallTimes() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:DL738 JFK to LAX", "DTSTART:20240301T120000Z", "DTEND:20240301T183000Z",
            "DESCRIPTION:[Flight] 3/1/2024 Delta Air Lines(DL) #738 dep JFK 7:00am EST\\; arr LAX 10:30am PST"))
        #expect(flight.flight == "DL738")
        #expect(flight.departureSignal.local?.description == "2024-03-01T07:00:00" && flight.arrivalSignal.local?.description == "2024-03-01T10:30:00")
        #expect(flight.departure == "2024-03-01T07:00:00-05:00")
    }

    @Test func googleFlightTakesItsDepartureFromLocation() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:Flight to London (BA 287)", "LOCATION:Lisbon LIS", "DTSTART:20240301T091000Z", "DTEND:20240301T114500Z"))
        #expect(flight.flight == "BA287" && flight.from.label == "LIS" && flight.to.label == "LHR")
        #expect(flight.departureSignal.country == country("PT") && flight.arrivalSignal.country == country("GB"))
    }

    @Test(arguments: [
        "DTSTART;TZID=Europe/Lisbon:20240301T091000",  // IANA id, no VTIMEZONE in the file
        "DTSTART;TZID=GMT Standard Time:20240301T091000",  // Windows name; Lisbon is on the same clock in March
        "DTSTART;TZID=/freeassociation.sourceforge.net/Tzfile/Europe/Lisbon:20240301T091000",
    ])
    func zoneNamesWithoutVTIMEZONEAreMapped(_ start: String) throws {
        let flight = try only(CalendarFixtures.event("SUMMARY:TP1350 LIS-LHR", start, "DURATION:PT2H35M"))
        #expect(flight.departure == "2024-03-01T09:10:00+00:00" && flight.arrival == "2024-03-01T11:45:00+00:00")
        #expect(flight.flags.isEmpty)
    }

    @Test func vendorZoneWithItsVTIMEZONE() throws {
        let zone = """
            BEGIN:VTIMEZONE
            TZID:/mozilla.org/20070129_1/Europe/Zurich
            X-LIC-LOCATION:Europe/Zurich
            BEGIN:STANDARD
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0100
            TZNAME:CET
            DTSTART:19701025T030000
            RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
            END:STANDARD
            BEGIN:DAYLIGHT
            TZOFFSETFROM:+0100
            TZOFFSETTO:+0200
            TZNAME:CEST
            DTSTART:19700329T020000
            RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
            END:DAYLIGHT
            END:VTIMEZONE
            """
        let flight = try only(zone, CalendarFixtures.event(
            "SUMMARY:LX 318 ZRH → LHR", "DTSTART;TZID=/mozilla.org/20070129_1/Europe/Zurich:20240701T073000",
            "DTEND;TZID=/mozilla.org/20070129_1/Europe/Zurich:20240701T090500"))
        #expect(flight.departure == "2024-07-01T07:30:00+02:00" && flight.arrival == "2024-07-01T08:05:00+01:00")
    }

    @Test func customZoneIsReadThroughItsVTIMEZONE() throws {
        let zone = """
            BEGIN:VTIMEZONE
            TZID:Custom Athens Time
            BEGIN:STANDARD
            TZOFFSETFROM:+0300
            TZOFFSETTO:+0200
            DTSTART:19701025T040000
            RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
            END:STANDARD
            BEGIN:DAYLIGHT
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0300
            DTSTART:19700329T030000
            RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
            END:DAYLIGHT
            END:VTIMEZONE
            """
        let flight = try only(zone, CalendarFixtures.event(
            "SUMMARY:A3 602 ATH-LHR", "DTSTART;TZID=Custom Athens Time:20240715T080000", "DTEND:20240715T084500Z"))
        #expect(flight.departure == "2024-07-15T08:00:00+03:00")
        #expect(flight.flags.isEmpty)
    }

    @Test func allDayFlightStillGivesItsDays() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:Flight LHR → JFK", "DTSTART;VALUE=DATE:20240301", "DTEND;VALUE=DATE:20240302"))
        #expect(flight.departureSignal.utc == nil && flight.departureSignal.local == nil)
        #expect(flight.departureSignal.day == day("2024-03-01") && flight.arrivalSignal.day == day("2024-03-01"))
        #expect(flight.departure == "2024-03-01" && flight.flags == [.allDay])
        #expect(flight.departureSignal.identity == "calendar:e1@tests:20240301:departure")
    }

    @Test func overnightAllDayEventArrivesOnItsLastDay() throws {
        let flight = try only(CalendarFixtures.event(
            "SUMMARY:QF1 SYD-LHR", "DTSTART;VALUE=DATE:20240301", "DTEND;VALUE=DATE:20240303"))
        #expect(flight.departureSignal.day == day("2024-03-01") && flight.arrivalSignal.day == day("2024-03-02"))
    }

    @Test func eventWithoutEndEstimatesOnlyTheArrivalDay() throws {
        let flight = try only(CalendarFixtures.event("SUMMARY:BA 178 JFK → LHR", "DTSTART;TZID=America/New_York:20240301T220000"))
        #expect(flight.flags == [.arrivalEstimated] && flight.arrival == nil)
        #expect(flight.arrivalSignal.utc == nil && flight.arrivalSignal.day == day("2024-03-02"))
    }

    @Test func latin1FileIsRead() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(
            "SUMMARY:Flug München – Toulouse", "DTSTART:20240301T070500", "DTEND:20240301T091500"))
            .replacingOccurrences(of: "–", with: "-")
        let data = try #require(text.data(using: .isoLatin1))
        let outcome = try CalendarFixtures.reader().read(CalendarDocument(data: data))
        #expect(outcome.flights.map(\.summary) == ["Flug München - Toulouse"])
    }

    @Test func cancelledFlightIsIgnored() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(
            "SUMMARY:BA117 LHR-JFK", "STATUS:CANCELLED", "DTSTART:20240301T100000Z", "DTEND:20240301T171000Z"))
        let outcome = try CalendarFixtures.reader().read(text: text)
        #expect(outcome.flights.isEmpty && outcome.cancelled == 1)
    }

    @Test func trainWithANumberIsNotAFlight() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(
            "SUMMARY:ICE 123 Frankfurt – Paris", "LOCATION:Frankfurt (Main) Hbf", "DTSTART:20240301T100000Z", "DTEND:20240301T140000Z"))
        #expect(try CalendarFixtures.flights(text).isEmpty)
    }

    @Test func nonFlightEventsAreIgnored() throws {
        let text = CalendarFixtures.calendar(
            CalendarFixtures.event(uid: "a", "SUMMARY:Dentist", "DTSTART:20240301T100000Z") + "\n"
                + CalendarFixtures.event(uid: "b", "SUMMARY:Team offsite planning", "LOCATION:Room FRA-3", "DTSTART:20240302T100000Z"))
        let outcome = try CalendarFixtures.reader().read(text: text)
        #expect(outcome.events == 2 && outcome.flights.isEmpty)
    }

    @Test func weeklyCommuteFlightSkipsItsExceptionAndKeepsIdentitiesApart() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(
            "SUMMARY:LX 345 LHR → GVA", "DTSTART;TZID=Europe/London:20240304T070000", "DTEND;TZID=Europe/Zurich:20240304T102000",
            "RRULE:FREQ=WEEKLY;UNTIL=20240325T235959Z", "EXDATE;TZID=Europe/London:20240311T070000"))
        let flights = try CalendarFixtures.flights(text)
        #expect(flights.map(\.departureSignal.day) == [day("2024-03-04"), day("2024-03-18"), day("2024-03-25")])
        #expect(flights.map(\.arrivalSignal.country) == [country("CH"), country("CH"), country("CH")])
        let identities = Set(flights.flatMap(\.signals).map(\.identity))
        #expect(identities.count == 6)
        #expect(identities.contains("calendar:e1@tests:20240318T070000:arrival"))
    }

    @Test func twoCalendarsInOneFileGiveBothFlights() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(uid: "out", "SUMMARY:LHR-LIS", "DTSTART:20240301T080000Z", "DTEND:20240301T104000Z"))
            + CalendarFixtures.calendar(CalendarFixtures.event(uid: "back", "SUMMARY:LIS-LHR", "DTSTART:20240308T110000Z", "DTEND:20240308T134000Z"))
        let flights = try CalendarFixtures.flights(text)
        #expect(flights.map(\.uid) == ["out", "back"])
    }

    @Test func eventWithoutUIDGetsAContentIdentity() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(uid: nil, "SUMMARY:LHR-LIS", "DTSTART:20240301T080000Z", "DTEND:20240301T104000Z"))
        let first = try CalendarFixtures.flights(text)
        let again = try CalendarFixtures.flights(text)
        #expect(first.count == 1 && first.map(\.departureSignal.identity) == again.map(\.departureSignal.identity))
        #expect(first[0].departureSignal.identity.hasPrefix("calendar:fp-"))
    }

    @Test func flightWithoutAUsableStartIsARejectedEvent() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(uid: "nostart", "SUMMARY:BA117 LHR-JFK", "DTSTART:2024-03-01 10:00"))
        let outcome = try CalendarFixtures.reader().read(text: text)
        #expect(outcome.flights.isEmpty)
        #expect(outcome.rejectedEvents == ["nostart: flight LHR→JFK has no usable DTSTART"])
    }

    @Test func brokenFileIsRejectedWithAReason() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("cut.ics", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:LHR-JFK\r\n")
        #expect(throws: CalendarReadError.self) { try CalendarFixtures.reader().read(CalendarDocument(data: Data(contentsOf: URL(fileURLWithPath: path)))) }
    }
}
