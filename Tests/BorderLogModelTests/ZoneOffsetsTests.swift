import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// A zone's offsets remembered period by period answer as the zone itself does, in every zone this machine knows, at
/// random instants over two centuries and at each side of the transitions.
@Suite struct ZoneOffsetsTests {
    @Test func everyKnownZoneAnswersAsFoundationDoesInAnyOrder() throws {
        var random = SplitMix64(seed: 37)
        let identifiers = TimeZone.knownTimeZoneIdentifiers
        #expect(identifiers.count > 300)
        var mismatches: [String] = []
        for identifier in identifiers {
            let zone = try #require(TimeZone(identifier: identifier))
            let offsets = ZoneOffsets(zone)
            // Scattered instants, then a run of close ones (a logbook's flights), asked in turn.
            var instants = (0..<60).map { _ in Date(timeIntervalSince1970: Double.random(in: -2_200_000_000...2_500_000_000, using: &random)) }
            let start = Double.random(in: 0...1_800_000_000, using: &random)
            instants += (0..<60).map { Date(timeIntervalSince1970: start + Double($0) * 25_200 + Double.random(in: 0...3600, using: &random)) }
            for instant in instants where offsets.secondsFromGMT(for: instant) != zone.secondsFromGMT(for: instant) {
                mismatches.append("\(identifier) at \(instant)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test(arguments: ["Europe/Berlin", "America/St_Johns", "Australia/Lord_Howe", "Pacific/Apia", "Pacific/Chatham", "America/Sao_Paulo", "UTC"])
    func eachSideOfEveryTransitionIsTheZones(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let offsets = ZoneOffsets(zone)
        var transition = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 0))
        var checked = 0
        while let at = transition, at.timeIntervalSince1970 < 2_000_000_000 {
            for delta in [-3601.0, -1, 0, 1, 3600] {
                let instant = at.addingTimeInterval(delta)
                #expect(offsets.secondsFromGMT(for: instant) == zone.secondsFromGMT(for: instant), "\(identifier) at \(instant)")
            }
            checked += 1
            transition = zone.nextDaylightSavingTimeTransition(after: at)
        }
        #expect(identifier == "UTC" || checked > 0)
    }

    @Test func wallTimesDaysAndInstantsAreTheZonesToo() throws {
        var random = SplitMix64(seed: 11)
        for identifier in ["Europe/London", "America/New_York", "Asia/Kolkata", "Pacific/Kiritimati", "America/St_Johns"] {
            let zone = try #require(TimeZone(identifier: identifier))
            let offsets = ZoneOffsets(zone)
            for _ in 0..<500 {
                let instant = Date(timeIntervalSince1970: Double.random(in: 0...2_000_000_000, using: &random).rounded())
                #expect(offsets.wallTime(at: instant) == WallTime(instant: instant, in: zone))
                #expect(offsets.day(at: instant) == LocalDay(instant: instant, in: zone))
                let wall = WallTime(instant: instant, in: zone)
                #expect(offsets.instant(of: wall) == wall.instant(in: zone))
            }
        }
    }
}
