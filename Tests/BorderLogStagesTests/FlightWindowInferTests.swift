import BorderLogInference
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `infer` on a store: samples taken during a flight over the countries between its ends are in the air, also when
/// the flight and the samples come from different files and the samples arrive after an `infer`.
@Suite struct FlightWindowInferTests {
    private let rules: RuleBook
    init() throws { rules = try RuleBook.bundled() }

    /// A phone's location sample at an instant written with the local offset there.
    private func sample(_ code: String, _ time: String, zone: String) -> Signal {
        let wall = WallTime(time.prefix(19))!
        return Signal(
            kind: .location, identity: "sample:\(code):\(time)", utc: RFC3339.instant(time), local: wall, day: wall.day, timeZone: zone,
            coordinate: Coordinate(latitude: 0, longitude: 0), accuracy: 15, country: country(code), nearBorder: false)
    }

    /// A calendar flight's two signals, as the calendar stage stores them.
    private func flight(_ number: String, _ from: String, _ fromCountry: String, _ departure: String, zone fromZone: String,
                        _ to: String, _ toCountry: String, _ arrival: String, zone toZone: String) -> [Signal] {
        let detail = FlightDetail(role: .departure, flight: number, from: from, to: to, departure: departure, arrival: arrival, summary: number)
        return [(FlightDetail.Role.departure, fromCountry, departure, fromZone), (.arrival, toCountry, arrival, toZone)].map { role, code, time, zone in
            var end = detail
            end.role = role
            let wall = WallTime(time.prefix(19))!
            return Signal(
                kind: .calendar, identity: "calendar:\(number):\(role.rawValue)", utc: RFC3339.instant(time), local: wall, day: wall.day,
                timeZone: zone, country: country(code), flight: end)
        }
    }

    private func source(_ path: String) -> SourceRecord {
        SourceRecord(path: path, format: .location, size: 1, mtime: 0, contentHash: path)
    }

    /// London to Singapore overnight, the departure delayed past midnight: the phone's export, imported after the
    /// first `infer`, has a sample at the gate after midnight and samples over Turkey and India. Read again from the
    /// day of the new samples, the flight filed the day before is still seen whole: London after midnight counts,
    /// Turkey and India do not.
    @Test func samplesImportedLaterAreReadAgainstAFlightFiledTheDayBefore() throws {
        let store = try Store()
        let (context, _) = collectingContext()
        try store.importSignals(
            [sample("GB", "2024-02-09T18:00:00+00:00", zone: "Europe/London"), sample("GB", "2024-02-09T21:30:00+00:00", zone: "Europe/London")]
                + flight("BA11", "LHR", "GB", "2024-02-09T23:50:00+00:00", zone: "Europe/London",
                         "SIN", "SG", "2024-02-10T20:05:00+08:00", zone: "Asia/Singapore"),
            from: source("/calendar/trips.json"))
        let options = InferOptions(to: day("2024-02-11"), rules: rules, today: day("2024-02-11"))
        _ = try Stages.infer(options, in: store, context: context)

        try store.importSignals([
            sample("GB", "2024-02-10T00:25:00+00:00", zone: "Europe/London"), sample("TR", "2024-02-10T07:40:00+03:00", zone: "Europe/Istanbul"),
            sample("IN", "2024-02-10T12:10:00+05:30", zone: "Asia/Kolkata"), sample("SG", "2024-02-10T21:00:00+08:00", zone: "Asia/Singapore"),
            sample("SG", "2024-02-11T10:00:00+08:00", zone: "Asia/Singapore"),
        ], from: source("/phone/export.json"))
        #expect(try store.ledgerInputs().read == .from(day("2024-02-10").adding(days: -FlightWindows.reachDays)))
        let update = try Stages.infer(options, in: store, context: context)
        let ledger = try update.ledger ?? store.ledger(snapshotId: try #require(update.snapshot.id))
        let travel = try #require(ledger.days.first { $0.date == day("2024-02-10") })
        #expect(travel.countries == [country("GB"), country("SG")], "\(travel.reason)")
        #expect(travel.evidence[.airborne] == ["IN": 1, "TR": 1])

        let inputs = try store.ledgerInputs(full: true)
        let builder = LedgerBuilder(rules: rules)
        #expect(ledger == builder.build(stays: [], overrides: [], observations: inputs.observations, range: range("2024-02-09", "2024-02-11")))
    }
}
