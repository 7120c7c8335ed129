import BorderLogArchive
@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// Travel-journal and life-logging apps' exports: Polarsteps trips and Arc / LocoKit2 backups.
@Suite struct TravelAppExportTests {
    let folder = TemporaryDirectory()

    // MARK: - Polarsteps

    static let trip = """
        {"id": 4711, "name": "Balkans by train", "start_date": 1717200000.0, "is_deleted": false, "timezone_id": "Europe/Ljubljana",
         "all_steps": [
          {"id": 1, "start_time": 1717236000.0, "end_time": null, "is_deleted": false, "timezone_id": "Europe/Ljubljana",
           "location": {"name": "Ljubljana", "detail": "Slovenia", "country_code": "SI", "lat": 46.0511, "lon": 14.5051}},
          {"id": 2, "start_time": 1717322400.0, "is_deleted": true, "timezone_id": "Europe/Zagreb",
           "location": {"name": "Zagreb", "country_code": "HR", "lat": 45.8150, "lon": 15.9819}},
          {"id": 3, "start_time": "2024-06-03T20:30:00+02:00", "is_deleted": false,
           "location": {"name": "Sarajevo", "country_code": "BA", "lat": 43.8563, "lon": 18.4131}},
          {"id": 4, "start_time": 1717500000.0, "is_deleted": false, "timezone_id": "Europe/Podgorica",
           "location": {"name": "Somewhere", "country_code": "me", "lat": null, "lon": null}},
          {"id": 5, "start_time": "soon", "location": {"country_code": "AL", "lat": 41.3275, "lon": 19.8187}},
          {"id": 6, "start_time": 1717600000.0, "location": {"country_code": "XK", "lat": 142.66, "lon": 21.16}},
          "not a step",
          {"id": 8, "start_time": 1717600000.0, "location": {"country_code": "ZZ"}},
          {"id": 9, "start_time": 1717600000.0, "location": {"lat": 0, "lon": 0}}
         ]}
        """

