import BorderLogTestSupport
import Foundation
import Testing

/// Coordinates leave the store only when asked for, and `purge` is a command line away (docs/privacy.md).
@Suite struct PrivacyCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("new/folder/store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments)
    }

    @Test func exportsCarryCoordinatesOnlyWithWithCoordinatesAndPurgeRemovesThem() async throws {
        #expect(try await borderlog("calendar", samplesPath("calendar/flights.ics")).status == 0)
        #expect(try await borderlog("infer", "--to", "2026-11-20").status == 0)

        let plain = try await borderlog("export", "ledger", "--format", "json")
        #expect(plain.status == 0 && !plain.stdout.contains("\"places\"") && !plain.stdout.contains("\"lat\""))
        #expect(!(try await borderlog("export", "ledger", "--format", "csv").stdout.contains("places")))

        let located = try await borderlog("export", "ledger", "--format", "json", "--from", "2025-12-19", "--to", "2025-12-19", "--with-coordinates")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(located.stdout.utf8)) as? [[String: Any]])
        let places = try #require(days.first?["places"] as? [[String: Any]])
        #expect(places.count == 2 && places.allSatisfy { $0["lat"] is Double && $0["kind"] as? String == "calendar" })
        let csv = try await borderlog("export", "ledger", "--format", "csv", "--from", "2025-12-19", "--to", "2025-12-19", "--with-coordinates")
        #expect(csv.stdout.hasPrefix("date,country,countries,confidence,confidenceLabel,flags,zones,evidence,region,regions,places\n"))
        #expect(csv.stdout.contains("calendar:51.4706"))

        let purge = try await borderlog("purge", "--drop-coordinates")
        #expect(purge.status == 0 && purge.stderr.contains("coordinates erased from 40 signals"))
        #expect(try await borderlog("infer", "--to", "2026-11-20").status == 0)
        let after = try await borderlog("export", "ledger", "--format", "json", "--from", "2025-12-19", "--to", "2025-12-19", "--with-coordinates")
        #expect(after.stdout.contains("\"places\" : [\n\n    ]") || after.stdout.contains("\"places\" : []"))

        #expect(try await borderlog("purge", "--all", "--before", "2026-01-01").status == 64)
        let unknown = try await borderlog("purge", "--source", "/nowhere.ics")
        #expect(unknown.status == 1 && unknown.stderr.contains("no imported file has the path /nowhere.ics"))
        let all = try await borderlog("purge", "--all")
        #expect(all.status == 0 && all.stderr.contains("deleted 40 signals, 1 sources"))
        #expect(try await borderlog("signals", "--format", "jsonl").stdout.isEmpty)
    }
}
