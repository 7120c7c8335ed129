import BorderLogFiles
@testable import BorderLogLocations
import BorderLogTestSupport
import Foundation
import Testing

/// Line-based exports (CSV, OwnTracks, IGC, NMEA) hold at most `LineSource.maximumLineBytes` of a line or a quoted record:
/// longer ones are rejected with their line number and the file read on.
@Suite struct LineLimitsTests {
    let folder = TemporaryDirectory()

    static let tooLong = String(repeating: "x", count: LineSource.maximumLineBytes + 10)

    @Test func lineSourceCutsLongLinesAndSaysSo() throws {
        var lines = LineSource(MemoryByteStream(Array("abcdefgh\nab\nabcdefghij".utf8)), limit: 4)
        #expect(try lines.next() == Array("abcd".utf8))
        #expect(lines.wasCut)
        #expect(try lines.next() == Array("ab".utf8))
        #expect(!lines.wasCut)
        #expect(try lines.next() == Array("abcd".utf8))
        #expect(lines.wasCut && lines.number == 3)
        #expect(try lines.next() == nil)
    }

    @Test func anOwnTracksLineOverTheLimitIsRejectedAndTheRestRead() {
        let text = """
            2024-03-01T09:03:09Z\t*\t{"_type":"location","lat":52.52,"lon":13.40,"tst":1709283789}
            2024-03-01T09:04:09Z\t*\t{"_type":"location","note":"\(Self.tooLong)"}
            2024-03-01T09:05:09Z\t*\t{"_type":"location","lat":52.53,"lon":13.41,"tst":1709283909}

            """
        let read = LocationFixtures.read(text, name: "berlin.rec", in: folder)
        #expect(read.points.count == 2)
        #expect(read.errors.map(\.line) == [2])
        #expect(read.errors.first?.message.contains("line longer than 4 MB") == true)
    }

    @Test func anIGCOrNMEALineOverTheLimitIsRejectedAndTheRestRead() {
        let igc = ["AXXX001", "HFDTE150324", TrackLogSamples.igcFix(time: "120000", latitude: 45, longitude: 6) + Self.tooLong,
                   TrackLogSamples.igcFix(time: "120001", latitude: 45, longitude: 6)].joined(separator: "\n")
        let nmea = [TrackLogSamples.rmc(time: "120000", date: "150324", latitude: 45, longitude: 6), "$GPGSV," + Self.tooLong,
                    TrackLogSamples.rmc(time: "120001", date: "150324", latitude: 45, longitude: 6)].joined(separator: "\n")
        for (text, name, line) in [(igc, "flight.igc", 3), (nmea, "drive.nmea", 2)] {
            let read = LocationFixtures.read(text, name: name, in: folder)
            #expect(read.times.last == "2024-03-15T12:00:01Z")
            #expect(read.errors.map(\.line) == [line])
            #expect(read.errors.first?.message.contains("line longer than 4 MB") == true)
        }
    }

    @Test func aCSVLineOverTheLimitIsRejectedAndTheRestRead() {
        let text = "time,lat,lon\n2024-06-15T10:30:00Z,52.52,13.405\n2024-06-15T10:31:00Z,\(Self.tooLong)\n2024-06-15T10:32:00Z,52.53,13.41\n"
        let read = LocationFixtures.read(text, name: "log.csv", in: folder)
        #expect(read.times == ["2024-06-15T10:30:00Z", "2024-06-15T10:32:00Z"])
        #expect(read.errors.map(\.line) == [3])
    }

    @Test func aQuoteNeverClosedStopsAtTheLimitNotAtTheEndOfTheFile() {
        // Every line after the stray quote used to be added to one record, and the record's quotes counted again
        // for each line: a few MB of lines took hours, and the whole file was held as one field.
        let row = "2024-06-15T10:30:00Z,52.52,13.405," + String(repeating: "y", count: 66) + "\n"
        let rows = (LineSource.maximumLineBytes / row.utf8.count) + 500
        let text = "time,lat,lon,note\n2024-06-15T10:29:00Z,52.5,13.4,\"stray\n" + String(repeating: row, count: rows)
        let read = LocationFixtures.read(text, name: "log.csv", in: folder)
        #expect(read.errors.map(\.line) == [2])
        #expect(read.errors.first?.message.contains("a quote never closed") == true)
        #expect(read.points.count > 400 && read.points.count < 500)
    }
}
