import BorderLogDevices
import BorderLogLocations
import BorderLogModel
import Foundation
import Testing

/// The four apps' payloads, written in the shapes their documentation shows (OwnTracks' JSON booklet, Overland's
/// README, GPSLogger's custom URL parameters, Traccar's OsmAnd page), and what each reader makes of them.
@Suite struct DevicePayloadTests {
    /// 2024-06-15T10:00:00Z, the instant every push below arrives at.
    let arrival = Date(timeIntervalSince1970: 1_718_445_600)

    func read(_ app: DeviceApp, _ request: DeviceRequest) throws -> DeviceBatch {
        try DevicePayload.read(request, app: app, receivedAt: arrival)
    }

    func json(_ text: String) -> DeviceRequest {
        DeviceRequest(method: .post, contentType: "application/json", body: Data(text.utf8))
    }

    // MARK: OwnTracks

    @Test func ownTracksLocationWithEveryField() throws {
        let batch = try read(.owntracks, json("""
            {"_type":"location","acc":13,"alt":44,"batt":74,"bs":1,"cog":270,"conn":"w","lat":48.85833,"lon":2.29513,"tid":"JJ",\
            "tst":1718438400,"vac":5,"vel":36,"t":"u","topic":"owntracks/jane/phone"}
            """))
        #expect(batch.refused.isEmpty)
        let point = try #require(batch.points.first)
        #expect(batch.points.count == 1)
        #expect(point.coordinate == Coordinate(latitude: 48.85833, longitude: 2.29513))
        #expect(point.utc == Date(timeIntervalSince1970: 1_718_438_400))
        #expect(point.accuracy == 13)
        #expect(point.altitude == 44)
        // `vel` is km/h; stored as m/s.
        #expect(point.speed == 10)
        #expect(point.detail["tid"] == "JJ")
        #expect(point.detail["trigger"] == "u")
        #expect(point.detail["format"] == "owntracks")
    }

