import BorderLogModel
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `explain` and `ledger diff`, run in process.
struct ExplainAndDiffTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments)
    }

    @Test func explainShowsTheReadingTheReasonAndEveryPieceOfEvidence() async throws {
        let photo = Signal(kind: .photo, identity: "photo:1", local: WallTime("2024-08-15T13:02:40"), day: day("2024-08-15"),
                           coordinate: Coordinate(latitude: 52.3731, longitude: 4.8922), country: country("NL"), nearBorder: false)
        try Store(path: store).importSignals([photo], from: SourceRecord(path: "/photos/ams.jpg", format: .photo, size: 1, mtime: 0, contentHash: "h"))
        _ = try await borderlog("stays", "add", "GB", "2024-08-10", "2024-08-14")
        _ = try await borderlog("infer", "--to", "2024-08-16")
        let text = try await borderlog("explain", "2024-08-15")
        #expect(text.status == 0)
        #expect(text.stdout.contains("2024-08-15: NL Netherlands") && text.stdout.contains("/photos/ams.jpg") && text.stdout.contains("why: observed"))
        let json = try #require(try await borderlog("explain", "2024-08-12", "--format", "json").json)
        let evidence = try #require(json["evidence"] as? [[String: Any]])
        #expect(evidence.first?["kind"] as? String == "manual" && evidence.first?["country"] as? String == "GB")
        #expect((json["day"] as? [String: Any])?["country"] as? String == "GB")
    }

    @Test func diffListsOnlyChangedDaysAndIsSilentWithoutChanges() async throws {
        _ = try await borderlog("stays", "add", "FR", "2024-01-01", "2024-01-05")
        _ = try await borderlog("infer", "--to", "2024-01-06")
        let first = try await borderlog("ledger", "diff")
        #expect(first.status == 0 && first.stdout.isEmpty && first.stderr.contains("nothing to compare"))
        _ = try await borderlog("override", "2024-01-06", "CH")
        _ = try await borderlog("infer", "--to", "2024-01-06")
        let diff = try await borderlog("ledger", "diff")
        #expect(diff.stdout == "2024-01-06  unknown  →  CH (high)\n")
        _ = try await borderlog("infer", "--to", "2024-01-06")
        #expect(try await borderlog("ledger", "snapshots").stdout.split(separator: "\n").count == 2)
        let json = try #require(try await borderlog("ledger", "diff", "1", "2", "--format", "json").json)
        #expect((json["changes"] as? [[String: Any]])?.count == 1)
        #expect(try await borderlog("ledger", "diff", "1", "9").status == 64)
    }
}

struct InferOptionsTests {
    @Test func maxGapChangesWhichGapsAreFilled() async throws {
        let directory = TemporaryDirectory()
        let store = directory.path("store.sqlite")
        let photos = [day("2024-07-01"), day("2024-07-06")].map {
            Signal(kind: .photo, identity: "p\($0)", local: WallTime("\($0)T12:00:00"), day: $0, country: country("IT"))
        }
        try Store(path: store).importSignals(photos, from: SourceRecord(path: "/p", format: .photo, size: 1, mtime: 0, contentHash: "h"))
        let filled = await BorderLogCommandsTests.borderlog(["infer", "--store", store, "--to", "2024-07-06", "--format", "json"]).json
        #expect(filled?["unknownDays"] as? Int == 0)
        let strict = await BorderLogCommandsTests.borderlog(["infer", "--store", store, "--to", "2024-07-06", "--max-gap", "0", "--format", "json"]).json
        #expect(strict?["unknownDays"] as? Int == 4 && strict?["created"] as? Bool == true)
    }
}
