import BorderLogModel
import BorderLogRules
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `crossings checkpoint` and what it feeds: `report schengen` and `report reconcile` show the ledger's count beside
/// the EES's, and `review` lists a checkpoint they disagree on; `schengen-bilateral` in `report schengen`. Run in process.
@Suite struct CheckpointCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(
            ["--store", store] + arguments,
            environment: ["BORDERLOG_TODAY": "2026-04-01", "XDG_CONFIG_HOME": directory.path("config")])
    }

    /// 20 days in France (10 to 29 January 2026), then Britain: 70 of the 90 remain on 1 February by the ledger.
    private func twentyDaysInFrance() async throws {
        let stays = directory.write("stays.csv", "country,entry,exit,note\nFR,2026-01-10,2026-01-29,\nGB,2026-01-30,2026-03-31,\n")
        #expect(await borderlog("stays", "import", stays).status == 0)
        let inferred = await borderlog("infer")
        #expect(inferred.status == 0, "\(inferred.stderr)")
    }

    @Test func aCheckpointIsKeptAndShownBesideTheLedgersCount() async throws {
        try await twentyDaysInFrance()
        let kept = await borderlog("crossings", "checkpoint", "--authority", "ees", "--on", "2026-02-01", "--remaining", "72")
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stderr.contains("kept #1: EES record check on 2026-02-01, 72 days remaining"))
        #expect(try Store(path: store).checkpoints() == [Checkpoint(id: 1, authority: .ees, on: day("2026-02-01"), remaining: 72)!])

        let schengen = await borderlog("report", "schengen", "--on", "2026-02-10", "--format", "json")
        let checkpoint = try #require(schengen.json?["checkpoint"] as? [String: Any])
        #expect(checkpoint["authority"] as? String == "ees" && checkpoint["on"] as? String == "2026-02-01")
        #expect(checkpoint["recordRemaining"] as? Int == 72 && checkpoint["ledgerRemaining"] as? Int == 70 && checkpoint["difference"] as? Int == -2)
        let text = await borderlog("report", "schengen", "--on", "2026-02-10")
        #expect(text.stdout.contains("EES record check on 2026-02-01: 72 days remaining; the ledger says 70 (2 fewer)."))

        let reconcile = await borderlog("report", "reconcile", "--authority", "ees", "--on", "2026-02-10", "--format", "json")
        #expect(reconcile.status == 0, "\(reconcile.stderr)")
        let report = try JSONDecoder().decode(ReconcileReport.self, from: Data(reconcile.stdout.utf8))
        #expect(report.checkpoints == [CheckpointComparison(authority: .ees, on: day("2026-02-01"), recordRemaining: 72, ledgerRemaining: 70)])
        #expect(await borderlog("report", "reconcile", "--on", "2026-02-10").stdout.contains("EES record check on 2026-02-01"))

        let review = await borderlog("review", "--format", "json")
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(review.stdout.utf8)) as? [[String: Any]])
        let differs = try #require(runs.first { $0["reason"] as? String == "checkpoint-differs" })
        #expect(differs["from"] as? String == "2026-02-01" && differs["to"] as? String == "2026-02-01" && differs["days"] as? Int == 1)
        #expect((differs["checkpoint"] as? [String: Any])?["difference"] as? Int == -2)
        #expect(await borderlog("review").stdout.contains("checkpoint-differs"))
    }

    @Test func anAgreeingCheckpointIsNoReviewItemAndALaterAnswerReplacesTheFirst() async throws {
        try await twentyDaysInFrance()
        #expect(await borderlog("crossings", "checkpoint", "--authority", "ees", "--on", "2026-02-01", "--remaining", "72").status == 0)
        #expect(await borderlog("crossings", "checkpoint", "--authority", "ees", "--on", "2026-02-01", "--remaining", "70", "--note", "Calais").status == 0)
        #expect(try Store(path: store).checkpoints().map(\.remaining) == [70])
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(await borderlog("review", "--format", "json").stdout.utf8)) as? [[String: Any]])
        #expect(!runs.contains { $0["reason"] as? String == "checkpoint-differs" })
        #expect(await borderlog("report", "schengen", "--on", "2026-02-10").stdout.contains("72") == false)
    }

    @Test(arguments: [
        (["--authority", "i94", "--on", "2026-02-01", "--remaining", "10"], "only ees answers with a count of remaining days"),
        (["--authority", "ees", "--on", "2026-02-01", "--remaining", "91"], "--remaining 91: a count of remaining days is 0 to 90"),
        (["--authority", "ees", "--on", "2026-02-01", "--remaining=-1"], "a count of remaining days is 0 to 90"),
        (["--authority", "ees", "--on", "2026-02-30", "--remaining", "10"], "2026-02-30"),
        (["--authority", "border", "--on", "2026-02-01", "--remaining", "10"], "border"),
    ])
    func badCheckpointsAreRefusedAndNothingIsKept(_ arguments: [String], _ message: String) async throws {
        let result = await BorderLogCommandsTests.borderlog(["--store", store, "crossings", "checkpoint"] + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        let kept = FileManager.default.fileExists(atPath: store) ? try Store(path: store).checkpoints() : []
        #expect(kept.isEmpty)
    }

    // MARK: - schengen-bilateral in report schengen

    /// An American: 90 days in France, then `then` days in `state`.
    private func ninetyDaysThen(_ state: String, days: Int) async throws -> [String: Any] {
        let stays = directory.write("stays.csv", "country,entry,exit,note\nFR,2026-01-01,2026-03-31,\n\(state),2026-04-01,\(day("2026-04-01").adding(days: days - 1)),\n")
        #expect(await borderlog("stays", "import", stays).status == 0)
        let inferred = await borderlog("infer")
        #expect(inferred.status == 0, "\(inferred.stderr)")
        #expect(await borderlog("profile", "set", "--nationality", "US").status == 0)
        #expect(await borderlog("rules", "enable", "schengen-bilateral").status == 0)
        return try #require(await borderlog("report", "schengen", "--on", day("2026-04-01").adding(days: days - 1).description, "--format", "json").json)
    }

    @Test func day91InTheAgreementStateCountsAgainstItsOwnLimit() async throws {
        let report = try await ninetyDaysThen("DK", days: 1)
        #expect(report["used"] as? Int == 91 && report["overstayDays"] as? Int == 0)
        let bilateral = try #require(report["bilateral"] as? [String: Any])
        #expect(bilateral["state"] as? String == "DK" && bilateral["days"] as? Int == 1 && bilateral.count == 2)
    }

    @Test func day91InAnotherStateIsAnOverstay() async throws {
        let report = try await ninetyDaysThen("DE", days: 1)
        #expect(report["used"] as? Int == 91 && report["overstayDays"] as? Int == 1)
        #expect(report["bilateral"] == nil)
        #expect(await borderlog("report", "schengen", "--on", "2026-04-01").stdout.contains("OVERSTAY: 1 day over the limit."))
    }

    @Test func withoutTheRuleOnDay91IsAnOverstayAndTheJSONHasNoBilateral() async throws {
        let stays = directory.write("stays.csv", "country,entry,exit,note\nFR,2026-01-01,2026-03-31,\nDK,2026-04-01,2026-04-01,\n")
        #expect(await borderlog("stays", "import", stays).status == 0)
        let inferred = await borderlog("infer")
        #expect(inferred.status == 0, "\(inferred.stderr)")
        #expect(await borderlog("profile", "set", "--nationality", "US").status == 0)
        let report = try #require(await borderlog("report", "schengen", "--on", "2026-04-01", "--format", "json").json)
        #expect(report["overstayDays"] as? Int == 1 && report["bilateral"] == nil && report["checkpoint"] == nil)
    }
}
