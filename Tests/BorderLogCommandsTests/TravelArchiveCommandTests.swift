import BorderLogArchive
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog locations` over the archives people hold: gzipped activities, a Polarsteps export, an Arc backup.
@Suite struct TravelArchiveCommandTests {
    let folder = TemporaryDirectory()
    var environment: [String: String] { ["BORDERLOG_GEO_INDEX": folder.path("no-index.idx")] }

    func gpx(_ count: Int, hour: Int = 6) -> String {
        let points = (0..<count).map { n in
            String(format: "<trkpt lat=\"46.%05d\" lon=\"14.50\"><time>2024-05-01T%02d:%02d:%02dZ</time></trkpt>\n", n, hour + n / 3600, n / 60 % 60, n % 60)
        }
        return "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"StravaGPX\"><trk><trkseg>\n" + points.joined() + "</trkseg></trk></gpx>\n"
    }

    /// Polarsteps' `trip/<slug>_<id>/` and Arc's bucketed export, with a gzipped ride and a truncated one beside them.
    func exports() -> String {
        let root = folder.path("exports")
        folder.write("exports/user_data/trip/balkans_4711/trip.json", """
            {"id": 4711, "name": "Balkans", "all_steps": [
             {"id": 1, "start_time": 1717236000.0, "is_deleted": false, "timezone_id": "Europe/Ljubljana",
              "location": {"name": "Ljubljana", "country_code": "SI", "lat": 46.0511, "lon": 14.5051}},
             {"id": 2, "start_time": 1717322400.0, "is_deleted": true, "location": {"country_code": "HR", "lat": 45.815, "lon": 15.9819}},
             {"id": 3, "start_time": 1717400000.0, "timezone_id": "Europe/Sarajevo", "location": {"country_code": "BA", "lat": null, "lon": null}}]}
            """)
        folder.write("exports/user_data/trip/balkans_4711/locations.json",
                     #"{"locations": [{"lat": 46.05, "lon": 14.50, "time": 1717236060.0}, {"lat": 46.06, "lon": 14.51, "time": 1717236120.0}]}"#)
        folder.write("exports/arc/metadata.json", #"{"exportId": "E1", "schemaVersion": "2.2.0", "exportMode": "bucketed", "exportType": "full"}"#)
        folder.write("exports/arc/items/2024-06.json.gz", bytes: GzipWriter.compress(Array("""
            [{"base": {"id": "V1", "isVisit": true, "startDate": "2024-06-03T07:00:00Z", "endDate": "2024-06-03T10:00:00Z", "deleted": false},
              "visit": {"latitude": 48.2082, "longitude": 16.3738}},
             {"base": {"id": "V2", "isVisit": true, "startDate": "2024-06-04T07:00:00Z", "endDate": "2024-06-04T10:00:00Z", "deleted": true},
              "visit": {"latitude": 50.08, "longitude": 14.43}}]
            """.utf8)))
        folder.write("exports/arc/samples/2024-W23.json.gz", bytes: GzipWriter.compress(Array("""
            [{"id": "S1", "date": "2024-06-03T08:00:00Z", "latitude": 48.2082, "longitude": 16.3738, "movingState": 0, "recordingState": 1},
             {"id": "S2", "date": "2024-06-03T08:01:00Z", "disabled": true, "latitude": 48.2, "longitude": 16.3, "movingState": 0, "recordingState": 1}]
            """.utf8)))
        folder.write("exports/strava/activities/1234.gpx.gz", bytes: GzipWriter.compress(Array(gpx(20).utf8)))
        let long = GzipWriter.compress(Array(gpx(3_000, hour: 12).utf8))
        folder.write("exports/strava/activities/5678.gpx.gz", bytes: Array(long.prefix(long.count / 2)))
        return root
    }

    @Test func dryRunNamesEachFilesFormatAndATruncatedGzipExitsTwoWithItsGoodNeighboursRead() async throws {
        let root = exports()
        let result = await borderlog(["--store", folder.path("s.sqlite"), "locations", "--dry-run", root], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("5678.gpx.gz: truncated: the gzip data ends after"))
        let lines = try result.stdout.split(separator: "\n").map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let byName = Dictionary(uniqueKeysWithValues: lines.map { (($0["path"] as? String ?? "").split(separator: "/").suffix(2).joined(separator: "/"), $0) })
        #expect(byName["balkans_4711/trip.json"]?["format"] as? String == "polarsteps")
        #expect(byName["balkans_4711/trip.json"]?["timestamped"] as? Int == 2)
        #expect(byName["balkans_4711/trip.json"]?["kept"] as? Int == 2)
        #expect(byName["balkans_4711/locations.json"]?["format"] as? String == "geojson")
        #expect(byName["arc/metadata.json"]?["format"] as? String == "arc")
        #expect(byName["items/2024-06.json.gz"]?["format"] as? String == "arc")
        #expect(byName["items/2024-06.json.gz"]?["timestamped"] as? Int == 2)
        #expect(byName["samples/2024-W23.json.gz"]?["timestamped"] as? Int == 1)
        #expect(byName["activities/1234.gpx.gz"]?["format"] as? String == "gpx")
        #expect(byName["activities/1234.gpx.gz"]?["timestamped"] as? Int == 20)
        let cut = try #require(byName["activities/5678.gpx.gz"])
        #expect(cut["rejectedRecords"] as? Int == 1 && cut["format"] as? String == "gpx")
        #expect((cut["timestamped"] as? Int ?? 0) > 100)
    }

    @Test func importingTheExportsTwiceAddsNothingTheSecondTime() async throws {
        let root = exports()
        let store = folder.path("store.sqlite")
        let first = await borderlog(["--store", store, "locations", "--keep-all", root], environment: environment)
        #expect(first.status == 2)
        #expect(first.stderr.contains("0 already stored"))
        let signals = await borderlog(["--store", store, "signals", "--kind", "location", "--format", "jsonl"], environment: environment)
        let stored = signals.stdout.split(separator: "\n").count
        // Polarsteps: 2 steps + 2 trace points; Arc: 2 visit ends + 1 sample; Strava: 20 + the truncated ride's first points.
        #expect(stored > 27 + 100)
        // The step without a position is Bosnia and Herzegovina on its day, with no coordinate.
        let line = try #require(signals.stdout.split(separator: "\n").first { $0.contains("\"BA\"") })
        let bosnia = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(bosnia["country"] as? String == "BA" && bosnia["day"] as? String == "2024-06-03" && bosnia["lat"] is NSNull)

        let again = await borderlog(["--store", store, "locations", "--keep-all", root], environment: environment)
        #expect(again.stderr.contains("0 added"))
        let after = await borderlog(["--store", store, "signals", "--kind", "location", "--format", "jsonl"], environment: environment)
        #expect(after.stdout.split(separator: "\n").count == stored)
    }
}