    @Test func ownTracksMinimalLocation() throws {
        let batch = try read(.owntracks, json(#"{"lon":2.29513,"lat":48.85833,"_type":"location","tst":1718438400,"tid":"JJ"}"#))
        #expect(batch.points.count == 1)
        #expect(batch.points.first?.accuracy == nil)
    }

    @Test(arguments: [
        #"{"_type":"transition","wtst":1718438000,"lat":48.8,"lon":2.3,"tst":1718438400,"acc":130,"tid":"JJ","event":"enter","desc":"home","t":"c"}"#,
        #"{"_type":"lwt","tst":1718438400}"#,
        #"{"_type":"waypoint","desc":"work","lat":48.8,"lon":2.3,"rad":100,"tst":1718438000}"#,
        #"{"_type":"card","name":"Jane","face":"iVBORw0KGgo="}"#,
        "",
        "  \n",
    ])
    func ownTracksOtherTypesAndEmptyBodiesHoldNoPoint(_ body: String) throws {
        let batch = try read(.owntracks, json(body))
        #expect(batch.points.isEmpty)
        #expect(batch.refused.isEmpty)
    }

    @Test func ownTracksBadLocationIsRefusedWithItsRawText() throws {
        let batch = try read(.owntracks, json(#"{"_type":"location","lat":91.5,"lon":2.29513,"tst":1718438400}"#))
        #expect(batch.points.isEmpty)
        let refused = try #require(batch.refused.first)
        #expect(refused.reason.contains("out of range"))
        #expect(refused.raw == #"{"_type":"location","lat":91.5,"lon":2.29513,"tst":1718438400}"#)
    }

    @Test(arguments: ["not json", "[1,2,3]", #"{"lat":1}"#, #"{"_type":"location""#, "\"location\""])
    func ownTracksBodyThatIsNotAMessageIsMalformed(_ body: String) {
        #expect(throws: DevicePayloadError.self) { try read(.owntracks, json(body)) }
    }

    // MARK: Overland

    let overlandBatch = """
        {"locations":[
          {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.030581,37.3318]},
           "properties":{"timestamp":"2024-06-15T01:00:00-0700","altitude":12,"speed":4,"horizontal_accuracy":30,"vertical_accuracy":-1,
             "motion":["driving","stationary"],"pauses":false,"activity":"other_navigation","desired_accuracy":100,"deferred":1000,
             "significant_change":"disabled","locations_in_payload":3,"battery_state":"charging","battery_level":0.89,"device_id":"","wifi":""}},
          {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.03,37.33]},"properties":{"timestamp":"2024-06-15T08:01:00Z","speed":-1}},
          {"type":"Feature","geometry":{"type":"Point","coordinates":[-122.03,37.33]},"properties":{"timestamp":"1999-12-31T23:00:00Z"}}
        ],
        "current":{"type":"Feature","geometry":{"type":"Point","coordinates":[-122.03,37.33]},"properties":{"timestamp":"2024-06-15T08:02:00Z"}},
        "trip":{"mode":"car","start":"2024-06-15T07:00:00Z"}}
        """

    @Test func overlandBatchKeepsGoodFeaturesAndRefusesTheBadOne() throws {
        let batch = try read(.overland, json(overlandBatch))
        #expect(batch.points.count == 2)
        let first = try #require(batch.points.first)
        #expect(first.coordinate == Coordinate(latitude: 37.3318, longitude: -122.030581))
        #expect(first.utc == Date(timeIntervalSince1970: 1_718_438_400))
        #expect(first.accuracy == 30)
        #expect(first.speed == 4)
        #expect(first.detail["motion"] == "driving,stationary")
        // Overland's -1 means "not known": no speed rather than a negative one.
        #expect(batch.points[1].speed == nil)
        let refused = try #require(batch.refused.first)
        #expect(batch.refused.count == 1)
        #expect(refused.reason.contains("before 2000-01-01"))
        #expect(refused.raw.contains("1999-12-31T23:00:00Z"))
    }

    @Test(arguments: [#"{"result":"ok"}"#, #"{"locations":{}}"#, "[]", "<xml/>"])
    func overlandBodyWithoutLocationsIsMalformed(_ body: String) {
        #expect(throws: DevicePayloadError.self) { try read(.overland, json(body)) }
    }

    @Test func overlandFeatureThatIsNoPointIsRefused() throws {
        let batch = try read(.overland, json("""
            {"locations":[{"type":"Feature","geometry":{"type":"LineString","coordinates":[[1,2],[3,4]]},"properties":{"timestamp":"2024-06-15T08:00:00Z"}},
            {"type":"Feature","geometry":{"type":"Point","coordinates":[2.35]},"properties":{"timestamp":"2024-06-15T08:00:00Z"}}, 42]}
            """))
        #expect(batch.points.isEmpty)
        #expect(batch.refused.count == 3)
        #expect(batch.refused.last?.raw == "42")
    }

    // MARK: GPSLogger

    @Test func gpsLoggerCustomURLQuery() throws {
        let request = DeviceRequest(method: .get, query: [
            ("lat", "38.7223"), ("lon", "-9.1393"), ("time", "2024-06-15T09:30:00.000Z"), ("acc", "8.0"), ("alt", "71.0"), ("spd", "1.5"),
        ])
        let batch = try read(.gpslogger, request)
        let point = try #require(batch.points.first)
        #expect(point.coordinate == Coordinate(latitude: 38.7223, longitude: -9.1393))
        #expect(point.utc == Date(timeIntervalSince1970: 1_718_443_800))
        #expect(point.accuracy == 8)
        #expect(point.altitude == 71)
        #expect(point.speed == 1.5)
    }

    @Test func gpsLoggerFormBodyWithEpochTimestamp() throws {
        let body = "lat=38.7223&lon=-9.1393&timestamp=1718443800&acc=&alt=&spd="
        let request = DeviceRequest(method: .post, contentType: "application/x-www-form-urlencoded; charset=UTF-8", body: Data(body.utf8))
        let point = try #require(try read(.gpslogger, request).points.first)
        #expect(point.utc == Date(timeIntervalSince1970: 1_718_443_800))
        #expect(point.accuracy == nil)
    }

    @Test func gpsLoggerTimeMoreThanADayAheadIsRefused() throws {
        let request = DeviceRequest(method: .get, query: [("lat", "38.7"), ("lon", "-9.1"), ("time", "2024-06-17T10:00:00Z")])
        let batch = try read(.gpslogger, request)
        #expect(batch.points.isEmpty)
        #expect(batch.refused.first?.reason.contains("more than a day") == true)
        #expect(batch.refused.first?.raw == "lat=38.7&lon=-9.1&time=2024-06-17T10:00:00Z")
    }

    @Test func gpsLoggerUnreadableNumberIsRefusedNotMalformed() throws {
        let request = DeviceRequest(method: .get, query: [("lat", "%LAT"), ("lon", "-9.1"), ("time", "2024-06-15T09:00:00Z")])
        let batch = try read(.gpslogger, request)
        #expect(batch.points.isEmpty)
        #expect(batch.refused.count == 1)
    }

    @Test func gpsLoggerWithoutPositionIsMalformed() {
        #expect(throws: DevicePayloadError.self) { try read(.gpslogger, DeviceRequest(method: .get, query: [("time", "2024-06-15T09:00:00Z")])) }
        #expect(throws: DevicePayloadError.self) { try read(.gpslogger, DeviceRequest(method: .post, body: Data("hello".utf8))) }
    }

    // MARK: Traccar

    @Test func traccarOsmAndQuery() throws {
        let request = DeviceRequest(method: .post, query: [
            ("id", "phone"), ("timestamp", "1718443800"), ("lat", "-33.8688"), ("lon", "151.2093"), ("speed", "10.0"), ("bearing", "90.0"),
            ("altitude", "58.0"), ("accuracy", "12.0"), ("batt", "81.0"),
        ])
        let point = try #require(try read(.traccar, request).points.first)
        #expect(point.coordinate == Coordinate(latitude: -33.8688, longitude: 151.2093))
        #expect(point.utc == Date(timeIntervalSince1970: 1_718_443_800))
        // OsmAnd's speed is in knots.
        #expect(abs((point.speed ?? 0) - 5.1444) < 0.001)
        #expect(point.accuracy == 12)
        #expect(point.altitude == 58)
    }

    @Test func traccarOsmAndISOTimestampInAForm() throws {
        let body = "id=phone&lat=-33.8688&lon=151.2093&timestamp=2024-06-15T09%3A30%3A00Z"
        let request = DeviceRequest(method: .post, contentType: "application/x-www-form-urlencoded", body: Data(body.utf8))
        let point = try #require(try read(.traccar, request).points.first)
        #expect(point.utc == Date(timeIntervalSince1970: 1_718_443_800))
    }

    @Test func traccarClientJSON() throws {
        let batch = try read(.traccar, json("""
            {"location":{"timestamp":"2024-06-15T09:30:00.000Z","coords":{"latitude":-33.8688,"longitude":151.2093,"accuracy":5,"speed":2.5,\
            "heading":180,"altitude":40},"is_moving":true,"odometer":1200,"event":"motionchange","battery":{"level":0.7,"is_charging":false},\
            "activity":{"type":"walking"},"extras":{}},"device_id":"phone"}
            """))
        let point = try #require(batch.points.first)
        #expect(point.speed == 2.5)
        #expect(point.accuracy == 5)
        #expect(point.utc == Date(timeIntervalSince1970: 1_718_443_800))
    }

    @Test func traccarJSONWithAnArrayOfLocationsKeepsTheGoodOnes() throws {
        let batch = try read(.traccar, json("""
            {"device_id":"phone","location":[
              {"timestamp":"2024-06-15T09:30:00Z","coords":{"latitude":-33.8688,"longitude":151.2093}},
              {"timestamp":"2024-06-15T09:31:00Z","coords":{"latitude":-33.8688,"longitude":200}},
              {"timestamp":"2024-06-15T09:32:00Z"}]}
            """))
        #expect(batch.points.count == 1)
        #expect(batch.refused.count == 2)
    }

    @Test func traccarWithoutLocationIsMalformed() {
        #expect(throws: DevicePayloadError.self) { try read(.traccar, json(#"{"device_id":"phone"}"#)) }
        #expect(throws: DevicePayloadError.self) { try read(.traccar, DeviceRequest(method: .get, query: [("id", "phone")])) }
    }

    // MARK: Hostile input

    @Test func deeplyNestedJSONIsMalformedNotACrash() {
        let body = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        for app in [DeviceApp.owntracks, .overland, .traccar] {
            #expect(throws: DevicePayloadError.self) { try read(app, json(body)) }
        }
    }

    @Test func invalidUTF8AndNumbersThatAreNotNumbers() throws {
        var body = Data(#"{"_type":"location","lat":1e999,"lon":2,"tst":1718438400,"tid":""#.utf8)
        body.append(contentsOf: [0xFF, 0xFE])
        body.append(contentsOf: Data(#""}"#.utf8))
        let batch = try read(.owntracks, DeviceRequest(method: .post, contentType: "application/json", body: body))
        #expect(batch.points.isEmpty)
        #expect(batch.refused.count == 1)
    }
}

@Suite struct DevicePayloadLimitTests {
    @Test func aBodyOfTooManyValuesIsMalformed() {
        let body = "{\"locations\":[" + Array(repeating: "0", count: DevicePayload.maximumValues + 1).joined(separator: ",") + "]}"
        let request = DeviceRequest(method: .post, contentType: "application/json", body: Data(body.utf8))
        #expect(throws: DevicePayloadError.self) { try DevicePayload.read(request, app: .overland, receivedAt: Date()) }
    }

    @Test func aLargeBacklogBatchIsRead() throws {
        let features = (0..<1_000).map { i in
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[2.35,48.85]},"properties":{"timestamp":"2024-06-15T08:00:\#(String(format: "%02d", i % 60))Z","horizontal_accuracy":5,"altitude":35,"speed":0,"motion":["stationary"],"battery_state":"unplugged","battery_level":0.5,"wifi":"home","deferred":0,"significant_change":"disabled","locations_in_payload":1000,"desired_accuracy":100,"activity":"other","pauses":false,"device_id":""}}"#
        }
        let request = DeviceRequest(method: .post, contentType: "application/json", body: Data(#"{"locations":[\#(features.joined(separator: ","))]}"#.utf8))
        let batch = try DevicePayload.read(request, app: .overland, receivedAt: Date(timeIntervalSince1970: 1_718_445_600))
        #expect(batch.points.count == 1_000)
    }
}
