@testable import BorderLogLocations
import BorderLogModel
import Foundation
import Testing

/// What the mapper adds to a point's detail, whatever a file wrote.
@Suite struct LocationSignalMapperTests {
    @Test(arguments: [1e300, -1e300, 9.3e18, 1e6])
    func anAltitudeOrSpeedNoIntegerHoldsIsLeftOutNotFatal(_ value: Double) throws {
        // Found by the GPX fuzz harness: `<ele>` of 1e300 stopped the import converting it to Int.
        let point = LocationPoint(coordinate: Coordinate(latitude: 46.02, longitude: 7.75)!, utc: Date(timeIntervalSince1970: 1_771_430_400),
                                  altitude: value, speed: value, detail: ["format": "gpx"])
        var mapper = LocationSignalMapper(index: nil)
        let mapped = mapper.signal(point)
        let signal = try #require(mapped)
        #expect(signal.detail.storedDetail["altitude"] == nil)
        #expect(signal.detail.storedDetail["speed"] == nil)
    }

    @Test func plausibleAltitudeAndSpeedAreKept() throws {
        let point = LocationPoint(coordinate: Coordinate(latitude: 46.02, longitude: 7.75)!, utc: Date(timeIntervalSince1970: 1_771_430_400),
                                  altitude: 3_883.4, speed: 12.34, detail: ["format": "gpx"])
        var mapper = LocationSignalMapper(index: nil)
        let mapped = mapper.signal(point)
        let signal = try #require(mapped)
        #expect(signal.detail.storedDetail["altitude"] == "3883")
        #expect(signal.detail.storedDetail["speed"] == "12.3")
    }
}
