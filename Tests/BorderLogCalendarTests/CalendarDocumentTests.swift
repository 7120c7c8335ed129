import BorderLogCalendar
import BorderLogFlights
import BorderLogModel
import Foundation
import Testing

struct CalendarDocumentTests {
    private func document(_ text: String) throws -> CalendarDocument {
        try CalendarDocument(text: text)
    }

    @Test func foldedLinesAndEscapesAreUnfolded() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:fold\r\nSUMMARY:Flight LH 123 from Frankfurt (FRA) to Ne\r\n wark (EWR)\\, seat 3A\r\nDTSTART:20240301T070500Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let event = try #require(try document(text).events.first)
        #expect(event.summary == "Flight LH 123 from Frankfurt (FRA) to Newark (EWR), seat 3A")
    }

    @Test func bareLineFeedsAreRead() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event("SUMMARY:LHR-JFK", "DTSTART:20240301T070500Z"))
            .replacingOccurrences(of: "\r\n", with: "\n")
        #expect(try document(text).events.map(\.summary) == ["LHR-JFK"])
    }

    @Test func timesKeepTheirZoneForm() throws {
        let text = CalendarFixtures.calendar(
            CalendarFixtures.event(
                "SUMMARY:x", "DTSTART;TZID=/mozilla.org/20070129_1/Europe/London:20240301T070500",
                "DTEND:20240301T100000Z"))
            + CalendarFixtures.calendar(CalendarFixtures.event(uid: "f", "SUMMARY:y", "DTSTART:20240301T070500", "DTEND;VALUE=DATE:20240302"))
        let events = try document(text).events
        #expect(events.count == 2)
        #expect(events[0].start?.zone == .named("/mozilla.org/20070129_1/Europe/London"))
        #expect(events[0].start?.wall.description == "2024-03-01T07:05:00")
        #expect(events[0].end?.zone == .utc)
        #expect(events[1].start?.zone == .floating)
        #expect(events[1].end?.isDate == true)
        #expect(events[1].calendar == 1)
    }

    @Test func twoCalendarsInOneFileAreBothRead() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(uid: "a", "SUMMARY:A", "DTSTART:20240301T070500Z"))
            + CalendarFixtures.calendar(CalendarFixtures.event(uid: "b", "SUMMARY:B", "DTSTART:20240302T070500Z"))
        let parsed = try document(text)
        #expect(parsed.calendarCount == 2)
        #expect(parsed.events.map(\.uid) == ["a", "b"])
    }

    @Test func cancelledEventsAreMarked() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event("SUMMARY:LHR-JFK", "STATUS:CANCELLED", "DTSTART:20240301T070500Z"))
        #expect(try document(text).events.first?.cancelled == true)
        let cancel = CalendarFixtures.calendar(CalendarFixtures.event("SUMMARY:LHR-JFK", "DTSTART:20240301T070500Z"), method: "CANCEL")
        #expect(try document(cancel).events.first?.cancelled == true)
    }

    @Test func truncatedFileIsRejected() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:cut\r\nSUMMARY:LHR-JFK\r\nDTSTART:2024"
        #expect(throws: CalendarReadError.truncated("BEGIN:VEVENT at line 3 has no END:VEVENT (the file ends at line 6)")) {
            try CalendarDocument(text: text)
        }
    }

    @Test(arguments: [
        ("{\"kind\": \"calendar\"}", "not an iCalendar file: no BEGIN:VCALENDAR line"),
        ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR\n", "corrupt: line 3: END:VCALENDAR where BEGIN:VEVENT from line 2 is still open"),
        ("BEGIN:VCARD\nEND:VCARD\n", "not an iCalendar file: line 1: BEGIN:VCARD, a contact (vCard), not a calendar"),
        ("BEGIN:VEVENT\nEND:VEVENT\nBEGIN:VCALENDAR\nEND:VCALENDAR\n", "corrupt: line 3: BEGIN:VCALENDAR mixes bare components with VCALENDARs"),
    ])
    func brokenFilesSayWhy(_ text: String, _ reason: String) {
        do {
            _ = try CalendarDocument(text: text)
            Issue.record("accepted a broken file")
        } catch {
            #expect("\(error)" == reason)
        }
    }

    @Test func eventsWithoutTheirVCALENDARAreStillRead() throws {
        let text = "BEGIN:VEVENT\r\nUID:bare\r\nSUMMARY:LHR-JFK\r\nDTSTART:20240301T100000Z\r\nEND:VEVENT\r\n"
        #expect(try document(text).events.map(\.uid) == ["bare"])
    }

    @Test func binaryDataIsNotACalendar() {
        #expect(throws: CalendarReadError.notACalendar("binary content (NUL bytes)")) {
            try CalendarDocument(data: Data([0x42, 0x00, 0x01]))
        }
    }

    @Test func weeklyRuleWithExceptionExpandsWithinBounds() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event(
            "SUMMARY:LHR-GVA", "DTSTART;TZID=Europe/London:20240304T070000", "DTEND;TZID=Europe/Zurich:20240304T100000",
            "RRULE:FREQ=WEEKLY;COUNT=4", "EXDATE;TZID=Europe/London:20240311T070000"))
        let events = try document(text).events
        let expanded = RecurrenceExpander(today: LocalDay("2024-06-01")!).expand(events).occurrences
        #expect(expanded.map { $0.instance.wall.description } == ["2024-03-04T07:00:00", "2024-03-18T07:00:00", "2024-03-25T07:00:00"])
        #expect(expanded.map { $0.event.end?.wall.description } == ["2024-03-04T10:00:00", "2024-03-18T10:00:00", "2024-03-25T10:00:00"])
    }

    @Test func exceptionWrittenInUTCExcludesTheZonedOccurrence() throws {
        // 07:00 in London in summer is 06:00 UTC.
        let text = CalendarFixtures.calendar(CalendarFixtures.event(
            "SUMMARY:LHR-GVA", "DTSTART;TZID=Europe/London:20240701T070000", "RRULE:FREQ=WEEKLY;COUNT=3", "EXDATE:20240708T060000Z"))
        let expanded = RecurrenceExpander(today: LocalDay("2024-09-01")!).expand(try document(text).events).occurrences
        #expect(expanded.map { $0.instance.wall.description } == ["2024-07-01T07:00:00", "2024-07-15T07:00:00"])
    }

    @Test func endlessRulesStopAtTheHorizon() throws {
        let text = CalendarFixtures.calendar(CalendarFixtures.event("SUMMARY:LHR-GVA", "DTSTART:20240101T070000Z", "RRULE:FREQ=DAILY"))
        let expanded = RecurrenceExpander(today: LocalDay("2024-01-01")!).expand(try document(text).events).occurrences
        #expect(expanded.count == RecurrenceExpander.maximumOccurrences || expanded.count <= 367)
        #expect(expanded.last.map { $0.instance.wall.day <= LocalDay("2025-01-02")! } == true)
    }

    @Test func anOverrideReplacesItsOccurrence() throws {
        let text = CalendarFixtures.calendar(
            CalendarFixtures.event(uid: "r", "SUMMARY:LHR-GVA", "DTSTART:20240304T070000Z", "RRULE:FREQ=WEEKLY;COUNT=2") + "\n"
                + CalendarFixtures.event(uid: "r", "SUMMARY:LHR-ZRH", "RECURRENCE-ID:20240311T070000Z", "DTSTART:20240311T090000Z"))
        let expanded = RecurrenceExpander(today: LocalDay("2024-06-01")!).expand(try document(text).events).occurrences
        #expect(expanded.map(\.event.summary) == ["LHR-GVA", "LHR-ZRH"])
        #expect(expanded.map(\.instance.description) == ["20240304T070000Z", "20240311T070000Z"])
    }

    @Test(arguments: [
        ("Europe/Berlin", "Europe/Berlin"),
        ("/mozilla.org/20070129_1/Europe/London", "Europe/London"),
        ("/freeassociation.sourceforge.net/Tzfile/Europe/Paris", "Europe/Paris"),
        ("/freeassociation.sourceforge.net/America/New_York", "America/New_York"),
        ("/citadel.org/20190914_1/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"),
        ("W. Europe Standard Time", "Europe/Berlin"),
        ("GMT Standard Time", "Europe/London"),
        ("AUS Eastern Standard Time", "Australia/Sydney"),
        ("(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna", "Europe/Amsterdam"),
        ("\"Europe/Lisbon\"", "Europe/Lisbon"),
        ("Western/Central Europe", "Europe/Berlin"),
    ])
    func vendorAndWindowsZoneNamesMapToIANA(_ tzid: String, _ iana: String) {
        #expect(TimeZoneMapping.ianaZone(for: tzid)?.identifier == iana)
    }

    @Test func utcNamesMapToAZeroOffset() {
        for name in ["UTC", "GMT", "/mozilla.org/20070129_1/UTC", "Etc/UTC"] {
            #expect(TimeZoneMapping.ianaZone(for: name)?.secondsFromGMT(for: Date()) == 0, "\(name)")
        }
    }

    @Test func unknownZoneNamesMapToNothing() {
        #expect(TimeZoneMapping.ianaZone(for: "Mars/Olympus_Mons") == nil)
        #expect(TimeZoneMapping.ianaZone(for: "Custom 1") == nil)
    }
}
