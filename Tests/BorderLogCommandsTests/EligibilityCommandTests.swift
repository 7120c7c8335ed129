import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// `profile`, `rules enable`/`disable` and `report eligibility` run in process, with the config folder
/// in a temporary directory.
@Suite struct EligibilityCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }
    var rulesFile: String { directory.path("config/borderlog/rules.json") }

    private func borderlog(_arguments: [String]) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + _arguments, environment: ["BORDERLOG_TODAY": "2026-01-01", "XDG_CONFIG_HOME": directory.path("config")])
    }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult { try await borderlog(_arguments: arguments) }

    /// In the UK from 2019, 181 days away in France in 2023 (departure and arrival days are days in the UK).
    private func importHistory() async throws {
        let csv = directory.write("stays.csv", """
            country,entry,exit,note
            GB,2019-01-01,2023-02-28,
            FR,2023-02-28,2023-08-29,
            GB,2023-08-29,,
            """)
        #expect(try await borderlog("stays", "import", csv).status == 0)
        #expect(try await borderlog("infer").status == 0)
    }

    @Test func eligibilityAnswersWithTheEarliestDateAndTheBindingWindow() async throws {
        try await importHistory()
        let json = try await borderlog("report", "eligibility", "--rule", "uk-ilr", "--on", "2026-01-01", "--format", "json")
        #expect(json.status == 0, "\(json.stderr)")
        let report = try #require(json.json)
        #expect(report["rule"] as? String == "uk-ilr" && report["eligible"] as? Bool == false)
        #expect(report["earliestEligible"] as? String == "2028-03-01" && report["binding"] as? String == "absence-any-12-months")
        let condition = try #require((report["conditions"] as? [[String: Any]])?.first)
        #expect(condition["days"] as? Int == 181 && condition["limit"] as? Int == 180 && condition["met"] as? Bool == false)
        #expect(condition["measure"] as? String == "absence" && condition["kind"] as? String == "max" && condition["unknownDays"] as? Int == 0)
        #expect(condition["windowStart"] as? String == "2023-03-01" && condition["windowEnd"] as? String == "2024-02-29")
        let text = try await borderlog("report", "eligibility", "--rule", "uk-ilr", "--on", "2026-01-01")
        #expect(text.stdout.contains("eligible from 2028-03-01; until then the 12 months ending 2024-02-29 hold 181 days away, 1 over the limit"))
        let unknown = try await borderlog("report", "eligibility", "--rule", "uk-settlement")
        #expect(unknown.status != 0 && unknown.stderr.contains("no eligibility rule 'uk-settlement'") && unknown.stderr.contains("uk-ilr"))
    }

    /// A missing status is an answer (exit 0) whose `warnings` name the setting, not an error.
    @Test func aRuleNeedingAStatusSaysWhichProfileSettingIsMissing() async throws {
        try await importHistory()
        let missing = try await borderlog("report", "eligibility", "--rule", "ca-citizenship", "--format", "json")
        #expect(missing.status == 0, "\(missing.stderr)")
        let warnings = try #require(missing.json?["warnings"] as? [String])
        #expect(warnings.count == 1 && warnings[0].contains("borderlog profile set --status ca-pr:SINCE"))
        let text = try await borderlog("report", "eligibility", "--rule", "ca-citizenship")
        #expect(text.status == 0 && text.stdout.contains("warning: the profile holds no ca-pr status"))
        #expect(try await borderlog("profile", "set", "--status", "ca-pr:2024-01-01").status == 0)
        let answered = try await borderlog("report", "eligibility", "--rule", "ca-citizenship", "--format", "json")
        #expect(answered.status == 0 && answered.json?["eligible"] as? Bool == false)
    }

    /// One year of evidence under five-year rules: the answer, the HTML block and the PDF say how little it rests on;
    /// with the whole five years known, none of them does.
    @Test(.enabled(if: Poppler.isInstalled), arguments: [("2025-01-01", true), ("2019-01-01", false)])
    func thinEvidenceIsSaidInTheTextTheHTMLAndThePDF(_ first: String, _ thin: Bool) async throws {
        let csv = directory.write("stays.csv", "country,entry,exit,note\nGB,\(first),,\n")
        #expect(try await borderlog("stays", "import", csv).status == 0)
        #expect(try await borderlog("infer").status == 0)
        #expect(try await borderlog("rules", "enable", "uk-ilr", "eu-long-term").status == 0)
        let json = try #require(try await borderlog("report", "eligibility", "--rule", "uk-ilr", "--format", "json").json)
        let coverage = try #require(json["coverage"] as? Double)
        #expect(thin ? (0.19...0.21).contains(coverage) : coverage == 1)
        let text = try await borderlog("report", "eligibility", "--rule", "uk-ilr").stdout
        #expect(text.contains("as far as the evidence goes") == thin && text.contains("are unknown (no evidence)") == thin)

        let html = directory.path("report.html"), pdf = directory.path("report.pdf")
        #expect(try await borderlog("report", "html", "--out", html).status == 0)
        #expect(try await borderlog("report", "pdf", "--out", pdf).status == 0)
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("data-eligibility-rule=\"uk-ilr\"") && page.contains("data-coverage=\"\(coverage)\""))
        #expect(page.contains("as far as the evidence goes") == thin)
        let printed = try Poppler.text(pdf).replacingOccurrences(of: "\n", with: " ")
        #expect(printed.contains("as far as the evidence goes") == thin)
        #expect(printed.contains("eu-long-term") && printed.contains("uk-ilr"))
    }

    @Test func profileSetMergesAndShowPrintsTheContractShape() async throws {
        #expect(try await borderlog("profile", "set", "--nationality", "fr", "--nationality", "CA", "--home", "GB").status == 0)
        #expect(try await borderlog("profile", "set", "--status", "au-pr:2020-01-01:2024-06-30", "--status", "ca-pr:2021-06-15").status == 0)
        let shown = try #require(try await borderlog("profile", "show", "--format", "json").json)
        #expect(shown["nationalities"] as? [String] == ["CA", "FR"] && shown["home"] as? String == "GB")
        let statuses = try #require(shown["statuses"] as? [[String: Any]])
        #expect(statuses.map { $0["id"] as? String } == ["au-pr", "ca-pr"])
        #expect(statuses[0]["until"] as? String == "2024-06-30" && statuses[1]["until"] is NSNull)
        for bad in [["--status", "xx-pr:2020-01-01"], ["--status", "ca-pr:2024-01-02:2024-01-01"], ["--nationality", "UK"]] {
            let result = try await borderlog(_arguments: ["profile", "set"] + bad)
            #expect(result.status == 64, "\(bad): \(result.stderr)")
        }
        #expect(try await borderlog("profile", "set", "--nationality", "UK").stderr.contains("did you mean GB"))
        #expect(try await borderlog("profile", "show", "--format", "json").json?["nationalities"] as? [String] == ["CA", "FR"])
    }

    @Test func aEuropeanNationalHasNoSchengenCountAndHomeShowsDaysAway() async throws {
        try await importHistory()
        #expect(try await borderlog("profile", "set", "--nationality", "IE", "--home", "GB").status == 0)
        let schengen = try #require(try await borderlog("report", "schengen", "--on", "2023-06-01", "--format", "json").json)
        #expect(schengen["applies"] as? Bool == false && (schengen["reason"] as? String)?.contains("IE (Ireland)") == true)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("report", "rules", "--on", "2023-06-01", "--format", "json").stdout.utf8)) as? [[String: Any]])
        #expect(rules.first?["applies"] as? Bool == false && rules.first?["level"] as? String == "ok")
        let countries = try #require(try await borderlog("report", "countries", "--on", "2023-06-01", "--format", "json").json)
        #expect(countries["home"] as? String == "GB")
        let windows = try #require(countries["windows"] as? [[String: Any]])
        #expect(windows.first { $0["name"] as? String == "last90" }?["homeAbsence"] as? Int == 90)
    }

    /// The forecast asks the profile as `report schengen` does: for an EU national the planned days are counted, and no
    /// breach, longest stay or earliest entry is claimed.
    @Test func aEuropeanNationalsForecastClaimsNoLimit() async throws {
        try await importHistory()
        let forecast = ["report", "forecast", "--zone", "schengen", "--enter", "2023-09-10", "--length", "30"]
        let limited = try #require(try await borderlog(_arguments: forecast + ["--format", "json"]).json)
        #expect(limited["applies"] as? Bool == true && limited["reason"] is NSNull)
        #expect(limited["maxStay"] as? Int == 0 && limited["firstBreach"] as? String == "2023-09-10" && limited["earliestEntry"] as? String != nil)

        #expect(try await borderlog("profile", "set", "--nationality", "IE").status == 0)
        let national = try #require(try await borderlog(_arguments: forecast + ["--format", "json"]).json)
        let schengen = try #require(try await borderlog("report", "schengen", "--on", "2023-09-09", "--format", "json").json)
        #expect(national["applies"] as? Bool == false && national["reason"] as? String == schengen["reason"] as? String)
        #expect((national["reason"] as? String)?.hasPrefix("you are a national of IE (Ireland): EU, EEA and Swiss nationals move freely") == true)
        for field in ["firstBreach", "maxStay", "latestExit", "earliestEntry", "daysNeeded", "lastStart"] {
            #expect(national[field] is NSNull, "\(field)")
        }
        #expect(national["addedDays"] as? Int == 30 && national["usedOnEntry"] as? Int == limited["usedOnEntry"] as? Int)
        #expect(Set(national.keys) == Set(limited.keys))

        let text = try await borderlog(_arguments: forecast).stdout
        #expect(text == """
            Schengen short stay (90 days in any 180) does not apply: \(national["reason"] as? String ?? "")
            Planned stay 2023-09-10…2023-10-09 (30 days) in Schengen Area adds 30 new zone days, not limited.

            """)
    }

    @Test func enableAndDisableEditOnlyTheSwitches() async throws {
        let original = """
            {
              "x-mine": {"kept": [1, 2, 3]},
              "rules": [
                {"id": "us-spt", "enabled": true}
              ],
              "enabled": ["pt-183"]
            }

            """
        try FileManager.default.createDirectory(atPath: directory.path("config/borderlog"), withIntermediateDirectories: true)
        try original.write(toFile: rulesFile, atomically: true, encoding: .utf8)
        #expect(try await borderlog("rules", "enable", "uk-ilr", "us-spt").status == 0)
        let enabled = try String(contentsOfFile: rulesFile, encoding: .utf8)
        #expect(enabled == original.replacingOccurrences(of: #"["pt-183"]"#, with: #"["pt-183", "uk-ilr"]"#))
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("rules", "list", "--format", "json").stdout.utf8)) as? [[String: Any]])
        let on = Set(listed.filter { $0["enabled"] as? Bool == true }.compactMap { $0["id"] as? String })
        #expect(on == ["schengen-90-180", "us-spt", "pt-183", "uk-ilr"])
        // And back again: the file as written, with the switches turned off.
        #expect(try await borderlog("rules", "disable", "uk-ilr", "us-spt").status == 0)
        #expect(try String(contentsOfFile: rulesFile, encoding: .utf8) == original.replacingOccurrences(of: #""enabled": true"#, with: #""enabled": false"#))
        // A file that does not parse is named with its line and left as it was.
        let broken = "{\n  \"enabled\": [\"pt-183\"\n}\n"
        try broken.write(toFile: rulesFile, atomically: true, encoding: .utf8)
        let refused = try await borderlog("rules", "enable", "uk-ilr")
        #expect(refused.status == 1 && refused.stderr.contains("\(rulesFile):3:1") && refused.stderr.contains("nothing was changed"))
        #expect(try String(contentsOfFile: rulesFile, encoding: .utf8) == broken)
    }
}
