import BorderLogInference
@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// Altitude and speed, read from exports or measured along the track, reach the stored signal's detail.
@Suite struct LocationSpeedTests {
    let folder = TemporaryDirectory()

    @Test func readersKeepAltitudeAndSpeed() {
        let gpx = """
            <?xml version="1.0"?>
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2">
            <trk><trkseg>
            <trkpt lat="48.1" lon="11.5"><ele>10668.2</ele><time>2024-05-06T10:00:00Z</time>
              <extensions><gpxtpx:TrackPointExtension><gpxtpx:speed>236.5</gpxtpx:speed></gpxtpx:TrackPointExtension></extensions></trkpt>
            <trkpt lat="48.2" lon="11.6"><ele>high</ele><time>2024-05-06T10:01:00Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        let track = LocationFixtures.read(gpx, name: "flight.gpx", in: folder)
        #expect(track.points.map(\.altitude) == [10_668.2, nil])
        #expect(track.points.map(\.speed) == [236.5, nil])
        let records = """
            {"locations": [{"latitudeE7": 481000000, "longitudeE7": 115000000, "timestamp": "2024-05-06T10:00:00Z",
              "accuracy": 10, "altitude": 11277, "velocity": 245, "source": "GPS"}]}
            """
        let read = LocationFixtures.read(records, name: "Records.json", in: folder)
        #expect(read.points.map(\.altitude) == [11_277] && read.points.map(\.speed) == [245])
    }

    @Test func speedIsMeasuredOverAtLeastAMinuteAndNeverOverALongGap() {
        var speed = LocationSpeed()
        let start = Date(timeIntervalSince1970: 1_715_000_000)
        func at(_ seconds: TimeInterval, _ lat: Double) -> Double? {
            speed.speed(at: start + seconds, Coordinate(latitude: lat, longitude: 10)!)
        }
        #expect(at(0, 50) == nil)
        // Jitter of 100 m a second apart is not measured…
        #expect(at(1, 50.0009) == nil)
        // …over a minute it is: 0.1° of latitude (≈ 11.1 km) in 60 s ≈ 185 m/s.
        let fast = at(60, 50.1)
        #expect(fast.map { abs($0 - 185.3) < 1 } == true)
        // After a gap of two hours nothing is said.
        #expect(at(60 + 7_200, 60) == nil)
    }

    @Test func theStreamWritesAltitudeAndTrackSpeedIntoTheSignal() {
        var stream = LocationSignalStream(index: nil, thinning: .keepEverything)
        var signals: [Signal] = []
        let start = Date(timeIntervalSince1970: 1_715_000_000)
        for (index, lat) in [50.0, 50.5, 51.0].enumerated() {
            let point = LocationPoint(coordinate: Coordinate(latitude: lat, longitude: 8)!, utc: start + Double(index) * 240, altitude: 10_900.4)
            stream.offer(point) { signals.append($0) }
        }
        stream.finish { signals.append($0) }
        #expect(signals.count == 3)
        #expect(signals.map { $0.detail.storedDetail["altitude"] } == ["10900", "10900", "10900"])
        #expect(signals[0].detail.storedDetail["trackSpeed"] == nil)
        // 0.5° of latitude (≈ 55.6 km) in 4 minutes ≈ 231.7 m/s.
        #expect(signals[1].detail.storedDetail["trackSpeed"] == "231.7")
        var located = signals[1]
        located.country = country("DE")
        let point = EvidencePoint(located)
        #expect(point?.altitude == 10_900 && point?.speed == 231.7)
        #expect(point.map(InferencePolicy.standard.isAirborne) == true)
    }
}
