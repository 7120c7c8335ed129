import BorderLogArchive
@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// `.gz` files and `.gz` members of zips (Strava's bulk export), inflated as they are read.
@Suite struct GzipLocationTests {
    let folder = TemporaryDirectory()

    /// A GPX track of `count` points a minute apart from 2024-05-01T06:00:00Z, near Ljubljana.
    static func gpx(_ count: Int) -> String {
        let points = (0..<count).map { n in
            let time = LocationFixtures.iso(Date(timeIntervalSince1970: 1_714_543_200 + Double(n) * 60))
            return String(format: "<trkpt lat=\"46.%05d\" lon=\"14.50\"><ele>295</ele><time>%@</time></trkpt>\n", n, time)
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"StravaGPX\"><trk><name>Morning Ride</name><trkseg>\n"
            + points.joined() + "</trkseg></trk></gpx>\n"
    }

    static func gz(_ text: String) -> [UInt8] { GzipWriter.compress(Array(text.utf8)) }

    @Test func aGzippedGPXReadsAsItsContentAndGivesTheSamePointsAsTheFileItself() {
        let plain = LocationFixtures.read(Self.gpx(30), name: "ride.gpx", in: folder)
        let read = LocationFixtures.read(path: folder.write("12345.gpx.gz", bytes: Self.gz(Self.gpx(30))))
        #expect(read.format == .gpx)
        #expect(read.issues.isEmpty)
        #expect(read.points.count == 30)
        #expect(read.points == plain.points)
    }

    @Test func concatenatedMembersReadAsOneStreamAndPaddingAfterTheLastIsIgnored() {
        let text = Self.gpx(10)
        let cut = text.index(text.startIndex, offsetBy: text.count / 2)
        let bytes = Self.gz(String(text[..<cut])) + Self.gz(String(text[cut...])) + [UInt8](repeating: 0, count: 512)
        let read = LocationFixtures.read(path: folder.write("two-members.gpx.gz", bytes: bytes))
        #expect(read.issues.isEmpty)
        #expect(read.points.count == 10)
    }

    @Test func aTruncatedGzipIsNamedWithWhyAndThePointsBeforeTheCutStand() throws {
        let whole = Self.gz(Self.gpx(4_000))
        let path = folder.write("cut.gpx.gz", bytes: Array(whole.prefix(whole.count / 2)))
        let read = LocationFixtures.read(path: path)
        #expect(read.error == nil)
        #expect(read.format == .gpx)
        let error = try #require(read.errors.first)
        #expect(read.errors.count == 1)
        #expect(error.description.hasPrefix("\(path): truncated: the gzip data ends after \(whole.count / 2) bytes"))
        #expect(read.points.count > 500 && read.points.count < 4_000)
    }

    @Test func aGzipCutInsideItsHeaderIsOneRejectionNotACrash() throws {
        for length in [3, 10, 11] {
            let read = LocationFixtures.read(path: folder.write("stub\(length).gz", bytes: Array(Self.gz(Self.gpx(2)).prefix(length))))
            #expect(read.points.isEmpty)
            #expect(read.format == .gzip)
            #expect(read.errors.count == 1)
            #expect(read.errors.first?.message.hasPrefix("truncated") == true)
        }
    }

    @Test func aDamagedChecksumIsNamedAfterEveryPointWasRead() throws {
        var bytes = Self.gz(Self.gpx(200))
        bytes[bytes.count - 6] ^= 0xFF  // the CRC-32 of the trailer
        let read = LocationFixtures.read(path: folder.write("crc.gpx.gz", bytes: bytes))
        #expect(read.points.count == 200)
        let error = try #require(read.errors.first)
        #expect(read.errors.count == 1)
        #expect(error.message.hasPrefix("corrupt gzip data after") && error.message.hasSuffix("bytes: incorrect data check"))
    }

    @Test func garbledDeflateDataIsRejectedNotFollowed() throws {
        var bytes = Self.gz(Self.gpx(200))
        for index in stride(from: 40, to: bytes.count - 20, by: 7) { bytes[index] ^= 0x5A }
        let read = LocationFixtures.read(path: folder.write("garbled.gpx.gz", bytes: bytes))
        #expect(!read.errors.isEmpty)
        #expect(read.points.count < 200)
    }

    @Test func aGzipBombIsRefusedPastTheArchiveLimits() throws {
        let bomb = "<?xml version=\"1.0\"?><gpx version=\"1.1\">" + String(repeating: " ", count: 6 << 20) + "</gpx>"
        let read = LocationFixtures.read(path: folder.write("bomb.gpx.gz", bytes: Self.gz(bomb, level: 9)))
        let error = try #require(read.errors.first)
        #expect(error.message.contains("as a zip bomb does"))
    }

    @Test func aGzipHoldingNoLocationExportIsNotOne() {
        let read = LocationFixtures.read(path: folder.write("notes.txt.gz", bytes: Self.gz("shopping: milk, eggs\n")))
        #expect(read.error?.message.hasPrefix("not a location export") == true)
    }

    @Test func aStravaBulkExportReadsItsGzippedGPXTCXAndFITActivitiesAndNamesTheBrokenOne() throws {
        var fit = FITFileBuilder()
        fit.define(local: 0, global: FITFileBuilder.record, fields: [.timestamp, .positionLat, .positionLong])
        let t = FITFileBuilder.time(Date(timeIntervalSince1970: 1_717_236_000))  // 2024-06-01T10:00:00Z
        fit.message(local: 0, [t, FITFileBuilder.semicircles(45.8150), FITFileBuilder.semicircles(15.9819)])
        fit.message(local: 0, [t + 60, FITFileBuilder.semicircles(45.8160), FITFileBuilder.semicircles(15.9829)])
        let tcx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running">
            <Lap StartTime="2024-06-02T07:00:00Z"><Track><Trackpoint><Time>2024-06-02T07:00:00Z</Time><Position><LatitudeDegrees>43.5081</LatitudeDegrees>
            <LongitudeDegrees>16.4402</LongitudeDegrees></Position></Trackpoint></Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let broken = Self.gz(Self.gpx(3_000))
        let path = folder.path("export_1234.zip")
        try ZipWriter.write([
            (path: "activities.csv", contents: Data("Activity ID,Activity Date,Filename\n1,\"Jun 1, 2024\",activities/1.fit.gz\n".utf8)),
            (path: "activities/1.fit.gz", contents: Data(GzipWriter.compress(fit.file()))),
            (path: "activities/2.tcx.gz", contents: Data(Self.gz(tcx))),
            (path: "activities/3.gpx.gz", contents: Data(Self.gz(Self.gpx(5)))),
            (path: "activities/4.gpx.gz", contents: Data(broken.prefix(broken.count / 3))),
        ], to: path)
        let read = LocationFixtures.read(path: path)
        #expect(read.format == .zip)
        #expect(read.times.contains("2024-06-01T10:01:00Z") && read.times.contains("2024-06-02T07:00:00Z"))
        let brokenPoints = read.points.count - 2 - 1 - 5
        #expect(brokenPoints > 100 && brokenPoints < 3_000)
        let errors = read.errors.map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("\(path): activities/4.gpx.gz: truncated: the gzip data ends") == true)
    }
}

private extension GzipLocationTests {
    static func gz(_ text: String, level: Int32) -> [UInt8] { GzipWriter.compress(Array(text.utf8), level: level) }
}
