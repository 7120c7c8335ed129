import BorderLogModel
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog resolve` on a store holding signals, run in process (and `borderlog-resolve` as its own executable).
struct ResolveCommandTests {
    let directory = TemporaryDirectory()

    @Test func resolvesIncrementallyAndAgainWithAll() async throws {
        let path = directory.path("store.sqlite")
        let store = try Store(path: path)
        let source = SourceRecord(path: "/exports/Records.json", format: .location, size: 10, mtime: 0, contentHash: "x")
        try store.importSignals([
            // 22:30 UTC on 15 July is already the 16th in Tokyo.
            Signal(kind: .location, identity: "tokyo", utc: Date(timeIntervalSince1970: 1_721_082_600), day: day("2024-07-15"),
                   coordinate: Coordinate(latitude: 35.6812, longitude: 139.7671)),
            Signal(kind: .location, identity: "atlantic", utc: Date(timeIntervalSince1970: 1_721_082_600), day: day("2024-07-15"),
                   coordinate: Coordinate(latitude: 30.0, longitude: -45.0)),
            Signal(kind: .photo, identity: "no-gps", local: WallTime("2024-07-10T09:00:00"), day: day("2024-07-10")),
            // A booked night carries its country and no coordinates: placed, and counted once.
            Signal(kind: .booking, identity: "booking:lodging/X/HOTEL@2024-07-12:night:2024-07-12", local: WallTime("2024-07-12T22:00:00"),
                   day: day("2024-07-12"), country: country("PT")),
        ], from: source)

        let first = await borderlog(["resolve", "--store", path])
        #expect(first.status == 0, "\(first.stderr)")
        // Every signal in one part, the parts adding up to the whole.
        #expect(first.stderr.contains(
            "resolve: 4 signals, 2 with a country (0 near a border), 1 at sea or unknown, 1 with neither coordinates nor a country"),
            "\(first.stderr)")
        let signals = Dictionary(uniqueKeysWithValues: try store.signals().map { ($0.signal.identity, $0.signal) })
        #expect(signals["tokyo"]?.country == country("JP") && signals["tokyo"]?.timeZone == "Asia/Tokyo")
        #expect(signals["tokyo"]?.local?.description == "2024-07-16T07:30:00" && signals["tokyo"]?.day == day("2024-07-16"))
        #expect(signals["atlantic"]?.country == nil && signals["atlantic"]?.timeZone != nil)

        #expect(await borderlog(["resolve", "--store", path]).stderr.contains("0 signals"))
        #expect(try run("borderlog-resolve", ["--store", path, "--all"]).stderr.contains("4 signals"))

        let lines = await borderlog(["signals", "--store", path, "--kind", "location", "--format", "jsonl"]).stdout.split(separator: "\n")
        let tokyo = try #require(lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }.first { $0["country"] as? String == "JP" })
        #expect(tokyo["utc"] as? String == "2024-07-15T22:30:00Z" && tokyo["day"] as? String == "2024-07-16")
        #expect(Set(tokyo.keys) == ["kind", "source", "utc", "local", "day", "timezone", "lat", "lon", "accuracy", "country", "region", "nearbyRegion"])
        #expect(tokyo["accuracy"] is NSNull)
    }

    @Test func missingIndexIsExplained() async throws {
        let result = await borderlog(["resolve", "--store", directory.path("s.sqlite"), "--index", directory.path("none.idx")])
        #expect(result.status == 1 && result.stderr.contains("make geodata"))
    }
}
