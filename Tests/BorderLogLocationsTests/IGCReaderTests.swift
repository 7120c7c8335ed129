@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

@Suite struct IGCReaderTests {
    let folder = TemporaryDirectory()

    /// A paraglider's evening flight from Annecy that lands after midnight UTC, with fix accuracy in the B records.
    static let lateFlight = [
        "AXCT7f2a1b3c",
        "HFDTEDATE:300624,01",
        "HFPLTPILOTINCHARGE: Jane Doe",
        "I013638FXA",
        TrackLogSamples.igcFix(time: "235930", latitude: 45.8992, longitude: 6.1294, pressure: 1_650, gnss: 1_702, extra: "012"),
        TrackLogSamples.igcFix(time: "235958", latitude: 45.8990, longitude: 6.1301, valid: false, pressure: 1_640, gnss: 0, extra: "099"),
        TrackLogSamples.igcFix(time: "000012", latitude: -45.8980, longitude: -6.1310, pressure: 1_630, gnss: 1_680, extra: "008"),
        "LXCTSIGNATURE",
        "G7D6B1E2F",
    ].joined(separator: "\r\n") + "\r\n"

    @Test func fixesTakeTheFlightDateAndMoveToTheNextDayPastMidnightUTC() throws {
        let read = LocationFixtures.read(Self.lateFlight, name: "2024-06-30-XCT-flight", in: folder)
        #expect(read.format == .igc)
        #expect(read.errors.isEmpty)
        #expect(read.times == ["2024-06-30T23:59:30Z", "2024-06-30T23:59:58Z", "2024-07-01T00:00:12Z"])
        let first = try #require(read.points.first)
        #expect(abs(first.coordinate.latitude - 45.8992) < 1e-5 && abs(first.coordinate.longitude - 6.1294) < 1e-5)
        // GNSS altitude for a 3D fix, the pressure altitude for a 2D one; FXA as the accuracy.
        #expect(read.points.map(\.altitude) == [1_702, 1_640, 1_680])
        #expect(read.points.map(\.accuracy) == [12, 99, 8])
        #expect(read.points[2].coordinate.latitude < 0 && read.points[2].coordinate.longitude < 0)
        #expect(first.detail == ["format": "igc", "element": "B"])
    }

    @Test func theOlderDateHeaderIsReadAndFixesBeforeAnyDateHaveNoTime() {
        let text = [
            "AXMP eTrex",
            TrackLogSamples.igcFix(time: "071500", latitude: 49.2, longitude: 6.7),
            "HFDTE050110",
            TrackLogSamples.igcFix(time: "072315", latitude: 49.2738, longitude: 6.7318, pressure: 0, gnss: 443),
        ].joined(separator: "\n")
        let read = LocationFixtures.read(text, name: "flight.igc", in: folder)
        #expect(read.times == ["2010-01-05T07:23:15Z"])
        #expect(read.sink.untimed == 1)
        #expect(read.issues.map(\.line) == [2] && read.errors.isEmpty)
    }

    @Test func malformedRecordsAreRejectedWithTheirLineAndTheRestIsRead() {
        let text = [
            "AXXX001",
            "HFDTE311324",  // 31st of month 13
            "HFDTE150324",
            "B1200004512345N00612345E",  // 24 characters: no validity
            "B1261004512345N00612345EA0000000000",  // minute 61
            "B1200009100000N00612345EA0000000000",  // 91° north
            "B1200014561000N00612345EA0000000000",  // 61 minutes of latitude
            "B1200024512345N00612345EX0000000000",  // validity X
            "B120003451234SN00612345EA0000000000",  // a letter among the digits
            "not an IGC line",
            TrackLogSamples.igcFix(time: "120004", latitude: 45.2, longitude: 6.2),
            "",
        ].joined(separator: "\n")
        let read = LocationFixtures.read(text, name: "damaged.igc", in: folder)
        #expect(read.times == ["2024-03-15T12:00:04Z"])
        #expect(read.errors.map(\.line) == [2, 4, 5, 6, 7, 8, 9, 10])
        #expect(read.errors.map(\.field) == ["HFDTE", "B", "B", "B", "B", "B", "B", nil])
        #expect(read.errors[3].message == "coordinate out of range: 91.0, 6.20575")
    }

    @Test func aBrokenExtensionRecordIsRejectedAndFixesAreReadWithoutAccuracy() {
        let text = ["AXXX001", "HFDTE150324", "I03", TrackLogSamples.igcFix(time: "120004", latitude: 45.2, longitude: 6.2, extra: "010")].joined(separator: "\n")
        let read = LocationFixtures.read(text, name: "flight.igc", in: folder)
        #expect(read.errors.map(\.line) == [3])
        #expect(read.points.map(\.accuracy) == [nil])
    }

    @Test func aFileNamedIgcIsReadAsIGCEvenWithoutItsHeaders() {
        let read = LocationFixtures.read(TrackLogSamples.igcFix(time: "120004", latitude: 45.2, longitude: 6.2) + "\n", name: "cut.IGC", in: folder)
        #expect(read.format == .igc)
        #expect(read.sink.untimed == 1 && read.issues.count == 1)
    }
}
