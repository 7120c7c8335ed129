import BorderLogCore
import Foundation
import Testing
@testable import BorderLogLocations

@Suite struct LocationThinningTests {
    /// A point every `step` seconds from `start` (UTC) at a fixed place in London, with day = UTC date.
    func signals(from start: String, count: Int, step: TimeInterval, latitude: Double = 51.5, accuracy: Double? = 10) -> [Signal] {
        let first = LocationTimestamp.parse(start)!.date
        var mapper = LocationSignalMapper(index: nil)
        return (0..<count).map { n in
            var point = LocationPoint(coordinate: Coordinate(latitude: latitude, longitude: -0.12)!, utc: first.addingTimeInterval(Double(n) * step))
            point.accuracy = accuracy
            return mapper.signal(point)!
        }
    }

    func thin(_ signals: [Signal], _ rule: LocationThinning = LocationThinning()) -> [Signal] {
        var thinner = LocationThinner<Signal>(rule: rule)
        var kept: [Signal] = []
        for signal in signals { thinner.offer(signal) { kept.append($0) } }
        thinner.finish { kept.append($0) }
        return kept
    }

    @Test func keepsOnePointPerIntervalAndTheFirstAndLastOfEachLocalDay() {
        // Every 30 s from 22:00 to 02:00 the next day: two local days (UTC without an index).
        let input = signals(from: "2024-07-01T22:00:00Z", count: 481, step: 30)
        let kept = thin(input)
        let days = Dictionary(grouping: kept, by: \.day)
        #expect(days.count == 2)
        for (day, points) in days {
            let all = input.filter { $0.day == day }
            #expect(points.first == all.first)
            #expect(points.last == all.last)
        }
        // 2 hours a day at one point per 5 minutes, plus each day's last point.
        #expect(kept.count == 50)
        #expect(thin(input, .keepEverything).count == 481)
    }

    @Test func keepsAPointThatMovedFarWithinTheInterval() {
        var input = signals(from: "2024-07-01T10:00:00Z", count: 3, step: 30)
        input[1].coordinate = Coordinate(latitude: 51.6, longitude: -0.12)
        #expect(thin(input).count == 3)
    }

    @Test func poorAccuracyPointsAreKeptOnlyWhenNothingBetterExists() {
        let good = signals(from: "2024-07-01T10:00:00Z", count: 1, step: 60)
        // A cell-tower fix 6 minutes later, then a GPS fix 7 minutes later: the GPS fix wins.
        let poor = signals(from: "2024-07-01T10:06:00Z", count: 1, step: 60, latitude: 51.7, accuracy: 3_000)
        let better = signals(from: "2024-07-01T10:07:00Z", count: 1, step: 60)
        let closing = signals(from: "2024-07-01T10:08:00Z", count: 1, step: 60)
        #expect(thin(good + poor + better + closing).map(\.identity) == (good + better + closing).map(\.identity))
        // Alone for an hour, the poor fix is kept.
        let later = signals(from: "2024-07-01T11:10:00Z", count: 1, step: 60)
        #expect(thin(good + poor + later).map(\.identity) == (good + poor + later).map(\.identity))
    }

    @Test func identityIsBuiltFromContentSoOverlappingExportsDedupe() {
        let a = signals(from: "2024-07-01T10:00:00Z", count: 1, step: 60)[0]
        #expect(a.identity == "location:1719828000000:515000000:-1200000")
    }

    @Test func withoutAnIndexTheExportsOwnOffsetGivesTheDay() {
        var mapper = LocationSignalMapper(index: nil)
        let point = LocationPoint(coordinate: Coordinate(latitude: 48.85, longitude: 2.35)!,
                                  utc: LocationTimestamp.parse("2024-06-15T23:30:00Z")!.date, offsetMinutes: 120)
        let signal = mapper.signal(point)!
        #expect(signal.day.description == "2024-06-16")
        #expect(signal.local?.description == "2024-06-16T01:30:00")
        #expect(signal.country == nil)
        #expect(mapper.signal(LocationPoint(coordinate: point.coordinate, utc: nil)) == nil)
    }
}
