import BorderLogModel
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// A calendar flight from a city with several airports (`Von NOTTINGHAM GB`), imported, inferred and explained: the
/// departure day is in the city's country, and `explain` says the airport was not certain.
@Suite struct CalendarOpenAirportTests {
    let folder = TemporaryDirectory()

    @Test func aFlightFromACityOfSeveralAirportsPlacesTheDayAndSaysTheAirportIsUncertain() throws {
        let calendar = folder.write("trips.ics", [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//BorderLog tests//EN", "BEGIN:VEVENT", "UID:fr3151@tests", "DTSTAMP:20240101T000000Z",
            "SUMMARY:Flug FR 3151", "DESCRIPTION:Von NOTTINGHAM GB Nach MALAGA ES", "DTSTART;TZID=Europe/London:20240412T064000",
            "DTEND;TZID=Europe/Madrid:20240412T104500", "END:VEVENT", "END:VCALENDAR", "",
        ].joined(separator: "\r\n"))
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext()
        let summary = try Stages.importCalendar(CalendarImportOptions(paths: [calendar]), into: store, context: context)
        #expect(summary.flights == 1 && summary.added == 2 && observer.issues.isEmpty)

        let options = InferOptions(to: day("2024-04-12"), rules: try RuleBook.bundled(), today: day("2024-04-12"))
        _ = try Stages.infer(options, in: store, context: context)
        let (explanation, stale) = try Stages.explain(day("2024-04-12"), in: store)
        #expect(!stale && explanation.day?.countries == [country("GB"), country("ES")])
        let departure = try #require(explanation.evidence.first { $0.country == "GB" })
        #expect(departure.kind == .calendar && departure.lat == nil)
        #expect(departure.note == "flight FR3151; airport not certain: NOTTINGHAM GB, one of several there", "\(departure.note ?? "")")
        let arrival = try #require(explanation.evidence.first { $0.country == "ES" })
        #expect(arrival.note == "flight FR3151")
        #expect(explanation.text.contains("airport not certain: NOTTINGHAM GB"))
    }
}
