import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `plan add | list | remove` and `report rules --with-plans`, run in process.
@Suite struct PlanCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2025-03-31"])
    }

    @Test func plansAreAddedListedAndRemovedWithTheContractFields() async throws {
        let added = try await borderlog("plan", "add", "PT", "2025-07-01", "2025-07-21", "--name", "summer")
        #expect(added.status == 0 && added.stderr.contains("added #1 PT 2025-07-01…2025-07-21 (21 days) \"summer\""))
        #expect(try await borderlog("plan", "add", "ES", "2025-04-01", "2025-04-03").status == 0)
        #expect(try await borderlog("plan", "add", "ES", "2025-04-03", "2025-04-01").status == 64)
        let json = try await borderlog("plan", "list", "--format", "json")
        let raw = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(raw.map { Set($0.keys) } == Array(repeating: ["id", "country", "entry", "exit", "name"], count: 2))
        #expect(raw[0]["name"] is NSNull && raw[1]["name"] as? String == "summer" && raw[1]["id"] as? Int == 1)
        let plans = try JSONDecoder().decode([Plan].self, from: Data(json.stdout.utf8))
        #expect(plans == (try Store(path: store).plans()))
        #expect(try await borderlog("plan", "list").stdout.contains("#1\tPT\t2025-07-01…2025-07-21\t21 d\tsummer"))
        #expect(try await borderlog("plan", "remove", "1").status == 0)
        #expect(try await borderlog("plan", "remove", "1").status == 2)
        #expect(try Store(path: store).plans().map(\.id) == [2])
    }

    @Test func rulesCountPlansOnlyWhenAsked() async throws {
        _ = try await borderlog("stays", "add", "FR", "2025-01-01", "2025-03-01")
        _ = try await borderlog("infer")
        _ = try await borderlog("plan", "add", "IT", "2025-03-10", "2025-04-09")
        let plain = try JSONDecoder().decode([RuleStatus].self, from: Data(try await borderlog("report", "rules", "--on", "2025-04-09", "--format", "json").stdout.utf8))
        #expect(plain.first?.days == 60)
        let result = try await borderlog("report", "rules", "--on", "2025-04-09", "--with-plans", "--format", "json")
        let planned = try JSONDecoder().decode([RuleStatus].self, from: Data(result.stdout.utf8))
        #expect(planned.first?.days == 91 && planned.first?.level == .breach)
        #expect(result.stderr.contains("counting 1 saved plan"))
        let view = try LedgerView(store: try Store(path: store), rules: try RuleBook.bundled())
        #expect(planned == view.ruleStatuses(on: day("2025-04-09"), withPlans: true))
        // Plans never enter the ledger.
        #expect(view.ledger.days.last?.date == day("2025-03-31"))
    }
}
