import BorderLogCore
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `crossings import | list | remove` and `report reconcile`, run in process.
@Suite struct CrossingsCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2026-04-01"])
    }

    @Test func importsListsAndRemovesWithTheContractFields() async throws {
        let ees = directory.write("ees.csv", """
            date,direction,port,country,authority,note
            2026-01-10,entry,CDG,,ees,
            2026-01-25,exit,FRA,,ees,
            """)
        let i94 = directory.write("i94.txt", "Travel History Results\nRow\tDate\tType\tLocation\n1\t2026-03-10\tDeparture\tNYC\n2\t2026-02-14\tArrival\tSFR\n")
        let imported = try await borderlog("crossings", "import", ees, i94)
        #expect(imported.status == 0)
        #expect(imported.stderr.contains("ees.csv: imported 2 crossings") && imported.stderr.contains("i94.txt: imported 2 crossings"))
        // The same content again changes nothing.
        #expect(try await borderlog("crossings", "import", ees).stderr.contains("unchanged since the last import"))
        let json = try await borderlog("crossings", "list", "--format", "json")
        let raw = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(raw.map { Set($0.keys) } == Array(repeating: ["id", "date", "direction", "port", "country", "zone", "authority", "note", "source"], count: 4))
        #expect(raw.map { $0["country"] as? String } == ["FR", "DE", "US", "US"])
        #expect(raw[0]["zone"] as? String == "schengen" && raw[2]["zone"] is NSNull)
        #expect(raw[3]["direction"] as? String == "exit" && raw[3]["port"] as? String == "NYC" && raw[3]["authority"] as? String == "i94")
        let id = try #require(raw[0]["id"] as? Int)
        #expect(try await borderlog("crossings", "remove", String(id)).status == 0)
        #expect(try await borderlog("crossings", "remove", String(id)).status == 2)
        #expect(try Store(path: store).crossings().count == 3)
    }

    @Test func aFileWithAnyBadRowIsRejectedWholeAndTheStoreKeepsWhatItHad() async throws {
        let good = directory.write("good.csv", "date,direction,port,country,authority,note\n2026-01-10,entry,CDG,,ees,\n")
        #expect(try await borderlog("crossings", "import", good).status == 0)
        let bad = directory.write("bad.csv", """
            date,direction,port,country,authority,note
            2026-02-01,entry,MAD,,ees,
            2026-02-03,leave,MAD,,ees,
            2026-02-05,exit,Somewhere,,customs,
            2026-05-01,exit,MAD,,ees,
            """)
        let result = try await borderlog("crossings", "import", bad, good)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.csv:3: direction: 'leave' is not a direction; use entry or exit"))
        #expect(result.stderr.contains("bad.csv:4: country: missing country, and 'Somewhere' is not an airport code"))
        #expect(result.stderr.contains("bad.csv:4: authority: unknown authority 'customs'"))
        #expect(result.stderr.contains("bad.csv:5: date: 2026-05-01 is in the future"))
        #expect(result.stderr.contains("bad.csv: rejected, 4 errors; nothing imported from this file"))
        #expect(try Store(path: store).crossings().map(\.crossing.date) == [day("2026-01-10")])
    }

    @Test func reconcileReportsTheRecordAgainstTheEvidence() async throws {
        let ees = directory.write("ees.csv", """
            date,direction,port,country,authority,note
            2026-01-10,entry,CDG,,ees,
            2026-01-25,exit,FRA,,ees,
            """)
        let stays = directory.write("stays.csv", "country,entry,exit,note\nGB,2026-01-26,2026-02-10,\nGB,2026-01-15,2026-01-16,home for the weekend\n")
        #expect(try await borderlog("crossings", "import", ees).status == 0)
        #expect(try await borderlog("stays", "import", stays).status == 0)
        #expect(try await borderlog("infer").status == 0)
        let json = try await borderlog("report", "reconcile", "--authority", "ees", "--on", "2026-02-10", "--format", "json")
        #expect(json.status == 0)
        let raw = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(Set(raw.keys).isSuperset(of: ["on", "authority", "period", "schengen", "days"]))
        let report = try JSONDecoder().decode(ReconcileReport.self, from: Data(json.stdout.utf8))
        #expect(report.period == .init(start: day("2026-01-10"), end: day("2026-01-25")))
        #expect(report.days.filter { $0.kind == .missingInLedger }.map(\.date) == [day("2026-01-15"), day("2026-01-16")])
        #expect(report.schengen.recordUsed == 16 && report.schengen.ledgerUsed == 14)
        let text = try await borderlog("report", "reconcile", "--authority", "ees", "--on", "2026-02-10")
        #expect(text.stdout.contains("2 days the EES record puts you inside the Schengen Area while your evidence says elsewhere:\n  2026-01-15…2026-01-16 (2 days): GB"))
        #expect(try await borderlog("explain", "2026-01-12").stdout.contains("in the Schengen Area, country unknown"))
        #expect(try await borderlog("report", "reconcile", "--authority", "border").status == 64)
    }
}
