import BorderLogGeo
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `report people` over generated people, each with their own data home and config folder.
@Suite struct PeopleReportCommandTests {
    let directory = TemporaryDirectory()
    var environment: [String: String] {
        ["XDG_DATA_HOME": directory.path("data"), "XDG_CONFIG_HOME": directory.path("config"), "BORDERLOG_TODAY": "2026-06-30"]
    }

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(arguments, environment: environment)
    }

    /// Two people with a year of stays each, drawn from a seeded generator, inferred, and US rules on for one.
    private func generate() async throws {
        var generator = SplitMix64(seed: 50)
        for name in ["ana", "leo"] {
            #expect(await borderlog("people", "add", name).status == 0)
            var day = LocalDay("2025-07-01")!
            var rows = ["country,entry,exit,note"]
            while day < LocalDay("2026-06-30")! {
                let home = day.adding(days: Int(generator.next() % 20) + 3)
                rows.append("GB,\(day),\(home),")
                let trip = home.adding(days: Int(generator.next() % 25) + 2)
                rows.append("\(["FR", "ES", "US", "IT"][Int(generator.next() % 4)]),\(home),\(trip),")
                day = trip
            }
            let csv = directory.path("\(name).csv")
            try rows.joined(separator: "\n").write(toFile: csv, atomically: true, encoding: .utf8)
            #expect(await borderlog("--person", name, "stays", "import", csv).status == 0)
            #expect(await borderlog("--person", name, "infer").status == 0)
        }
        #expect(await borderlog("--person", "leo", "rules", "enable", "us-spt").status == 0)
    }

    @Test func jsonIsARowAPersonWithTheContractFields() async throws {
        try await generate()
        let result = await borderlog("report", "people", "--on", "2026-06-30", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(result.json)
        #expect(Set(object.keys) == ["on", "people"] && object["on"] as? String == "2026-06-30")
        let rows = try #require(object["people"] as? [[String: Any]])
        #expect(rows.compactMap { $0["person"] as? String } == ["default", "ana", "leo"])
        // default has no store here: a row saying so, with null numbers.
        #expect((rows[0]["schengen"] as? [String: Any])?["used"] is NSNull && rows[0]["problem"] is String)
        for row in rows.dropFirst() {
            #expect(Set(row.keys) == ["person", "schengen", "rules", "eligibility", "alerts"])
            #expect(Set((row["schengen"] as? [String: Any])?.keys ?? [:].keys) == ["used", "remaining"])
            for rule in row["rules"] as? [[String: Any]] ?? [] { #expect(Set(rule.keys) == ["rule", "level", "days", "remaining"]) }
            for answer in row["eligibility"] as? [[String: Any]] ?? [] { #expect(Set(answer.keys) == ["rule", "eligible", "earliestEligible"]) }
            #expect(row["alerts"] as? Int == 0)
        }
        // Each row is that person's own report, as `report schengen` and `report rules` give it for them.
        let report = try JSONDecoder().decode(PeopleReport.self, from: Data(result.stdout.utf8))
        for row in report.people.dropFirst() {
            let schengen = await borderlog("--person", row.person.rawValue, "report", "schengen", "--on", "2026-06-30", "--format", "json")
            let expected = try JSONDecoder().decode(SchengenReport.self, from: Data(schengen.stdout.utf8))
            #expect(row.schengen.used == expected.used && row.schengen.remaining == expected.remaining)
            let rules = await borderlog("--person", row.person.rawValue, "report", "rules", "--on", "2026-06-30", "--format", "json")
            let statuses = try JSONDecoder().decode([RuleStatus].self, from: Data(rules.stdout.utf8))
            #expect(row.rules.map(\.rule) == statuses.map(\.rule) && row.rules.map(\.days) == statuses.map(\.days))
        }
        #expect(report.people[2].rules.contains { $0.rule == "us-spt" } && !report.people[1].rules.contains { $0.rule == "us-spt" })
    }

    /// A person's `alerts` are the events their last `alerts check` found holding, as `alerts list` shows them: 81
    /// days in France leave 9 of 90, under the 30-day threshold; another person's store holds none.
    @Test func alertsAreTheEventsThatHoldForEachPerson() async throws {
        for name in ["eva", "leo"] { #expect(await borderlog("people", "add", name).status == 0) }
        let csv = directory.path("eva.csv")
        try "country,entry,exit,note\nFR,2026-03-01,2026-05-20,\n".write(toFile: csv, atomically: true, encoding: .utf8)
        #expect(await borderlog("--person", "eva", "stays", "import", csv).status == 0)
        #expect(await borderlog("--person", "eva", "infer").status == 0)
        #expect(await borderlog("--person", "eva", "alerts", "check", "--on", "2026-05-20").status == 0)
        let listed = await borderlog("--person", "eva", "alerts", "list", "--format", "json")
        let events = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]], "\(listed.stdout)")
        let holding = events.filter { $0["holding"] as? Bool == true }.count
        let report = try JSONDecoder().decode(PeopleReport.self, from: Data(await borderlog("report", "people", "--on", "2026-05-20", "--format", "json").stdout.utf8))
        let alerts = Dictionary(uniqueKeysWithValues: report.people.map { ($0.person.rawValue, $0.alerts) })
        #expect(holding > 0 && alerts["eva"] == holding && alerts["leo"] == 0, "\(holding) holding; report: \(alerts); \(listed.stdout)")
    }

    @Test func textAndCSVShowEveryPerson() async throws {
        try await generate()
        let text = await borderlog("report", "people", "--on", "2026-06-30")
        #expect(text.status == 0 && text.stdout.contains("\nana\n") && text.stdout.contains("\nleo\n") && text.stdout.contains("schengen:"))
        let csv = await borderlog("report", "people", "--on", "2026-06-30", "--format", "csv")
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.first == "person,schengen_used,schengen_remaining,alerts,kind,rule,level,days,remaining,eligible,earliest_eligible")
        #expect(lines.contains { $0.hasPrefix("leo,") && $0.contains(",rule,us-spt,") })
        #expect(lines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 11 })
    }

    @Test func theHTMLReportGainsAHouseholdSectionWithSeveralPeople() async throws {
        try await generate()
        let out = directory.path("ana.html")
        // The data home is the test's own: the map is the one `make geodata` built for the real one.
        let map = WorldMap.defaultPath(environment: ProcessInfo.processInfo.environment)
        let written = await BorderLogCommandsTests.borderlog(
            ["--person", "ana", "report", "html", "--out", out], environment: environment.merging(["BORDERLOG_WORLD_MAP": map]) { $1 })
        #expect(written.status == 0, "\(written.stderr)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("<section id=\"household\"") && html.contains("data-person=\"leo\"") && html.contains("data-person=\"ana\""))
        // Rules by their names, as the rules table above names them; leo's us-spt too, although ana's book has it off.
        #expect(html.contains("data-rule=\"schengen-90-180\">Schengen short stay (90 days in any 180): "))
        #expect(html.contains("data-rule=\"us-spt\">US substantial presence test"), "\(html.components(separatedBy: "data-rule=\"us-spt\"").dropFirst().first?.prefix(80) ?? "")")
    }
}
