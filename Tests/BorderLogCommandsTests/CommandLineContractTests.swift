import BorderLogTestSupport
import Foundation
import Testing

/// The command lines and JSON fields scripts rely on (docs/reports.md, "JSON output"), exercised in process; the
/// executables' streams and exit statuses through the built executables.
struct CommandLineContractTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments)
    }

    @Test func importInferAndSchengenReportSpeakTheContract() async throws {
        let csv = directory.write("stays.csv", "country,entry,exit,note\nGB,2023-01-01,2023-01-10,\nFR,2023-01-10,2023-03-31,long\nGB,2023-03-31,,\n")
        #expect(try await borderlog("stays", "import", csv).status == 0)
        let infer = try await borderlog("infer", "--to", "2023-06-30")
        #expect(infer.status == 0 && infer.stderr.contains("snapshot #1 written"))

        let report = try await borderlog("report", "schengen", "--on", "2023-03-31", "--format", "json")
        let json = try #require(report.json)
        #expect(json["on"] as? String == "2023-03-31")
        #expect(json["used"] as? Int == 81)
        #expect(json["remaining"] as? Int == 9)
        #expect(json["overstayDays"] as? Int == 0)
        #expect(json["windowStart"] as? String == "2022-10-03")
    }

    @Test func forecastFieldsArePresentIncludingNulls() async throws {
        let csv = directory.write("s.csv", "country,entry,exit,note\nDE,2024-01-01,2024-02-29,\n")
        _ = try await borderlog("stays", "import", csv)
        _ = try await borderlog("infer", "--to", "2024-03-01")
        let withLength = try #require(try await borderlog("report", "forecast", "--zone", "schengen", "--enter", "2024-03-10", "--length", "45", "--format", "json").json)
        #expect(withLength["addedDays"] as? Int == 45)
        // 60 days used, none leaving the window before 29 June: 30 days remain, the 31st breaches.
        #expect(withLength["maxStay"] as? Int == 30)
        #expect(withLength["firstBreach"] as? String == "2024-04-09")
        #expect(withLength["earliestEntry"] as? String != nil)
        // No profile: the limit applies.
        #expect(withLength["applies"] as? Bool == true && withLength["reason"] is NSNull)
        let withExit = try #require(try await borderlog("report", "forecast", "--zone", "schengen", "--enter", "2024-03-10", "--exit", "2024-03-20", "--format", "json").json)
        #expect(withExit["exit"] as? String == "2024-03-20")
        #expect(withExit["firstBreach"] is NSNull)
        #expect(withExit["earliestEntry"] is NSNull)
    }

    @Test func rejectedFileExitsTwoAndNamesFileLineAndField() async throws {
        let csv = directory.write("bad.csv", "country,entry,exit,note\nFR,2024-01-01,2024-01-05,\nZZ,2024-01-05,2024-01-07,\n")
        let result = try await borderlog("stays", "import", csv)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.csv:3: country: unknown country code 'ZZ'"))
        #expect(result.stderr.contains("nothing imported"))
        let list = try await borderlog("stays", "list", "--format", "json")
        let listed = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [Any]
        #expect(listed?.isEmpty == true)
    }

    @Test func usageErrorsExitWith64() async throws {
        #expect(try await borderlog("report", "forecast", "--enter", "2024-01-01", "--exit", "2024-01-05", "--length", "3").status == 64)
        #expect(try await borderlog("report", "schengen", "--on", "2024-02-30").status == 64)
        #expect(try await borderlog("override", "2024-01-01", "UK").status == 64)
    }

    @Test func reportsBeforeAnyInferSayWhatToDo() async throws {
        let result = try await borderlog("report", "schengen")
        #expect(result.status == 1 && result.stderr.contains("borderlog infer"))
    }

    @Test func overridesAndExportRoundTrip() async throws {
        _ = try await borderlog("stays", "add", "GB", "2024-06-01", "2024-06-05")
        #expect(try await borderlog("override", "2024-06-03", "GB,FR", "--note", "Eurostar").status == 0)
        #expect(try await borderlog("override", "list").stdout.contains("2024-06-03\tGB,FR\tEurostar"))
        _ = try await borderlog("infer", "--to", "2024-06-05")
        let csv = try await borderlog("export", "ledger", "--format", "csv", "--from", "2024-06-03", "--to", "2024-06-03")
        #expect(csv.stdout == """
            date,country,countries,confidence,confidenceLabel,flags,zones,evidence,region,regions
            2024-06-03,FR,GB;FR,1.00,high,override;travel-day,schengen,override:FR=1;override:GB=1,,

            """)
        let json = try await borderlog("export", "ledger", "--format", "json")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(days.count == 5)
        #expect(Set(days[0].keys) == ["date", "country", "countries", "confidence", "confidenceLabel", "evidence", "flags", "zones", "region", "regions"])
        #expect(try await borderlog("override", "remove", "2024-06-03").status == 0)
        #expect(try await borderlog("override", "remove", "2024-06-03").status == 2)
    }

    @Test func anOverrideOutAndBackIsExportedInVisitingOrderAndEndsInTheLast() async throws {
        #expect(try await borderlog("override", "2024-07-05", "NZ,AU,NZ", "--note", "Sydney for lunch").status == 0)
        _ = try await borderlog("infer", "--to", "2024-07-05")
        let csv = try await borderlog("export", "ledger", "--format", "csv")
        #expect(csv.stdout.contains("2024-07-05,NZ,NZ;AU;NZ,1.00,high,override;travel-day,,override:AU=1;override:NZ=1"))
        let json = try await borderlog("export", "ledger", "--format", "json")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(days.first?["countries"] as? [String] == ["NZ", "AU", "NZ"] && days.first?["country"] as? String == "NZ")
    }

    /// What scripts and cron rely on: data on stdout, messages and summaries on stderr, and the exit status: 0 done,
    /// 1 failed, 2 input rejected, 64 a usage error (with the usage on stderr).
    @Test func theExecutableWritesDataToStdoutMessagesToStderrAndExitsWithTheContractsStatus() throws {
        let binary = { (arguments: [String]) throws -> CommandResult in try run("borderlog", ["--store", self.store] + arguments) }
        let before = try binary(["report", "schengen", "--format", "json"])
        #expect(before.status == 1 && before.stdout.isEmpty && before.stderr.contains("borderlog infer"))

        let good = directory.write("good.csv", "country,entry,exit,note\nFR,2024-01-01,2024-01-05,\n")
        let imported = try binary(["stays", "import", good])
        #expect(imported.status == 0 && imported.stdout.isEmpty && imported.stderr.contains("good.csv: imported 1 stay"), "\(imported.stderr)")
        let bad = directory.write("bad.csv", "country,entry,exit,note\nZZ,2024-02-01,2024-02-03,\n")
        let rejected = try binary(["stays", "import", bad])
        #expect(rejected.status == 2 && rejected.stdout.isEmpty && rejected.stderr.contains("bad.csv:2: country: unknown country code 'ZZ'"))

        let listed = try binary(["stays", "list", "--format", "json"])
        let stays = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [Any]
        #expect(listed.status == 0 && stays?.count == 1)
        let inferred = try binary(["infer", "--to", "2024-01-05", "--format", "json"])
        #expect(inferred.status == 0 && inferred.json?["created"] as? Bool == true)

        let usage = try binary(["report", "schengen", "--on", "2024-02-30"])
        #expect(usage.status == 64 && usage.stdout.isEmpty)
        #expect(usage.stderr.hasPrefix("Error: ") && usage.stderr.contains("--on") && usage.stderr.contains("Usage: borderlog report schengen"))
        let help = try binary(["report", "schengen", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: borderlog report schengen") && help.stderr.isEmpty)
    }

    @Test func stageExecutablesTakeTheSameOptions() async throws {
        _ = try await borderlog("stays", "add", "IT", "2024-01-01", "2024-01-03")
        #expect(try run("borderlog-infer", ["--store", store, "--to", "2024-01-03"]).status == 0)
        let report = try run("borderlog-report", ["schengen", "--store", store, "--on", "2024-01-03", "--format", "json"])
        #expect(report.json?["used"] as? Int == 3)
    }

    @Test func rulesReportFailsOnlyAtTheRequestedLevel() async throws {
        _ = try await borderlog("stays", "add", "AT", "2024-01-01", "2024-03-25")
        _ = try await borderlog("infer", "--to", "2024-03-25")
        let warning = try await borderlog("report", "rules", "--on", "2024-03-25", "--fail-on", "warning")
        #expect(warning.status == 3 && warning.stdout.contains("WARNING"))
        #expect(try await borderlog("report", "rules", "--on", "2024-03-25", "--fail-on", "breach").status == 0)
        let json = try await borderlog("report", "rules", "--on", "2024-03-25", "--format", "json")
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rules.first?["days"] as? Int == 85 && rules.first?["level"] as? String == "warning")
    }

    @Test func storeMayAlsoComeFromTheEnvironment() async throws {
        _ = await BorderLogCommandsTests.borderlog(["stays", "add", "ES", "2024-01-01", "2024-01-02"], environment: ["BORDERLOG_STORE": store])
        #expect(try await borderlog("stays", "list").stdout.contains("ES"))
    }
}