    @Test func polarstepsStepsArePointsAtTheirStartDeletedOnesGiveNothing() throws {
        let read = LocationFixtures.read(Self.trip, name: "trip.json", in: folder)
        #expect(read.format == .polarsteps)
        #expect(read.times == ["2024-06-01T10:00:00Z", "2024-06-03T18:30:00Z"])
        let first = try #require(read.points.first)
        #expect(first.coordinate.latitude == 46.0511 && first.coordinate.longitude == 14.5051)
        #expect(first.offsetMinutes == 120)  // the step's own time zone, for the day when no geo index is loaded
        #expect(first.detail == ["format": "polarsteps", "element": "step"])
        #expect(read.points[1].offsetMinutes == 120)
        #expect(read.errors.map(\.description) == [
            "\(read.sink.path): all_steps[4]: start_time is not a date",
            "\(read.sink.path): all_steps[5]: coordinate out of range: 142.66, 21.16",
            "\(read.sink.path): all_steps[6]: a step is not an object",
            "\(read.sink.path): all_steps[7]: country_code 'ZZ' is not an ISO 3166 country",
        ])
        #expect(read.issues.contains { $0.severity == .warning && $0.field == "all_steps[8]" && $0.message.contains("neither a position nor a country_code") })
        // A step with a country and no position is that country on its day.
        let montenegro = try #require(CountryCode("ME"))
        #expect(read.sink.countryPoints == [CountryPoint(
            country: montenegro, utc: Date(timeIntervalSince1970: 1_717_500_000), timeZone: "Europe/Podgorica",
            details: LocationDetail(["format": "polarsteps", "element": "step"]))])
        #expect(read.sink.timestamped == 3)
        let signal = LocationSignalMapper.signal(read.sink.countryPoints[0])
        #expect(signal.kind == .location && signal.coordinate == nil && signal.country == montenegro)
        #expect(signal.day.description == "2024-06-04" && signal.timeZone == "Europe/Podgorica" && signal.isResolved)
    }

    @Test func aCountryOnlyStepLateInTheEveningUTCIsOnItsLocalDay() throws {
        let trip = #"{"all_steps": [{"id": 1, "start_time": "2024-06-04T23:30:00Z", "timezone_id": "Asia/Tokyo", "location": {"country_code": "JP"}}]}"#
        let read = LocationFixtures.read(trip, name: "trip.json", in: folder)
        let point = try #require(read.sink.countryPoints.first)
        #expect(LocationSignalMapper.signal(point).day.description == "2024-06-05")
        let unzoned = CountryPoint(country: point.country, utc: point.utc, timeZone: "Mars/Olympus", details: point.details)
        #expect(unzoned.timeZone == nil && LocationSignalMapper.signal(unzoned).day.description == "2024-06-04")
    }

    @Test func aTripWithoutStepsIsATripAndOtherJSONIsNot() {
        let empty = LocationFixtures.read(#"{"id": 1, "name": "Planned", "all_steps": []}"#, name: "trip.json", in: folder)
        #expect(empty.error == nil && empty.points.isEmpty)
        let forced = LocationFixtures.read(#"{"user": {"name": "x"}}"#, name: "user.json", in: folder, format: .polarsteps)
        #expect(forced.error?.message.hasPrefix("JSON, but not a location export") == true)
    }

    /// A step the traveller stayed at: 12:00 in Ljubljana on 1 June (10:00 UTC) until 14:00 on 4 June.
    static let stay = """
        {"id": 4712, "name": "Slow travel", "all_steps": [
          {"id": 1, "start_time": 1717236000.0, "end_time": 1717502400.0, "is_deleted": false, "timezone_id": "Europe/Ljubljana",
           "location": {"name": "Ljubljana", "country_code": "SI", "lat": 46.0511, "lon": 14.5051}},
          {"id": 2, "start_time": "2024-06-10T09:00:00+02:00", "end_time": "2024-06-12T18:00:00+02:00", "is_deleted": false,
           "location": {"name": "Somewhere in Montenegro", "country_code": "ME", "lat": null, "lon": null}},
          {"id": 3, "start_time": 1718700000.0, "end_time": 1718900000.0, "is_deleted": true, "timezone_id": "Europe/Zagreb",
           "location": {"name": "Zagreb", "country_code": "HR", "lat": 45.8150, "lon": 15.9819}},
          {"id": 4, "start_time": 1719000000.0, "end_time": 1718000000.0, "timezone_id": "Europe/Rome",
           "location": {"name": "Trieste", "country_code": "IT", "lat": 45.6495, "lon": 13.7768}},
          {"id": 5, "start_time": 1719100000.0, "end_time": 1789100000.0, "timezone_id": "Europe/Rome",
           "location": {"name": "Udine", "country_code": "IT", "lat": 46.0711, "lon": 13.2346}},
          {"id": 6, "start_time": 1719200000.0, "end_time": "later", "timezone_id": "Europe/Vienna",
           "location": {"name": "Villach", "country_code": "AT", "lat": 46.6103, "lon": 13.8558}}
         ]}
        """

    @Test func aStepsDaysUpToItsEndTimeAreEvidenceOfItsPlace() throws {
        let read = LocationFixtures.read(Self.stay, name: "trip.json", in: folder)
        #expect(read.errors.isEmpty)
        // Start, noon of each day between on the step's clock, end.
        let ljubljana = read.points.filter { $0.coordinate.latitude == 46.0511 }
        #expect(ljubljana.compactMap { $0.utc.map(LocationFixtures.iso) } == [
            "2024-06-01T10:00:00Z", "2024-06-02T10:00:00Z", "2024-06-03T10:00:00Z", "2024-06-04T12:00:00Z",
        ])
        #expect(ljubljana.allSatisfy { $0.offsetMinutes == 120 && $0.detail == ["format": "polarsteps", "element": "step"] })
        // A step with no position: its country on each of its days, placed by the offset its times were written with.
        let montenegro = read.sink.countryPoints.map { LocationSignalMapper.signal($0) }
        #expect(montenegro.map(\.day.description) == ["2024-06-10", "2024-06-11", "2024-06-12"])
        #expect(montenegro.allSatisfy { $0.country == CountryCode("ME") })
        // The deleted stay gives nothing; an end before the start or no date gives the start; a stay of two years its ends.
        #expect(!read.points.contains { $0.coordinate.latitude == 45.8150 })
        #expect(read.points.filter { $0.coordinate.latitude == 45.6495 }.map(\.utc) == [Date(timeIntervalSince1970: 1_719_000_000)])
        #expect(read.points.filter { $0.coordinate.latitude == 46.0711 }.map(\.utc) == [
            Date(timeIntervalSince1970: 1_719_100_000), Date(timeIntervalSince1970: 1_789_100_000),
        ])
        #expect(read.points.filter { $0.coordinate.latitude == 46.6103 }.map(\.utc) == [Date(timeIntervalSince1970: 1_719_200_000)])
        #expect(read.issues.filter { $0.severity == .warning }.map { "\($0.field ?? ""): \($0.message)" } == [
            "all_steps[3]: end_time is before start_time; the step's start alone is read",
            "all_steps[4]: end_time is more than a year after start_time; its two ends are read, not the days between",
            "all_steps[5]: end_time is not a date; the step's start alone is read",
        ])
    }

    @Test func aTripMarkedDeletedGivesNothingWhereverTheMarkIs() {
        for trip in [
            #"{"id": 1, "is_deleted": true, "all_steps": [{"id": 1, "start_time": 1717236000.0, "location": {"lat": 46.05, "lon": 14.5, "country_code": "SI"}}]}"#,
            #"{"id": 1, "all_steps": [{"id": 1, "start_time": 1717236000.0, "location": {"country_code": "SI"}}], "is_deleted": true}"#,
        ] {
            let read = LocationFixtures.read(trip, name: "trip.json", in: folder)
            #expect(read.format == .polarsteps && read.error == nil)
            #expect(read.points.isEmpty && read.sink.countryPoints.isEmpty && read.sink.timestamped == 0)
            #expect(read.issues.map(\.message) == ["the trip is deleted (is_deleted); its steps give nothing"])
        }
    }

    @Test func polarstepsLocationsJSONIsReadAsFlatLocations() {
        let trace = #"{"locations": [{"lat": 46.05, "lon": 14.50, "time": 1717236000.0}, {"lat": 46.06, "lon": 14.51, "time": 1717236060.5}]}"#
        let read = LocationFixtures.read(trace, name: "locations.json", in: folder)
        #expect(read.format == .geojson)
        #expect(read.times == ["2024-06-01T10:00:00Z", "2024-06-01T10:01:00Z"])
    }

    // MARK: - Arc / LocoKit2

    static let samples = """
        [{"id": "S1", "date": "2024-06-03T08:00:00Z", "secondsFromGMT": 7200, "source": "LocoKit2", "movingState": 0, "recordingState": 1,
          "disabled": false, "timelineItemId": "V1", "latitude": 48.2082, "longitude": 16.3738, "altitude": 180.5,
          "horizontalAccuracy": 12, "verticalAccuracy": 4, "speed": 0.4, "course": 90},
         {"id": "S2", "date": 739094400, "movingState": 1, "recordingState": 1, "disabled": false,
          "latitude": 48.21, "longitude": 16.37, "horizontalAccuracy": -1, "speed": -1},
         {"id": "S3", "date": 1717401600, "movingState": 1, "recordingState": 1, "latitude": 48.22, "longitude": 16.38},
         {"id": "S4", "date": "2024-06-03T09:00:00Z", "disabled": true, "latitude": 47.0, "longitude": 15.0, "movingState": 1, "recordingState": 1},
         {"id": "S5", "date": "2024-06-03T09:05:00Z", "latitude": null, "longitude": null, "movingState": -1, "recordingState": 2},
         {"id": "S6", "date": "2024-06-03T09:10:00Z", "latitude": 47.5, "movingState": 1, "recordingState": 1},
         {"id": "S7", "date": "yesterday", "latitude": 47.5, "longitude": 15.5, "movingState": 1, "recordingState": 1}]
        """

    @Test func arcSamplesArePointsDisabledOnesAndOnesWithoutAFixGiveNothing() throws {
        let read = LocationFixtures.read(Self.samples, name: "2024-W23.json", in: folder)
        #expect(read.format == .arc)
        // ISO 8601, seconds since 2001-01-01 (739094400 is 2024-06-03T08:00:00Z) and seconds since 1970.
        #expect(read.times == ["2024-06-03T08:00:00Z", "2024-06-03T08:00:00Z", "2024-06-03T08:00:00Z"])
        let first = try #require(read.points.first)
        #expect(first.accuracy == 12 && first.altitude == 180.5 && first.speed == 0.4 && first.offsetMinutes == 120)
        #expect(first.detail == ["format": "arc", "element": "sample"])
        #expect(read.points[1].accuracy == nil && read.points[1].speed == nil)  // negative: invalid, as Core Location writes it
        #expect(read.errors.map { "\($0.field ?? ""): \($0.message)" } == ["[5]: only one of latitude/longitude", "[6]: date is not a date"])
    }

    static let items = """
        [{"base": {"id": "V1", "isVisit": true, "startDate": "2024-06-03T07:00:00Z", "endDate": "2024-06-03T10:00:00Z",
                   "source": "LocoKit2", "disabled": false, "deleted": false, "locked": false},
          "visit": {"itemId": "V1", "latitude": 48.2082, "longitude": 16.3738, "radiusMean": 40, "radiusSD": 10, "confirmedPlace": true}},
         {"base": {"id": "T1", "isVisit": false, "startDate": "2024-06-03T10:00:00Z", "endDate": "2024-06-03T12:00:00Z", "disabled": false, "deleted": false},
          "trip": {"itemId": "T1", "distance": 55000, "speed": 7.6, "confirmedActivityType": 20},
          "samples": [{"id": "S9", "date": "2024-06-03T11:00:00Z", "latitude": 48.14, "longitude": 17.10, "movingState": 1, "recordingState": 1},
                      {"id": "S10", "date": "2024-06-03T11:01:00Z", "disabled": true, "latitude": 48.15, "longitude": 17.11}]},
         {"base": {"id": "V2", "isVisit": true, "startDate": "2024-06-04T07:00:00Z", "endDate": "2024-06-04T09:00:00Z", "deleted": true},
          "visit": {"itemId": "V2", "latitude": 50.08, "longitude": 14.43}},
         {"base": {"id": "T2", "isVisit": false, "startDate": "2024-06-05T07:00:00Z", "endDate": "2024-06-05T09:00:00Z", "disabled": true},
          "trip": {"itemId": "T2"}, "samples": [{"id": "S11", "date": "2024-06-05T08:00:00Z", "latitude": 52.52, "longitude": 13.40}]},
         {"base": {"id": "V3", "isVisit": true, "startDate": "2024-06-06T07:00:00Z", "endDate": null},
          "visit": {"itemId": "V3", "latitude": null, "longitude": null}},
         {"base": "broken"}]
        """

    @Test func arcVisitsArePointsAtTheirEndsTripsGiveTheirSamplesDisabledAndDeletedItemsNothing() throws {
        let read = LocationFixtures.read(Self.items, name: "2024-06.json", in: folder)
        #expect(read.format == .arc)
        #expect(read.times == ["2024-06-03T07:00:00Z", "2024-06-03T10:00:00Z", "2024-06-03T11:00:00Z"])
        #expect(read.points.map { $0.detail["element"] } == ["visit", "visit", "sample"])
        #expect(read.errors.map { "\($0.field ?? ""): \($0.message)" } == ["[5]: an item's base is not an object"])
    }

    @Test func gzippedArcFilesPlacesAndMetadataAreRecognised() throws {
        let read = LocationFixtures.read(path: folder.write("2024-W23.json.gz", bytes: GzipWriter.compress(Array(Self.samples.utf8))))
        #expect(read.format == .arc && read.points.count == 3)
        let metadata = LocationFixtures.read(
            #"{"exportId": "E1", "schemaVersion": "2.2.0", "exportMode": "bucketed", "exportType": "full", "stats": {"placeCount": 1, "itemCount": 6, "sampleCount": 7}}"#,
            name: "metadata.json", in: folder)
        #expect(metadata.format == .arc && metadata.error == nil && metadata.points.isEmpty)
        let places = LocationFixtures.read(
            #"[{"id": "P1", "name": "Home", "latitude": 48.2, "longitude": 16.37, "radiusMean": 30, "radiusSD": 5, "visitCount": 120, "visitDays": 100, "isStale": false}]"#,
            name: "4.json", in: folder)
        #expect(places.format == .arc && places.error == nil && places.sink.points == 0)
    }

    /// Samples of the items above: A of deleted V2, B of disabled T2, C of V1, D of no item.
    static let itemSamples = """
        [{"id": "A", "date": "2024-06-04T08:00:00Z", "timelineItemId": "V2", "latitude": 50.08, "longitude": 14.43, "movingState": 0, "recordingState": 1},
         {"id": "B", "date": "2024-06-05T08:00:00Z", "timelineItemId": "T2", "latitude": 52.52, "longitude": 13.40, "movingState": 1, "recordingState": 1},
         {"id": "C", "date": "2024-06-03T08:00:00Z", "timelineItemId": "V1", "latitude": 48.2082, "longitude": 16.3738, "movingState": 0, "recordingState": 1},
         {"id": "D", "date": "2024-06-03T08:30:00Z", "latitude": 48.2083, "longitude": 16.3739, "movingState": 0, "recordingState": 1}]
        """

    @Test func inAnExportFolderSamplesOfDeletedOrDisabledItemsGiveNothing() throws {
        folder.write("export-2024-06-10-120000/metadata.json", #"{"schemaVersion": "2.2.0", "exportMode": "bucketed", "exportType": "full"}"#)
        let items = folder.write("export-2024-06-10-120000/items/2024-06.json.gz", bytes: GzipWriter.compress(Array(Self.items.utf8)))
        let samples = Self.itemSamples
        let path = folder.write("export-2024-06-10-120000/samples/2024-W23.json", samples)
        #expect(LocationFixtures.read(path: path).times == ["2024-06-03T08:00:00Z", "2024-06-03T08:30:00Z"])
        // The same file alone, outside its export, cannot know its items.
        #expect(LocationFixtures.read(samples, name: "2024-W23.json", in: folder).points.count == 4)
        // Items restored in a newer export are read again.
        folder.write("export-2024-06-10-120000/items/2024-06.json.gz", bytes: GzipWriter.compress(Array(
            Self.items.replacingOccurrences(of: #""deleted": true"#, with: #""deleted": false"#).utf8)))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: items)
        #expect(LocationFixtures.read(path: path).points.count == 3)
    }

    /// The export folder zipped whole (at the archive's root or in its folder), samples before items in the archive's
    /// order, plain or gzipped: the samples of deleted and disabled items give nothing, as in the folder.
    @Test(arguments: ["", "export-2024-06-10-120000/"], [false, true])
    func inAZippedExportSamplesOfDeletedOrDisabledItemsGiveNothing(_ root: String, _ gzipped: Bool) throws {
        func member(_ text: String) -> Data { gzipped ? Data(GzipWriter.compress(Array(text.utf8))) : Data(text.utf8) }
        let suffix = gzipped ? ".json.gz" : ".json"
        let path = folder.path("arc-\(root.isEmpty ? "root" : "folder")-\(gzipped).zip")
        try ZipWriter.write([
            (path: root + "metadata.json", contents: Data(#"{"schemaVersion": "2.2.0", "exportMode": "bucketed", "exportType": "full"}"#.utf8)),
            (path: root + "samples/2024-W23" + suffix, contents: member(Self.itemSamples)),
            (path: root + "items/2024-06" + suffix, contents: member(Self.items)),
        ], to: path)
        let read = LocationFixtures.read(path: path)
        #expect(read.format == .zip)
        // The items' own points (visit V1's two ends, trip T1's sample) and the samples of V1 and of no item.
        #expect(read.times.sorted() == [
            "2024-06-03T07:00:00Z", "2024-06-03T08:00:00Z", "2024-06-03T08:30:00Z", "2024-06-03T10:00:00Z", "2024-06-03T11:00:00Z",
        ])
    }

    @Test func aZipWithoutTheExportsMetadataDoesNotReadItemsBesideItsSamples() throws {
        let path = try LocationFixtures.zip([
            ("samples/2024-W23.json", Self.itemSamples), ("items/2024-06.json", Self.items),
        ], name: "loose.zip", in: folder)
        #expect(LocationFixtures.read(path: path).times.filter { $0.hasPrefix("2024-06-04") || $0.hasPrefix("2024-06-05") }.count == 2)
    }

    @Test(arguments: [
        #"[{"base": {"isVisit": true, "startDate": 1e308}, "visit": {"latitude": 1, "longitude": 2}}]"#,
        #"[{"date": -1, "latitude": 1, "longitude": 2, "movingState": 1}]"#,
        #"[{"date": "2024-06-03T08:00:00Z", "latitude": "north", "longitude": [], "recordingState": 1}]"#,
        #"[{"date": "2024-06-03T08:00:00Z", "latitude": 1, "longitude": 2, "secondsFromGMT": 1e300, "speed": 1e300, "altitude": -1e300, "recordingState": 1}]"#,
        #"[{"base": {"isVisit": true}, "visit": 5, "samples": {"not": "an array"}}, {"base": {}}]"#,
        #"[{"recordingState": 1, "date": "2024-06-03T08:00:00Z", "latitude": 1, "longitude": 2"#,
    ])
    func hostileArcInputIsRejectedRecordByRecordNeverACrash(_ text: String) {
        let read = LocationFixtures.read(text, name: "hostile.json", in: folder, format: .arc)
        #expect(read.points.allSatisfy { $0.utc != nil })
        #expect(read.points.count <= 1)
    }
}
