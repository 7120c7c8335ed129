import BorderLogInference
import BorderLogModel
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// Located points reduced per day: the reduction does not depend on how the days were interleaved, and the ledger built
/// from it is the ledger built from the points.
@Suite struct ObservationCollectorTests {
    /// Three days of samples, photos and a flight, each day's points in their own order.
    private var points: [EvidencePoint] {
        [
            point(.location, "FR", "2024-05-01", "08:00", accuracy: 20), point(.location, "CH", "2024-05-01", "09:00", accuracy: 20),
            point(.location, "FR", "2024-05-01", "10:00", accuracy: 2000), point(.photo, "FR", "2024-05-01", "18:00", nearBorder: true),
            point(.location, "FR", "2024-05-02", "07:00", accuracy: 600),
        ] + flight("CDG", "FR", "2024-05-02T12:00", "FCO", "IT", "2024-05-02T14:10") + [
            point(.photo, "IT", "2024-05-02", "20:00"), point(.photo, "IT", "2024-05-04"),
        ]
    }

    private func collect(_ points: [EvidencePoint]) -> Observations {
        var collector = ObservationCollector(policy: .standard)
        for point in points { collector.add(point) }
        return collector.observations()
    }

    @Test func daysInterleavedAnyWayReduceAlike() throws {
        let byDay = Dictionary(grouping: points, by: \.day)
        // Round-robin over the days, latest first: each day's points keep their order.
        var interleaved: [EvidencePoint] = []
        var queues = byDay.keys.sorted(by: >).map { byDay[$0]! }
        while queues.contains(where: { !$0.isEmpty }) {
            for index in queues.indices where !queues[index].isEmpty { interleaved.append(queues[index].removeFirst()) }
        }
        #expect(collect(interleaved) == collect(points))
        let observations = collect(points)
        #expect(observations.span == range("2024-05-01", "2024-05-04"))
        #expect(observations[day("2024-05-03")].isEmpty)
        let first = observations[day("2024-05-01")]
        #expect(first.presences.map(\.country.rawValue) == ["CH", "FR"])
        #expect(first.presences.first?.spike == true && first.presences.last?.spike == false)
        let france = try #require(first.presences.last)
        #expect(france.photos == 1 && france.locations == 2 && france.firstSecond == 8 * 3600 && france.lastSecond == 18 * 3600)
        #expect(observations[day("2024-05-02")].flights.map(\.airport) == ["CDG", "FCO"])
    }

    @Test func theLedgerOfTheReductionIsTheLedgerOfThePoints() throws {
        let builder = LedgerBuilder(rules: try RuleBook.bundled())
        let days = range("2024-04-30", "2024-05-05")
        let fromPoints = builder.build(stays: [], overrides: [], points: points, range: days)
        #expect(fromPoints == builder.build(stays: [], overrides: [], observations: collect(points), range: days))
        #expect(fromPoints.days.map { $0.country?.rawValue } == [nil, "FR", "IT", "IT", "IT", nil])
        #expect(builder.fingerprint(stays: [], overrides: [], points: points, range: days)
            == builder.fingerprint(stays: [], overrides: [], observations: collect(points), range: days))
    }

    @Test func replacingTheDaysFromOneOnKeepsTheEarlierOnes() {
        var kept = collect(points)
        let newer = collect([point(.photo, "DE", "2024-05-02"), point(.photo, "DE", "2024-05-09")])
        kept.replace(from: day("2024-05-02"), with: newer)
        #expect(kept.span == range("2024-05-01", "2024-05-09"))
        #expect(kept[day("2024-05-01")] == collect(points)[day("2024-05-01")])
        #expect(kept[day("2024-05-02")].presences.map(\.country.rawValue) == ["DE"])
        #expect(kept[day("2024-05-04")].isEmpty)
        kept.replace(from: day("2024-04-01"), with: Observations())
        #expect(kept.span == nil)
    }
}
