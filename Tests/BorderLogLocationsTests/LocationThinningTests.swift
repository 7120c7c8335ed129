import BorderLogInference
@testable import BorderLogLocations
import BorderLogModel
import Foundation
import Testing

@Suite struct LocationThinningTests {
    /// A point every `step` seconds from `start` (UTC), placed in `country` and `zone`; the day is the UTC date.
    func signals(
        from start: String, count: Int, step: TimeInterval = 60, country: String = "GB", zone: String = "Europe/London",
        accuracy: Double? = 10, nearBorder: Bool = false, altitude: Int? = nil
    ) -> [Signal] {
        let first = LocationTimestamp.parse(start)!.date
        var mapper = LocationSignalMapper(index: nil)
        return (0..<count).map { n in
            var point = LocationPoint(coordinate: Coordinate(latitude: 51.5 + Double(n) / 10_000, longitude: -0.12)!, utc: first.addingTimeInterval(Double(n) * step))
            point.accuracy = accuracy
            var signal = mapper.signal(point)!
            signal.country = CountryCode(country)
            signal.timeZone = zone
            signal.nearBorder = nearBorder
            if let altitude { signal.detail.motion = MotionDetail(altitude: altitude, speedTenths: nil, trackSpeedTenths: nil) }
            return signal
        }
    }

    func thin(_ signals: [Signal], _ rule: LocationThinning = LocationThinning()) -> [Signal] {
        var thinner = LocationThinner<Signal>(rule: rule)
        var kept: [Signal] = []
        for signal in signals { thinner.offer(signal) { kept.append($0) } }
        thinner.finish { kept.append($0) }
        return kept
    }

    func times(_ signals: [Signal]) -> [String] {
        signals.map { String($0.local!.description.suffix(8)) }
    }

