import BorderLogGeo
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

struct SignalResolverTests {
    private func resolver() throws -> SignalResolver {
        do {
            return SignalResolver(index: try GeoIndex.load())
        } catch {
            Issue.record("\(error)")
            throw error
        }
    }

    @Test func locationSampleTakesTheLocalDayOfItsZone() throws {
        var resolver = try resolver()
        let utc = Date(timeIntervalSince1970: 1_711_841_400)  // 2024-03-30T23:30:00Z: already the 31st in Paris (UTC+1)
        let sample = Signal(kind: .location, identity: "l1", utc: utc, day: day("2024-03-30"), coordinate: Coordinate(latitude: 48.8584, longitude: 2.2945))
        let resolved = resolver.resolve(sample)
        #expect(resolved.country == country("FR") && resolved.timeZone == "Europe/Paris")
        #expect(resolved.local?.description == "2024-03-31T00:30:00" && resolved.day == day("2024-03-31"))
    }

    @Test func photoWithoutOffsetGetsItsInstantFromTheZoneButKeepsItsDay() throws {
        var resolver = try resolver()
        let photo = Signal(kind: .photo, identity: "p1", local: WallTime("2024-07-01T08:00:00"), day: day("2024-07-01"),
                           coordinate: Coordinate(latitude: 35.6586, longitude: 139.7454))
        let resolved = resolver.resolve(photo)
        #expect(resolved.country == country("JP") && resolved.timeZone == "Asia/Tokyo")
        #expect(resolved.utc == Date(timeIntervalSince1970: 1_719_788_400))  // 2024-06-30T23:00:00Z
        #expect(resolved.day == day("2024-07-01"))
    }

    @Test func signalsWithoutCoordinatesAndOpenSeaHaveNoCountry() throws {
        var resolver = try resolver()
        let bare = Signal(kind: .photo, identity: "p2", local: WallTime("2024-07-01T08:00:00"), day: day("2024-07-01"))
        #expect(resolver.resolve(bare) == bare)
        let atSea = resolver.resolve(Signal(kind: .location, identity: "l2", utc: Date(timeIntervalSince1970: 1_700_000_000), day: day("2023-11-14"),
                                            coordinate: Coordinate(latitude: 40.0, longitude: -40.0)))
        #expect(atSea.country == nil && atSea.timeZone?.hasPrefix("Etc/") == true)
    }
}
