import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// `review`, `review assign` and `review confirm` run in process (docs/review.md).
@Suite struct ReviewCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2024-03-12"])
    }

    /// FR stays on 1–5 and 10–12 March: 6–9 March unknown.
    private func storeWithAGap() async throws {
        #expect(try await borderlog("stays", "add", "FR", "2024-03-01", "2024-03-05").status == 0)
        #expect(try await borderlog("stays", "add", "FR", "2024-03-10", "2024-03-12").status == 0)
        #expect(try await borderlog("infer").status == 0)
    }

    /// The listed runs, the period before the ledger that Schengen's 180 days read left out (see the test of it).
    private func runs() async throws -> [[String: Any]] {
        try await listed().filter { $0["reason"] as? String != "no-evidence" }
    }

    private func listed() async throws -> [[String: Any]] {
        let result = try await borderlog("review", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    /// Schengen's rule (on by default) reads the 180 days ending today; the ledger begins 1 March: the days before it
    /// come first in the list, with the rule that reads them, and nothing to assign or confirm in the ledger.
    @Test func thePeriodBeforeTheLedgerThatARuleReadsIsListedFirst() async throws {
        try await storeWithAGap()
        let first = try #require(try await listed().first)
        #expect(first["reason"] as? String == "no-evidence" && first["from"] as? String == "2023-09-15" && first["to"] as? String == "2024-02-29")
        #expect(first["rules"] as? [String] == ["schengen-90-180"] && first["days"] as? Int == 168)
        let text = try await borderlog("review")
        #expect(text.stdout.hasPrefix("2023-09-15…2024-02-29\t168 d\tno-evidence\tcountries: -\tsuggestion: none\tread by: schengen-90-180\n"))
        #expect(text.stderr.contains("168 days before the ledger that rules read have no evidence"))
    }

    @Test func theListThenAnAssignmentAndAConfirmationEmptyIt() async throws {
        try await storeWithAGap()
        let listed = try await runs()
        #expect(listed.count == 1 && Set(listed[0].keys) == ["from", "to", "days", "reason", "countries", "suggestion", "suggestions", "sides"])
        #expect(listed[0]["suggestions"] as? [String] == ["FR"] && listed[0]["sides"] as? [String: String] == ["before": "FR", "after": "FR"])
        #expect(listed[0]["from"] as? String == "2024-03-06" && listed[0]["to"] as? String == "2024-03-09" && listed[0]["days"] as? Int == 4)
        #expect(listed[0]["reason"] as? String == "unknown" && (listed[0]["countries"] as? [String])?.isEmpty == true && listed[0]["suggestion"] as? String == "FR")
        let text = try await borderlog("review")
        #expect(text.stdout.hasSuffix("\n2024-03-06…2024-03-09\t4 d\tunknown\tcountries: -\tsuggestion: FR\n"))
        #expect(text.stderr.contains("review: 4 days in 1 run need a look"))

        let assigned = try await borderlog("review", "assign", "2024-03-06", "2024-03-07", "fr", "--note", "skiing")
        #expect(assigned.status == 0, "\(assigned.stderr)")
        #expect(assigned.stderr.contains("review: 2024-03-06…2024-03-07 (2 days) assigned to FR France"))
        #expect(assigned.stderr.contains("review: 2 days in 1 run need a look"))
        let confirmed = try await borderlog("review", "confirm", "2024-03-08", "--to", "2024-03-09")
        #expect(confirmed.status == 0 && confirmed.stdout == "2024-03-08\tunknown\n2024-03-09\tunknown\n")
        #expect(try await runs().isEmpty)
        #expect(try await borderlog("review").stderr.contains("review: nothing in the ledger needs a look"))

        let explained = try await borderlog("explain", "2024-03-08").stdout
        #expect(explained.contains("flags: confirmed, unknown") && explained.contains("confirmed by the person on 2024-03-12"))
        let stays = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("stays", "list", "--format", "json").stdout.utf8)) as? [[String: Any]])
        #expect(stays.map { $0["source"] as? String } == [nil, "review", nil] && stays[1]["note"] as? String == "skiing")
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("export", "ledger", "--format", "json", "--from", "2024-03-06", "--to", "2024-03-09").stdout.utf8)) as? [[String: Any]])
        #expect(exported.map { $0["country"] as? String } == ["FR", "FR", nil, nil])
        #expect(exported.map { $0["flags"] as? [String] ?? [] } == [["manual"], ["manual"], ["confirmed", "unknown"], ["confirmed", "unknown"]])
    }

    /// GB through 5 March, FR from 10 March: the run between is offered both ways, and a split places it.
    @Test func aRunBetweenTwoCountriesOffersBothAndASplitPlacesIt() async throws {
        #expect(try await borderlog("stays", "add", "GB", "2024-03-01", "2024-03-05").status == 0)
        #expect(try await borderlog("stays", "add", "FR", "2024-03-10", "2024-03-12").status == 0)
        #expect(try await borderlog("infer").status == 0)
        let listed = try await runs()
        #expect(listed.count == 1 && listed[0]["suggestion"] is NSNull)
        // Both next to the run with a stay's evidence each: the side before first.
        #expect(listed[0]["suggestions"] as? [String] == ["GB", "FR"] && listed[0]["sides"] as? [String: String] == ["before": "GB", "after": "FR"])
        let text = try await borderlog("review")
        #expect(text.stdout.hasSuffix("\n2024-03-06…2024-03-09\t4 d\tunknown\tcountries: -\tsuggestion: none\tsuggestions: GB, FR\tsplit: GB before, FR after\n"))

        let split = try await borderlog("review", "assign", "2024-03-06", "2024-03-09", "GB", "--until", "2024-03-07", "FR", "--note", "ferry")
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stderr.contains("review: 2024-03-06…2024-03-07 (2 days) assigned to GB United Kingdom, stay #3; 2024-03-08…2024-03-09 (2 days) assigned to FR France, stay #4; ledger snapshot #"))
        #expect(split.stderr.contains("review: nothing in the ledger needs a look"))
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("export", "ledger", "--format", "json", "--from", "2024-03-06", "--to", "2024-03-09").stdout.utf8)) as? [[String: Any]])
        #expect(exported.map { $0["country"] as? String } == ["GB", "GB", "FR", "FR"])
        let stays = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("stays", "list", "--format", "json").stdout.utf8)) as? [[String: Any]])
        #expect(stays.filter { $0["source"] as? String == "review" }.map { $0["note"] as? String } == ["ferry", "ferry"])
    }

    @Test(arguments: [
        (["2024-03-06", "2024-03-09", "GB", "--until", "2024-03-09", "FR"], "until 2024-03-09 does not split 2024-03-06…2024-03-09"),
        (["2024-03-06", "2024-03-09", "GB", "--until", "2024-03-05", "FR"], "give until from 2024-03-06 to 2024-03-08"),
        (["2024-03-06", "2024-03-09", "GB", "--until", "2024-03-07"], "--until needs the country of the days after it"),
        (["2024-03-06", "2024-03-09", "GB", "FR"], "a second country needs --until"),
        (["2024-03-06", "2024-03-09", "GB", "--until", "2024-03-07", "UK"], "unknown country code 'UK'"),
    ])
    func aSplitThatDoesNotSplitIsAUsageError(arguments: [String], message: String) async throws {
        try await storeWithAGap()
        let result = await BorderLogCommandsTests.borderlog(["--store", store, "review", "assign"] + arguments, environment: ["BORDERLOG_TODAY": "2024-03-12"])
        #expect(result.status == 64 && result.stderr.contains(message), "\(result.stderr)")
        #expect(try await runs().count == 1)
    }

    @Test func badInputIsAClearErrorAndChangesNothing() async throws {
        try await storeWithAGap()
        #expect(try await borderlog("override", "2024-03-07", "ES").status == 0)
        let backwards = try await borderlog("review", "assign", "2024-03-09", "2024-03-06", "FR")
        #expect(backwards.status == 64 && backwards.stderr.contains("the range runs backwards: 2024-03-09 is after 2024-03-06"))
        let country = try await borderlog("review", "assign", "2024-03-06", "2024-03-06", "UK")
        #expect(country.status == 64 && country.stderr.contains("unknown country code 'UK' (did you mean GB (United Kingdom)?)"))
        let overridden = try await borderlog("review", "assign", "2024-03-06", "2024-03-08", "FR")
        #expect(overridden.status == 1)
        #expect(overridden.stderr.contains("2024-03-07 (override ES) is fixed by an override, which wins over a review assignment; nothing was assigned"))
        let outside = try await borderlog("review", "confirm", "2024-02-20", "--to", "2024-03-01")
        #expect(outside.status == 1 && outside.stderr.contains("2024-02-20…2024-03-01 is not all within the ledger (2024-03-01…2024-03-12)"))
        let stays = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("stays", "list", "--format", "json").stdout.utf8)) as? [[String: Any]])
        #expect(stays.count == 2)
        // Around the override, 6 and 8–9 March still need a look.
        #expect(try await runs().map { "\($0["from"]!)…\($0["to"]!)" } == ["2024-03-06…2024-03-06", "2024-03-08…2024-03-09"])
    }
}
