import BorderLogTestSupport
import Foundation
import Testing

/// The round-5 rules through the commands people run: statuses from `profile set`, rules turned on with `rules
/// enable`, `report rules` naming the test met, and `report forecast --rule` for a new day count. Run in process.
@Suite struct RoundFiveRuleCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(
            ["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2026-03-31", "XDG_CONFIG_HOME": directory.path("config")])
    }

    /// 100 days in India in each of the four tax years before 2025-26, and 120 in it.
    private func india() async throws {
        var rows = ["country,entry,exit,note"]
        for year in 2021...2025 {
            let first = day("\(year)-04-01"), days = year == 2025 ? 120 : 100
            rows.append("IN,\(first),\(first.adding(days: days - 1)),")
            rows.append("AE,\(first.adding(days: days)),\(day("\(year + 1)-03-31")),")
        }
        let stays = directory.write("stays.csv", rows.joined(separator: "\n") + "\n")
        #expect(await borderlog("stays", "import", stays).status == 0)
        #expect(await borderlog("infer").status == 0)
        #expect(await borderlog("rules", "enable", "in-tax").status == 0)
    }

    @Test func indiaNamesTheTestMetAndTheResidentStatus() async throws {
        try await india()
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(await borderlog("report", "rules", "--format", "json").stdout.utf8)) as? [[String: Any]])
        let india = try #require(plain.first { $0["rule"] as? String == "in-tax" })
        #expect(india["days"] as? Int == 120 && india["level"] as? String == "ok")
        #expect(india["testMet"] as? String == "60-and-365" && india["residentStatus"] as? String == "RNOR")

        // A citizen leaving for employment abroad: only 182 days make a resident.
        #expect(await borderlog("profile", "set", "--status", "in-employment-abroad:2025-04-01").status == 0)
        let employed = await borderlog("report", "rules")
        #expect(employed.stdout.contains("BELOW\tIndia: tax residence") && employed.stdout.contains("no test met; NR"), "\(employed.stdout)")
    }

    @Test func aForecastForANewDayCountRule() async throws {
        try await india()
        let forecast = try #require(await borderlog("report", "forecast", "--rule", "in-tax", "--enter", "2026-03-01", "--exit", "2026-03-31", "--format", "json").json)
        // 120 days and 31 planned: 31 more still needed for 182 in the tax year ending 31 March.
        #expect(forecast["daysNeeded"] as? Int == 31)
    }
}
