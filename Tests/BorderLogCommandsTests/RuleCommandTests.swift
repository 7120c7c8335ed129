import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `rules list` and `report rules` with library rules turned on, run in process; JSON decodes into the
/// contract types with the values the stages compute in process.
@Suite struct RuleCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2024-12-31"])
    }

    @Test func rulesListShowsEveryRuleWithItsSourceAndWhetherItIsOn() async throws {
        let result = await BorderLogCommandsTests.borderlog(["rules", "list", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        // Day-count rules first, then eligibility rules, told apart by their kind.
        let raw = all.filter { $0["kind"] == nil }
        let dayCountRules = try JSONSerialization.data(withJSONObject: raw)
        #expect(try JSONDecoder().decode([RuleListing].self, from: dayCountRules) == RuleListing.all(in: try RuleBook.bundled()))
        let eligibility = all.filter { $0["kind"] as? String == "eligibility" }
        #expect(eligibility.map { $0["id"] as? String } == [
            "uk-ilr", "uk-naturalisation", "ca-pr", "ca-citizenship", "us-n400", "au-citizenship", "ie-naturalisation", "nz-citizenship",
            "eu-long-term", "uk-euss", "de-naturalisation",
        ])
        for rule in eligibility {
            #expect((rule["source"] as? String)?.isEmpty == false && (rule["notModelled"] as? String)?.isEmpty == false)
            #expect(rule["enabled"] as? Bool == false)
        }
        #expect(raw.count + eligibility.count == all.count)
        for rule in raw {
            for field in ["id", "name", "zone", "period", "counting", "source", "notModelled", "enabled"] {
                #expect(rule[field] != nil, "\(rule["id"] ?? "?") lacks \(field)")
            }
            // One limit each, but an absence rule's limits are its levels.
            let levels = (rule["period"] as? [String: Any])?["kind"] as? String == "absenceRuns"
            #expect(levels ? rule["maxDays"] == nil && rule["minDays"] == nil : (rule["maxDays"] != nil) != (rule["minDays"] != nil))
        }
        let enabled = Dictionary(uniqueKeysWithValues: raw.map { ($0["id"] as! String, $0["enabled"] as! Bool) })
        #expect(enabled["schengen-90-180"] == true && enabled["us-spt"] == false)
        let spt = try #require(raw.first { $0["id"] as? String == "us-spt" })
        #expect((spt["period"] as? [String: Any])?["weights"] as? [String] == ["1", "1/3", "1/6"])
        #expect(await BorderLogCommandsTests.borderlog(["rules", "list"]).stdout.contains("source: 26 U.S.C."))
    }

    @Test func aRuleTurnedOnInTheRulesFileIsReportedWithItsWeightedDays() async throws {
        // In the US from 1 January to 30 April 2022 and 2023 and to 29 April 2024: 120 days a year, exit days included.
        let csv = directory.write("stays.csv", """
            country,entry,exit,note
            US,2022-01-01,2022-04-30,
            GB,2022-04-30,2023-01-01,
            US,2023-01-01,2023-04-30,
            GB,2023-04-30,2024-01-01,
            US,2024-01-01,2024-04-29,
            GB,2024-04-29,,
            """)
        let rules = directory.write("rules.json", #"{"enabled": ["us-spt"]}"#)
        #expect(try await borderlog("stays", "import", csv).status == 0)
        #expect(try await borderlog("infer", "--rules", rules).status == 0)
        let report = try await borderlog("report", "rules", "--rules", rules, "--on", "2024-12-31", "--format", "json")
        #expect(report.status == 0, "\(report.stderr)")
        let statuses = try JSONDecoder().decode([RuleStatus].self, from: Data(report.stdout.utf8))
        let view = try LedgerView(store: try Store(path: store), rules: try RuleBook.current(configPath: rules))
        #expect(statuses == view.ruleStatuses(on: day("2024-12-31")))
        let spt = try #require(statuses.first { $0.rule == "us-spt" })
        // IRS Publication 519's example: 120 days in each of three years, 120 + 40 + 20 = 180, under 183.
        #expect(spt.years == [.init(year: 2022, days: 120), .init(year: 2023, days: 120), .init(year: 2024, days: 120)])
        #expect(spt.weightedDays == 180 && spt.level == .below && spt.minDays == 183)
        let text = try await borderlog("report", "rules", "--rules", rules, "--on", "2024-12-31")
        #expect(text.stdout.contains("BELOW\tUS substantial presence test: 120 days in 2024, weighted 180 over 2022: 120, 2023: 120, 2024: 120"))
        // Without the rules file only Schengen is evaluated.
        let plain = try JSONDecoder().decode([RuleStatus].self, from: Data(try await borderlog("report", "rules", "--format", "json").stdout.utf8))
        #expect(plain.map(\.rule) == ["schengen-90-180"])
    }

    @Test func failOnCoversEveryRuleThatIsOn() async throws {
        let rules = directory.write("rules.json", #"{"enabled": ["es-183"]}"#)
        _ = try await borderlog("stays", "add", "ES", "2024-01-01", "2024-07-10")
        _ = try await borderlog("infer", "--rules", rules, "--to", "2024-07-10")
        // 192 days in Spain in 2024 breach the Spanish rule (and Schengen's 90/180, on by default).
        let result = try await borderlog("report", "rules", "--rules", rules, "--on", "2024-07-10", "--fail-on", "breach")
        #expect(result.status == 3 && result.stdout.contains("BREACH\tSpain: more than 183 days in the calendar year: 192 days"))
        #expect(try await borderlog("report", "rules", "--on", "2024-07-10", "--fail-on", "breach").status == 3)
        let off = directory.write("off.json", #"{"rules": [{"id": "schengen-90-180", "enabled": false}]}"#)
        #expect(try await borderlog("report", "rules", "--rules", off, "--on", "2024-07-10", "--fail-on", "breach").status == 0)
    }
}

/// `override --exempt` and `stays add --permit`, run in process.
@Suite struct ExemptCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2025-01-30"])
    }

    @Test func anExemptDayLeavesOnlyTheRulesThatHonourItsReason() async throws {
        let rules = directory.write("rules.json", #"""
            {"enabled": ["us-spt"],
             "rules": [{"id": "us-days", "name": "US days", "zone": "us", "period": {"kind": "calendarYear"}, "maxDays": 120, "counting": "anyPresence"}]}
            """#)
        _ = try await borderlog("stays", "add", "US", "2024-03-01", "2024-03-10")
        let set = try await borderlog("override", "2024-03-05", "US", "--exempt", "medical", "--note", "hospital")
        #expect(set.status == 0 && set.stderr.contains("exempt (medical)"))
        #expect(try await borderlog("override", "list").stdout.contains("2024-03-05\tUS\thospital\texempt: medical"))
        _ = try await borderlog("infer", "--rules", rules, "--to", "2024-03-10")
        let json = try await borderlog("report", "rules", "--rules", rules, "--on", "2024-03-10", "--format", "json")
        let statuses = try JSONDecoder().decode([RuleStatus].self, from: Data(json.stdout.utf8))
        #expect(statuses.first { $0.rule == "us-spt" }?.days == 9)
        #expect(statuses.first { $0.rule == "us-days" }?.days == 10)
        let overrides = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("override", "list", "--format", "json").stdout.utf8)) as? [[String: Any]])
        #expect(overrides.first?["exempt"] as? [String] == ["medical"])
    }

    @Test func badExemptReasonsAreUsageErrors() async throws {
        #expect(try await borderlog("override", "2024-03-05", "US", "--exempt", "holiday").status == 64)
        let permit = try await borderlog("override", "2024-03-05", "US", "--exempt", "permit")
        #expect(permit.status == 64 && permit.stderr.contains("--permit"))
    }

    @Test func permitStayDaysDoNotCountForSchengen() async throws {
        #expect(try await borderlog("stays", "add", "FR", "2024-01-01", "2024-12-31", "--permit").status == 0)
        _ = try await borderlog("stays", "add", "ES", "2024-12-31", "2025-01-30")
        #expect(try await borderlog("stays", "list").stdout.contains("\tpermit"))
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(try await borderlog("stays", "list", "--format", "json").stdout.utf8)) as? [[String: Any]])
        #expect(listed.map { $0["permit"] as? Bool } == [true, nil])
        _ = try await borderlog("infer")
        let report = try #require(try await borderlog("report", "schengen", "--on", "2025-01-30", "--format", "json").json)
        #expect(report["used"] as? Int == 30 && report["remaining"] as? Int == 60)
    }
}

/// `report forecast --rule ID` for a maximum and a minimum, with and without saved plans.
@Suite struct RuleForecastCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2025-07-10"])
    }

    init() async throws {
        let csv = directory.write("stays.csv", "country,entry,exit,note\nGB,2025-04-06,2025-07-01,\nES,2025-07-01,2025-07-10,\n")
        _ = await BorderLogCommandsTests.borderlog(["--store", store, "stays", "import", csv])
        _ = await BorderLogCommandsTests.borderlog(["--store", store, "infer"], environment: ["BORDERLOG_TODAY": "2025-07-10"])
    }

    @Test func aMinimumRuleForecastSaysWhatIsStillNeeded() async throws {
        let result = try await borderlog("report", "forecast", "--rule", "uk-srt", "--enter", "2025-09-01", "--exit", "2025-09-30", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONDecoder().decode(ForecastReport.self, from: Data(result.stdout.utf8))
        let view = try LedgerView(store: try Store(path: store), rules: try RuleBook.bundled())
        #expect(report == (try view.forecast(rule: "uk-srt", enter: day("2025-09-01"), exit: day("2025-09-30"), length: nil)))
        // 86 UK midnights from 6 April to 30 June, 30 planned: 67 more needed, from 29 January at the latest.
        #expect(report.daysNeeded == 67 && report.lastStart == day("2026-01-29"))
        let raw = try #require(result.json)
        for field in ["enter", "exit", "addedDays", "firstBreach", "maxStay", "earliestEntry", "daysNeeded", "lastStart"] {
            #expect(raw[field] != nil, "missing \(field)")
        }
    }

    @Test func aMaximumRuleForecastCountsSavedPlansWhenAsked() async throws {
        _ = try await borderlog("plan", "add", "ES", "2025-07-11", "2025-10-31")
        let plain = try #require(try await borderlog("report", "forecast", "--rule", "es-183", "--enter", "2025-11-01", "--length", "30", "--format", "json").json)
        // 10 Spanish days in July (1–10): from 1 November 61 days are left in 2025 and a new year follows.
        #expect(plain["usedOnEntry"] as? Int == 10 && plain["earliestEntry"] as? String == "2025-11-01")
        let planned = try await borderlog("report", "forecast", "--rule", "es-183", "--enter", "2025-11-01", "--exit", "2025-12-31", "--with-plans", "--format", "json")
        let json = try #require(planned.json)
        // With the plan, 123 days by 31 October: the 184th is 31 December.
        #expect(json["usedOnEntry"] as? Int == 123 && json["firstBreach"] as? String == "2025-12-31")
        #expect(planned.stderr.contains("counting 1 saved plan"))
    }

    @Test func forecastUsageErrors() async throws {
        #expect(try await borderlog("report", "forecast", "--rule", "uk-srt", "--zone", "schengen", "--enter", "2025-09-01").status == 64)
        let unknown = try await borderlog("report", "forecast", "--rule", "uk-183", "--enter", "2025-09-01")
        #expect(unknown.status == 1 && unknown.stderr.contains("uk-srt"))
    }
}
