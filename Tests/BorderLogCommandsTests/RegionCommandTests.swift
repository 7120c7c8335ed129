import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// Region codes through the commands (docs/regions.md): stays and overrides, `report regions`, `geo lookup`, and the
/// errors for codes that name no region.
@Suite struct RegionCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2025-12-31"])
    }

    @Test func staysAndOverridesNameRegionsAndReportRegionsCountsThem() async throws {
        let csv = directory.write("stays.csv", """
            country,entry,exit,note
            US-NJ,2025-01-01,2025-06-30,home
            US-NY,2025-07-01,2025-12-31,
            """)
        #expect(await borderlog("stays", "import", csv).status == 0)
        let override = await borderlog("override", "2025-03-03", "US-NJ,US-NY,US-NJ", "--note", "office")
        #expect(override.status == 0, "\(override.stderr)")
        #expect(override.stderr.contains("US-NJ → US-NY → US-NJ"))
        #expect(await borderlog("infer").status == 0)
        let json = await borderlog("report", "regions", "--country", "US", "--on", "2025-12-31", "--format", "json")
        #expect(json.status == 0, "\(json.stderr)")
        let report = try #require(json.json)
        #expect(report["country"] as? String == "US")
        let year = try #require((report["windows"] as? [[String: Any]])?.first { $0["name"] as? String == "year2025" })
        let regions = try #require(year["regions"] as? [String: Int])
        #expect(regions == ["US-NJ": 181, "US-NY": 185])
        #expect(year["unknown"] as? Int == 0)
        let csvOut = await borderlog("report", "regions", "--on", "2025-12-31", "--format", "csv")
        #expect(csvOut.stdout.hasPrefix("region,name,last30,last90,last180,last365,year2025\nUS-NY,New York,30,"))
        let text = await borderlog("report", "regions", "--on", "2025-12-31")
        #expect(text.stdout.contains("US-NJ New Jersey") && text.stdout.contains("region unknown"))
        let ledger = await borderlog("export", "ledger", "--from", "2025-03-03", "--to", "2025-03-03", "--format", "json")
        let day = try #require((try JSONSerialization.jsonObject(with: Data(ledger.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(day["regions"] as? [String] == ["US-NJ", "US-NY", "US-NJ"])
        #expect(day["region"] as? String == "US-NJ")
        let listed = await borderlog("override", "list")
        #expect(listed.stdout.contains("2025-03-03\tUS-NJ,US-NY,US-NJ"))
        let stays = await borderlog("stays", "list", "--format", "csv")
        #expect(stays.stdout.contains(",US-NY,2025-07-01,"))
    }

    @Test func reviewAssignNamesAStateForDaysWithoutOne() async throws {
        #expect(await borderlog("stays", "add", "US", "2025-01-01", "2025-01-10").status == 0)
        #expect(await borderlog("infer").status == 0)
        let assigned = await borderlog("review", "assign", "2025-01-02", "2025-01-03", "us-ca", "--note", "Palo Alto")
        #expect(assigned.status == 0, "\(assigned.stderr)")
        #expect(assigned.stderr.contains("assigned to US-CA California"))
        let report = try #require(await borderlog("report", "regions", "--on", "2025-12-31", "--format", "json").json)
        let year = try #require((report["windows"] as? [[String: Any]])?.first { $0["name"] as? String == "year2025" })
        #expect(year["regions"] as? [String: Int] == ["US-CA": 2])
        #expect(year["unknown"] as? Int == 8)
    }

    @Test func unknownRegionCodesAreClearErrorsAndNothingIsWritten() async throws {
        let csv = directory.write("stays.csv", """
            country,entry,exit,note
            US-NY,2025-01-01,2025-01-31,
            US-XX,2025-02-01,2025-02-28,
            FR-75,2025-03-01,2025-03-31,
            """)
        let imported = await borderlog("stays", "import", csv)
        #expect(imported.status != 0)
        #expect(imported.stderr.contains("stays.csv:3: country: 'US-XX' is not a region of United States"), "\(imported.stderr)")
        #expect(imported.stderr.contains("stays.csv:4: country: FR (France) has no region layer"), "\(imported.stderr)")
        #expect(await borderlog("stays", "list", "--format", "csv").stdout.split(separator: "\n").count <= 1)
        let override = await borderlog("override", "2025-03-03", "US-NJ,CA-NY")
        #expect(override.status == 64)
        #expect(override.stderr.contains("'CA-NY' is not a region of Canada"))
        let report = await borderlog("report", "regions", "--country", "FR")
        #expect(report.status == 64 && report.stderr.contains("has no region layer"))
    }

    @Test func geoLookupGivesTheRegionOfAPoint() async throws {
        let text = await BorderLogCommandsTests.borderlog(["geo", "lookup", "40.7580", "-73.9855"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("region: US-NY (New York)"))
        let json = await BorderLogCommandsTests.borderlog(["geo", "lookup", "45.4765", "-75.7013", "--format", "json"])
        #expect(json.json?["region"] as? String == "CA-QC")
        let paris = await BorderLogCommandsTests.borderlog(["geo", "lookup", "48.8584", "2.2945", "--format", "json"])
        #expect(paris.json?["region"] is NSNull)
        let bad = await BorderLogCommandsTests.borderlog(["geo", "lookup", "95", "0"])
        #expect(bad.status == 64 && bad.stderr.contains("latitude '95'"))
    }
}
