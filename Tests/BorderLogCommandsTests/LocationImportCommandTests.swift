import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog locations` as a user runs it (in process; `borderlog-locations` as its own executable).
@Suite struct LocationImportCommandTests {
    let folder = TemporaryDirectory()

    func gpx(_ minutes: Range<Int>) -> String {
        let points = minutes.map { m in
            String(format: "<trkpt lat=\"51.5%03d\" lon=\"-0.12\"><time>2024-07-01T10:%02d:00Z</time></trkpt>", m, m)
        }
        return "<?xml version=\"1.0\"?><gpx version=\"1.1\"><wpt lat=\"1\" lon=\"2\"/><trk><trkseg>\(points.joined())</trkseg></trk></gpx>"
    }

    @Test func overlappingExportsDedupeAndAnUnchangedFileIsSkipped() async throws {
        let first = folder.write("a.gpx", gpx(0..<40))
        try FileManager.default.createDirectory(atPath: folder.path("b"), withIntermediateDirectories: true)
        folder.write("b/a-newer.gpx", gpx(20..<60))
        let store = folder.path("store.sqlite")
        let environment = ["BORDERLOG_GEO_INDEX": folder.path("no-index.idx")]

        let one = await borderlog(["--store", store, "locations", "--keep-all", first], environment: environment)
        #expect(one.status == 0)
        #expect(one.stderr.contains("41 points read, 40 timestamped (1 without a time, not stored)"))
        #expect(one.stderr.contains("40 added"))

        let two = await borderlog(["--store", store, "locations", "--keep-all", first, folder.path("b")], environment: environment)
        #expect(two.status == 0)
        #expect(two.stderr.contains("(1 unchanged, 0 rejected)"))
        #expect(two.stderr.contains("20 added, 20 already stored"))

        let signals = await borderlog(["--store", store, "signals", "--kind", "location", "--format", "jsonl"], environment: environment)
        #expect(signals.stdout.split(separator: "\n").count == 60)
    }

    @Test func thinningIsTheDefaultAndRejectedRecordsExitTwo() async throws {
        let path = folder.write("Records.json", SampleExports.googleRecords)
        let store = folder.path("store.sqlite")
        let environment = ["BORDERLOG_GEO_INDEX": folder.path("no-index.idx")]
        let result = try run("borderlog-locations", ["--store", store, path], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Records.json: locations[2]: latitudeE7 is not a number"))
        #expect(result.stderr.contains("2 records rejected"))

        let track = folder.write("track.gpx", gpx(0..<60))
        let thinned = await borderlog(["--store", folder.path("indexed.sqlite"), "locations", track])
        #expect(thinned.status == 0)
        // An hour in London: the first and last point, a sample each 20 minutes (10:00, 10:20, 10:40), and two more
        // points so the day weighs what inference compares (10:01, 10:02).
        #expect(thinned.stderr.contains("6 kept after thinning"))
        let fiveMinutes = await borderlog(["--store", folder.path("five.sqlite"), "locations", "--thin-minutes", "5", track])
        #expect(fiveMinutes.stderr.contains("13 kept after thinning"))  // 10:00, 10:05 … 10:55 and 10:59
        // Without a geo index thinning cannot tell countries apart, so it keeps every point.
        let unplaced = await borderlog(["--store", store, "locations", track], environment: environment)
        #expect(unplaced.stderr.contains("60 kept after thinning"))
    }

    @Test func dryRunReportsCountsWithoutTouchingTheStore() async throws {
        let path = folder.write("track.gpx", gpx(0..<3))
        let store = folder.path("store.sqlite")
        let result = await borderlog(["--store", store, "locations", "--dry-run", path], environment: ["BORDERLOG_GEO_INDEX": folder.path("none")])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["points"] as? Int == 4)
        #expect(json?["timestamped"] as? Int == 3)
        #expect(json?["firstUTC"] as? String == "2024-07-01T10:00:00.000Z")
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test func anUnknownFileNamedOnTheCommandLineIsRejected() async throws {
        let path = folder.write("notes.txt", "hello")
        let result = await borderlog(["--store", folder.path("s.sqlite"), "locations", path], environment: ["BORDERLOG_GEO_INDEX": folder.path("none")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("notes.txt: rejected: not a location export"))
    }
}
