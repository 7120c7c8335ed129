@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

@Suite struct NMEAReaderTests {
    let folder = TemporaryDirectory()
    typealias Log = TrackLogSamples

    @Test func rmcAndGGAOfOneMomentMakeOnePointWithSpeedAltitudeAndDate() throws {
        let text = [
            Log.nmea("GPGSV,3,1,11,03,03,111,00,04,15,270,00,06,01,010,00,13,06,292,00"),
            Log.gga("GN", time: "235959.00", latitude: 48.1173, longitude: 11.5167, altitude: 545.4),
            Log.rmc("GN", time: "235959.00", date: "230394", latitude: 48.1173, longitude: 11.5167, knots: 22.4),
            Log.rmc("GN", time: "000001.00", date: "240394", latitude: 48.1180, longitude: 11.5170, knots: 10),
            // Only GGA from here on: the date comes from the latest RMC.
            Log.gga("GN", time: "000002.50", latitude: 48.1181, longitude: 11.5171, altitude: 546),
        ].joined(separator: "\r\n")
        let read = LocationFixtures.read(text, name: "drive.log", in: folder)
        #expect(read.format == .nmea)
        #expect(read.errors.isEmpty)
        #expect(read.times == ["1994-03-23T23:59:59Z", "1994-03-24T00:00:01Z", "1994-03-24T00:00:02Z"])
        let first = try #require(read.points.first)
        #expect(abs(first.coordinate.latitude - 48.1173) < 1e-6 && abs(first.coordinate.longitude - 11.5167) < 1e-6)
        #expect(first.altitude == 545.4)
        #expect(abs((first.speed ?? 0) - 22.4 * 1852 / 3600) < 1e-9)
        #expect(read.points[1].altitude == nil && read.points[2].speed == nil && read.points[2].altitude == 546)
        #expect(read.points[2].utc?.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) == 0.5)
    }

    @Test(arguments: ["GP", "GN", "GL", "GA", "BD", "GB"])
    func everyTalkerIsRead(_ talker: String) {
        let read = LocationFixtures.read(Log.rmc(talker, time: "101500", date: "010724", latitude: -33.9249, longitude: 18.4241) + "\n", name: "t.nmea", in: folder)
        #expect(read.times == ["2024-07-01T10:15:00Z"])
        #expect(read.points.first.map { $0.coordinate.latitude < 0 } == true)
    }

    @Test func badChecksumsGarbageAndImpossiblePositionsAreRejectedWithTheirLine() {
        let good = Log.rmc(time: "120000", date: "150324", latitude: 45, longitude: 6)
        let text = [
            Log.gga(time: "115959", latitude: 45, longitude: 6, altitude: 400),  // before any RMC: no date
            String(good.dropLast(2)) + "00",  // checksum does not match
            "$GPRMC,120001,A,4500.000,N,00600.000,E,0.0,0.0,150324,,,A",  // no checksum: read
            "\u{01}\u{02}garbage\u{7F}",
            Log.nmea("GPRMC,120002,A,9100.000,N,00600.000,E,0.0,0.0,150324,,,A"),  // 91° north
            Log.nmea("GPRMC,120003,A,4500.000,Q,00600.000,E,0.0,0.0,150324,,,A"),  // no hemisphere Q
            Log.nmea("GPRMC,120004,V,,,,,,,150324,,,N"),  // receiver warning: no fix, not an error
            Log.gga(time: "120005", latitude: 45, longitude: 6, altitude: 400, quality: 0),  // no fix
            Log.nmea("GPRMC,1200,A,4500.000,N,00600.000,E,0.0,0.0,150324,,,A"),  // time too short
            Log.nmea("GPRMC,120006,A,4560.000,N,00600.000,E,0.0,0.0,150324,,,A"),  // 60 minutes
            good.replacingOccurrences(of: "*", with: "*Z"),
            "2024-03-15 12:00:07 " + Log.rmc(time: "120007", date: "150324", latitude: 45, longitude: 6),  // a logger's prefix
            "!AIVDM,1,1,,A,13aEOK?P00PD2wVMdLDRhgvL289?,0*26",
        ].joined(separator: "\n")
        let read = LocationFixtures.read(text, name: "log.txt", in: folder, format: .nmea)
        #expect(read.times == ["2024-03-15T12:00:01Z", "2024-03-15T12:00:07Z"])
        #expect(read.sink.untimed == 1)
        #expect(read.errors.map(\.line) == [2, 4, 5, 6, 9, 10, 11])
        #expect(read.errors[0].message.hasPrefix("checksum *00 does not match the sentence"))
        #expect(read.errors[2].message == "coordinate out of range: 91.0, 6.0")
        #expect(read.issues.filter { $0.severity == .warning }.map(\.line) == [1])
    }

    @Test func magellanTrackPointsAreRead() {
        let text = [
            "$PMGNTRK,4415.163,N,07631.126,W,00095,M,110833.53,A,,030409*68",
            Log.nmea("PMGNTRK,4414.765,N,07631.087,W,00328,F,110905.52,A,TRACK 1,030409"),
            "$PMGNCMD,END*3D",
        ].joined(separator: "\n")
        let read = LocationFixtures.read(text, name: "magellan.log", in: folder)
        #expect(read.format == .nmea && read.errors.isEmpty)
        #expect(read.times == ["2009-04-03T11:08:33Z", "2009-04-03T11:09:05Z"])
        #expect(read.points.map { $0.altitude.map { ($0 * 10).rounded() / 10 } } == [95, 100])
        #expect(read.points.first.map { $0.coordinate.longitude < -76 } == true)
    }

    @Test func aTextFileWithoutSentencesIsNotTakenForNMEA() {
        let read = LocationFixtures.read("$ echo hello\n$ ls\n", name: "shell.txt", in: folder)
        #expect(read.error != nil)
    }
}
