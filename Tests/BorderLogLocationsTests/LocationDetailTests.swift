import BorderLogLocations
import BorderLogModel
import Foundation
import Testing

struct LocationDetailTests {
    @Test func equalFieldsGiveEqualDetailsAndComeBackUnchanged() {
        let wifi = LocationDetail(["format": "records", "source": "WIFI"])
        let again = LocationDetail(["source": "WIFI", "format": "records"])
        let gps = LocationDetail(["format": "records", "source": "GPS"])
        #expect(wifi == again)
        #expect(wifi != gps)
        #expect(wifi.fields == ["format": "records", "source": "WIFI"])
        #expect(LocationDetail.none.fields.isEmpty)
    }

    @Test func pointsMadeEitherWayAreEqual() {
        let place = Coordinate(latitude: 47.37, longitude: 8.54)!
        let time = Date(timeIntervalSince1970: 1_700_000_000)
        let byFields = LocationPoint(coordinate: place, utc: time, detail: ["format": "gpx", "element": "trkpt"])
        let byDetail = LocationPoint(coordinate: place, utc: time, details: LocationDetail(["format": "gpx", "element": "trkpt"]))
        #expect(byFields == byDetail)
        #expect(byDetail.detail == ["format": "gpx", "element": "trkpt"])
    }

    /// Readers on several threads (a folder of exports is read file by file, but tests and a future
    /// parallel reader may not be) intern into one table: the same fields always give the same detail.
    @Test func internsConsistentlyFromManyThreads() async {
        let results = await withTaskGroup(of: [LocationDetail].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<200).map { LocationDetail(["format": "test", "n": "\($0 % 50)"]) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for details in results.dropFirst() { #expect(details == results[0]) }
        #expect(results[0][7].fields == ["format": "test", "n": "7"])
    }
}
