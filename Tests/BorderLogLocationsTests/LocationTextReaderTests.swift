@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

@Suite struct LocationTextReaderTests {
    let folder = TemporaryDirectory()

    @Test(arguments: [
        ("time,lat,lon,accuracy\n2024-06-15T10:30:00Z,52.52,13.405,8\n2024-06-15T10:31:00.000Z,52.521,13.406,10\n", 8.0),
        ("timestamp,latitudeE7,longitudeE7,accuracy\n2024-06-15T10:30:00Z,525200000,134050000,8\n2024-06-15T10:31:00Z,525210000,134060000,10\n", 8.0),
        ("time;lat;lon;accuracy\n2024-06-15T10:30:00Z;52,52;13,405;8\n2024-06-15T10:31:00Z;52,521;13,406;10\n", 8.0),
        ("INDEX,timestamp,LATITUDE N/S,LONGITUDE E/W\n1,2024-06-15T10:30:00Z,52.52N,13.405E\n2,1718447460,52.521N,13.406E\n", nil),
    ] as [(String, Double?)])
    func csvVariantsReadTheSamePoints(_ text: String, _ accuracy: Double?) {
        let read = LocationFixtures.read(text, name: "log.csv", in: folder)
        #expect(read.format == .csv)
        #expect(read.times == ["2024-06-15T10:30:00Z", "2024-06-15T10:31:00Z"])
        #expect(abs(read.points[0].coordinate.latitude - 52.52) < 1e-9)
        #expect(abs(read.points[0].coordinate.longitude - 13.405) < 1e-9)
        #expect(read.points[0].accuracy == accuracy)
        #expect(read.errors.isEmpty)
    }

    @Test func csvRowsWithBadNumbersAreRejectedWithTheirLine() {
        let text = "\"Type\",\"Latitude\",\"Longitude\",\"Start Time\"\n\"Visit\",\"32.89\",\"-117.19\",\"2024-12-02T11:00:00.000-08:00\"\n\"Visit\",\"north\",\"-117.19\",\"2024-12-02T12:00:00Z\"\n\"Visit\",\"32.89\",\"-117.19\",\"yesterday\"\n\"Note\nover two lines\",\"32.9\",\"-117.2\",\"\"\n"
        let read = LocationFixtures.read(text, name: "export.csv", in: folder)
        #expect(read.times == ["2024-12-02T19:00:00Z"])
        #expect(read.sink.untimed == 1)
        #expect(read.errors.map(\.line) == [3, 4])
    }

    @Test func csvWithoutPositionColumnsIsRejected() {
        let read = LocationFixtures.read("name,when\nA,2024-01-01\n", name: "x.csv", in: folder, format: .csv)
        #expect(read.error?.message.contains("no latitude and longitude") == true)
    }

    @Test func takeoutZipIsReadWithoutUnpacking() throws {
        let semantic = #"{"timelineObjects": [{"placeVisit": {"location": {"latitudeE7": 387223000, "longitudeE7": -91393000}, "duration": {"startTimestamp": "2024-03-01T09:00:00Z"}}}]}"#
        let path = try LocationFixtures.zip([
            ("Takeout/archive_browser.html", "<html></html>"),
            ("Takeout/Standortverlauf/Records.json", LocationFixtures.records),
            ("Takeout/Standortverlauf/Semantic Location History/2024/2024_MARCH.json", semantic),
            ("Takeout/Standortverlauf/Settings.json", #"{"deviceSettings": []}"#),
        ], name: "takeout-20240801.zip", in: folder)
        let read = LocationFixtures.read(path: path)
        #expect(read.format == .zip)
        #expect(read.sink.timestamped == 4)
        // Two broken records in Records.json, and Settings.json is not a location export.
        #expect(read.errors.count == 3)
        #expect(read.errors.contains { $0.field == "Takeout/Standortverlauf/Settings.json" })
    }

    @Test func aFileThatIsNotAZipIsRejected() {
        let read = LocationFixtures.read("PK\u{03}\u{04}garbage", name: "broken.kmz", in: folder)
        #expect(read.error?.message.contains("zip") == true)
    }
}