    @Test func aDayInOnePlaceKeepsItsFirstAndLastPointAndThreeSamplesAnHour() {
        // A point a minute from 22:00 to 02:00 the next day: two days.
        let input = signals(from: "2024-07-01T22:00:00Z", count: 240)
        let kept = thin(input)
        let days = Dictionary(grouping: kept, by: \.day)
        #expect(days.count == 2)
        for (day, points) in days {
            let all = input.filter { $0.day == day }
            #expect(points.first == all.first)
            #expect(points.last == all.last)
        }
        #expect(times(kept) == ["22:00:00", "22:20:00", "22:40:00", "23:00:00", "23:20:00", "23:40:00", "23:59:00",
                                "00:00:00", "00:20:00", "00:40:00", "01:00:00", "01:20:00", "01:40:00", "01:59:00"])
        // Hourly samples and each day's ends weigh 3; three more points a day bring it to what inference compares.
        #expect(thin(input, LocationThinning(sampleInterval: 3_600)).count == 12)
        #expect(thin(input, .keepEverything) == input)
    }

    @Test func eachSampleIsTheMostAccurateOfItsInterval() {
        // An hour of good fixes first, so the day's weight needs nothing more than the samples.
        let morning = signals(from: "2024-07-01T09:00:00Z", count: 60)
        let a = signals(from: "2024-07-01T10:00:00Z", count: 1, accuracy: 30)
        let b = signals(from: "2024-07-01T10:05:00Z", count: 1, accuracy: 2_500)
        let c = signals(from: "2024-07-01T10:10:00Z", count: 1, accuracy: 8)
        let d = signals(from: "2024-07-01T10:15:00Z", count: 1, accuracy: 12)
        let e = signals(from: "2024-07-01T10:21:00Z", count: 1, accuracy: 900)
        let f = signals(from: "2024-07-01T10:22:00Z", count: 1, accuracy: 5)
        let kept = thin(morning + a + b + c + d + e + f)
        // 10:00–10:20 keeps its 8 m fix; 10:20–10:40 its 5 m fix, which is also the day's last.
        #expect(times(kept).filter { $0.hasPrefix("10:") } == ["10:10:00", "10:22:00"])
        // With little evidence in all, every point is needed for the day's weight, and kept.
        #expect(thin(a + b + c + d + e + f).count == 6)
    }

    @Test func bothSidesOfEveryBorderAndZoneChangeAreKeptAndALoneSampleStaysAlone() {
        let france = signals(from: "2024-07-01T08:00:00Z", count: 30, country: "FR", zone: "Europe/Paris")
        let spike = signals(from: "2024-07-01T08:30:00Z", count: 1, country: "CH", zone: "Europe/Zurich")
        let back = signals(from: "2024-07-01T08:31:00Z", count: 20, country: "FR", zone: "Europe/Paris")
        let germany = signals(from: "2024-07-01T08:51:00Z", count: 30, country: "DE", zone: "Europe/Berlin")
        let kept = thin(france + spike + back + germany)
        let order = kept.map { $0.country!.rawValue }
        // Runs keep their first and last points: FR…FR, the lone CH, FR…FR, DE…DE.
        #expect(order.split(whereSeparator: { $0 == "CH" }).count == 2)
        #expect(order.filter { $0 == "CH" }.count == 1)
        for run in [france, back, germany] {
            #expect(kept.contains(run.first!) && kept.contains(run.last!))
        }
        #expect(kept.contains(spike[0]))
        // Same country, another zone (Spain's Canaries): a change of place too.
        let peninsula = signals(from: "2024-07-02T08:00:00Z", count: 10, country: "ES", zone: "Europe/Madrid")
        let canaries = signals(from: "2024-07-02T08:10:00Z", count: 10, country: "ES", zone: "Atlantic/Canary")
        let zones = thin(peninsula + canaries)
        #expect(zones.contains(peninsula.last!) && zones.contains(canaries.first!))
    }

    @Test func aShortVisitKeepsPointsUntilTheyWeighWhatInferenceCompares() {
        let policy = InferencePolicy.standard
        let before = signals(from: "2024-07-01T09:00:00Z", count: 60, country: "BE", zone: "Europe/Brussels")
        let luxembourg = signals(from: "2024-07-01T10:00:00Z", count: 15, country: "LU", zone: "Europe/Luxembourg")
        let after = signals(from: "2024-07-01T10:15:00Z", count: 60, country: "BE", zone: "Europe/Brussels")
        let kept = thin(before + luxembourg + after).filter { $0.country?.rawValue == "LU" }
        #expect(Double(kept.count) >= policy.saturatingWeight && kept.count < 15)
        #expect(kept.first == luxembourg.first && kept.last == luxembourg.last)
        // Vague fixes weigh little: all fifteen are needed, and kept.
        let vague = signals(from: "2024-07-01T10:00:00Z", count: 15, country: "LU", zone: "Europe/Luxembourg", accuracy: 3_000)
        #expect(thin(before + vague + after).filter { $0.country?.rawValue == "LU" }.count == 15)
    }

    @Test func aDayNearABorderKeepsOnePointAwayFromItWhenThereIsOne() {
        let border = signals(from: "2024-07-01T10:00:00Z", count: 50, country: "NL", zone: "Europe/Amsterdam", nearBorder: true)
        var away = signals(from: "2024-07-01T10:50:00Z", count: 1, country: "NL", zone: "Europe/Amsterdam")
        away[0].accuracy = 3_000  // vague: never the best of its interval
        let rest = signals(from: "2024-07-01T10:51:00Z", count: 50, country: "NL", zone: "Europe/Amsterdam", nearBorder: true)
        let kept = thin(border + away + rest)
        #expect(kept.contains(away[0]))
        #expect(kept.filter { $0.nearBorder == false }.count == 1)
    }

    @Test func samplesInFlightKeepTheirEndsAndTheCountriesOverflown() {
        let departure = signals(from: "2024-07-01T08:00:00Z", count: 30, country: "DE", zone: "Europe/Berlin")
        let overAustria = signals(from: "2024-07-01T08:30:00Z", count: 20, country: "AT", zone: "Europe/Vienna", altitude: 11_000)
        let overItaly = signals(from: "2024-07-01T08:50:00Z", count: 40, country: "IT", zone: "Europe/Rome", altitude: 10_500)
        let landed = signals(from: "2024-07-01T09:30:00Z", count: 30, country: "IT", zone: "Europe/Rome")
        let kept = thin(departure + overAustria + overItaly + landed)
        for run in [departure, overAustria, overItaly, landed] {
            #expect(kept.contains(run.first!) && kept.contains(run.last!))
        }
        // In flight weighs nothing, so no run of it is kept for weight.
        #expect(kept.filter { $0.detail.storedDetail["altitude"] != nil }.count <= 2 + 2 + 3)
    }

    @Test func aDayTooLongToHoldIsTakenInPartsThatKeepAllTheWholeDayWould() {
        // A border crossed back and forth all day, a point a minute: past the limit the day is cut into parts.
        var input: [Signal] = []
        for hour in 0..<24 {
            let (country, zone) = hour % 3 == 0 ? ("DE", "Europe/Berlin") : ("NL", "Europe/Amsterdam")
            input += signals(from: String(format: "2024-07-01T%02d:00:00Z", hour), count: 60, country: country, zone: zone, nearBorder: hour % 2 == 0)
        }
        var limited = LocationThinning()
        limited.dayPartLimit = 100
        let parts = thin(input, limited)
        #expect(parts.count < input.count)
        let kept = Set(parts.map(\.identity))
        #expect(parts.map(\.identity) == input.map(\.identity).filter { kept.contains($0) }, "kept in file order")
        // What inference reads of the day is what every point gives, up to weights past what it compares.
        let enough = InferencePolicy.standard.saturatingWeight
        let (fromParts, fromAll) = (observation(parts).presences, observation(input).presences)
        #expect(fromParts.map(\.country) == fromAll.map(\.country))
        for (part, all) in zip(fromParts, fromAll) {
            #expect(part.firstSecond == all.firstSecond && part.lastSecond == all.lastSecond)
            #expect(part.allNearBorder == all.allNearBorder && part.spike == all.spike)
            #expect(part.weight == all.weight || part.weight >= enough && all.weight >= enough)
        }
    }

    func observation(_ signals: [Signal]) -> DayObservation {
        var collector = ObservationCollector(policy: .standard)
        for signal in signals { collector.add(EvidencePoint(signal)!) }
        return collector.observations()[signals[0].day]
    }

    @Test func pointsWithoutACountryAreThinnedByTimeAlone() {
        var atSea = signals(from: "2024-07-01T10:00:00Z", count: 120)
        for index in atSea.indices { atSea[index].country = nil }
        #expect(times(thin(atSea)) == ["10:00:00", "10:20:00", "10:40:00", "11:00:00", "11:20:00", "11:40:00", "11:59:00"])
    }

    @Test func identityIsBuiltFromContentSoOverlappingExportsDedupe() {
        let a = signals(from: "2024-07-01T10:00:00Z", count: 1)[0]
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

    @Test func withoutAnIndexEveryPointIsKept() {
        var stream = LocationSignalStream(index: nil, thinning: LocationThinning())
        var kept = 0
        for n in 0..<300 {
            let point = LocationPoint(coordinate: Coordinate(latitude: 51.5, longitude: -0.12)!, utc: Date(timeIntervalSince1970: 1_719_828_000 + Double(n * 10)))
            stream.offer(point) { _ in kept += 1 }
        }
        stream.finish { _ in kept += 1 }
        #expect(kept == 300)
    }
}
