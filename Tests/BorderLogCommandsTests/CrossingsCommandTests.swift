import BorderLogBarcodeSamples
import BorderLogRules
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
        // Only the weekend in Britain disagrees: the zone-only days between are in the record's area.
        #expect(report.days.map(\.date) == [day("2026-01-15"), day("2026-01-16")])
        #expect(report.days.allSatisfy { $0.kind == .missingInLedger })
        #expect(report.schengen.recordUsed == 16 && report.schengen.ledgerUsed == 14)
        let text = try await borderlog("report", "reconcile", "--authority", "ees", "--on", "2026-02-10")
        #expect(text.stdout.contains("2 days the EES record puts you inside the Schengen Area while your evidence says elsewhere:\n  2026-01-15…2026-01-16 (2 days): GB"))
        #expect(try await borderlog("explain", "2026-01-12").stdout.contains("in the Schengen Area, country unknown"))
        #expect(try await borderlog("report", "reconcile", "--authority", "border").status == 64)
    }

    @Test func anI94CopyWithoutRowOrI94WordsImportsAndTextThatIsNoneIsRejected() async throws {
        let copy = directory.write("history.txt", "Date\nType\nLocation\n2026-03-10\nDeparture\nNYC\n2026-02-14\nArrival\nSFR\n")
        let letter = directory.write("letter.txt", "Dear Jane,\nyour arrival on 2026-02-14 was recorded.\n")
        let result = try await borderlog("crossings", "import", letter, copy)
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(letter): neither a crossings CSV"))
        #expect(result.stderr.contains("history.txt: imported 2 crossings"))
        let crossings = try Store(path: store).crossings().map(\.crossing)
        #expect(crossings.map(\.summary) == [
            "entry into US at SFR on 2026-02-14 (I-94 record)", "exit from US at NYC on 2026-03-10 (I-94 record)",
        ])
    }

    /// A Home Office letter's table as its PDF draws it: a heading, the columns, two rows and a page number.
    static var homeOfficeLetter: SamplePDF { SamplePDF(pages: [[
        .text("Travel History", x: 50, y: 60, size: 14),
        .text("Date", x: 50, y: 90), .text("Voyage", x: 130, y: 90), .text("Direction", x: 210, y: 90),
        .text("Embark", x: 300, y: 90), .text("Disembark", x: 420, y: 90),
        .text("03/02/2026", x: 50, y: 110), .text("BA0117", x: 130, y: 110), .text("Outbound", x: 210, y: 110),
        .text("LHR", x: 300, y: 110), .text("0", x: 380, y: 110), .text("JFK", x: 420, y: 110),
        .text("17/02/2026", x: 50, y: 125), .text("BA0112", x: 130, y: 125), .text("Inbound", x: 210, y: 125),
        .text("JFK", x: 300, y: 125), .text("0", x: 380, y: 125), .text("London Heathrow", x: 420, y: 125),
        .text("Page 1 of 1", x: 260, y: 800, size: 8),
    ]]) }

    @Test func homeOfficeHistoriesAsPDFOrTextImportBesideFilesThatAreNone() async throws {
        let pdf = directory.path("sar.pdf")
        try Self.homeOfficeLetter.data.write(to: URL(fileURLWithPath: pdf))
        let text = directory.write("sar.txt", "Travel History\n01/03/2026 EUROTUNNEL Outbound Folkestone 0 Coquelles\n08/03/2026 Inbound Dover\n")
        let invoice = directory.path("invoice.pdf")
        try SamplePDF(pages: [[.text("Invoice 2026-117: 3 nights, paid on 03/02/2026", x: 50, y: 60)]]).data.write(to: URL(fileURLWithPath: invoice))
        let scan = directory.path("scan.pdf")
        try SamplePDF(pages: [[]]).data.write(to: URL(fileURLWithPath: scan))
        let broken = directory.write("broken.pdf", "%PDF-1.4\n1 0 obj\n<< /Type /Catalog")
        let result = try await borderlog("crossings", "import", invoice, pdf, scan, broken, text)
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(invoice): neither a crossings CSV"))
        #expect(result.stderr.contains("\(scan): the PDF holds no text to read"))
        #expect(result.stderr.contains("\(broken): cannot read the PDF's text: damaged or truncated PDF"))
        #expect(result.stderr.contains("sar.pdf: imported 2 crossings") && result.stderr.contains("sar.txt: imported 2 crossings"))

        let json = try await borderlog("crossings", "list", "--format", "json")
        let raw = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let rows = raw.map { row in
            ["date", "direction", "port", "country", "authority", "note"].map { (row[$0] as? String) ?? "-" }.joined(separator: " ")
                + " " + ((row["source"] as? String).map { ($0 as NSString).lastPathComponent } ?? "-")
        }
        #expect(rows == [
            "2026-02-03 exit LHR GB uk-sar voyage BA0117 sar.pdf:3", "2026-02-17 entry London Heathrow GB uk-sar voyage BA0112 sar.pdf:4",
            "2026-03-01 exit Folkestone GB uk-sar voyage EUROTUNNEL sar.txt:2", "2026-03-08 entry Dover GB uk-sar - sar.txt:3",
        ])
        #expect(raw.allSatisfy { $0["zone"] is NSNull })
        // The Home Office's record reconciles in Britain: inside from 02-17 on, an exit before it with no entry.
        #expect(try await borderlog("infer").status == 0)
        let report = try await borderlog("report", "reconcile", "--authority", "uk-sar", "--on", "2026-03-10", "--format", "json")
        #expect(report.status == 0, "\(report.stderr)")
        let reconciled = try JSONDecoder().decode(ReconcileReport.self, from: Data(report.stdout.utf8))
        #expect(reconciled.authority == .ukSAR && reconciled.period?.start == day("2026-02-03"))
    }
}
