@testable import BorderLogHTML
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Logging
import Testing

/// Zone-only days and the official record on the page: a store whose EES record puts the person in the Schengen Area
/// from 10 to 25 January, where only an override (15th, Italy) and a stay in Britain (20th–21st) say more.
@Suite struct HTMLReportRecordTests {
    let directory = TemporaryDirectory()

    func render() throws -> (html: String, data: ReportData) {
        let store = try Store()
        _ = try store.addStay(stay("GB", "2026-01-01", "2026-01-10"))
        _ = try store.addStay(stay("GB", "2026-01-20", "2026-01-21"))
        _ = try store.addStay(stay("GB", "2026-01-25", "2026-02-05"))
        try store.setOverride(DayOverride(date: day("2026-01-15"), countries: [country("IT")], note: "Milan"))
        let csv = directory.write("ees.csv", """
            date,direction,port,country,authority,note
            2026-01-10,entry,CDG,FR,ees,
            2026-01-25,exit,FRA,DE,ees,

            """)
        let rules = try RuleBook.bundled()
        let context = StageContext(logger: Logger(label: "test"), observer: CollectingObserver(), geo: GeoContext(path: directory.path("no-geo-index")))
        let imported = try Stages.importCrossings(
            CrossingsImportOptions(files: [csv], rules: rules, today: day("2026-02-05")),
            into: store, context: context)
        try #require(imported.rejectedFiles == 0)
        _ = try Stages.infer(InferOptions(to: day("2026-02-05"), rules: rules, today: day("2026-02-05")), in: store, context: context)
        let view = try LedgerView(store: store, rules: rules)
        let data = try Stages.reportData(view, store: store, today: day("2026-02-05"))
        let page = HTMLReport(data, map: nil, version: "test").render()
        return (page, data)
    }

    @Test func zoneOnlyDaysHaveTheirOwnCellsLegendAndCount() throws {
        let (html, data) = try render()
        let zoneOnly = data.ledger.days.filter(\.isZoneOnly)
        try #require(!zoneOnly.isEmpty)
        #expect(zoneOnly.contains { $0.date == day("2026-01-12") })
        #expect(html.contains("class=\"d z\" data-date=\"2026-01-12\" data-country=\"\" data-flags=\"zone-only\""))
        #expect(html.matches(of: try Regex("class=\"d z\" data-date=")).count == zoneOnly.count)
        #expect(html.contains("title=\"2026-01-12: in the Schengen Area, country unknown; zone-only\""))
        #expect(html.contains("<i class=\"d sample z\"></i>in the Schengen Area, country unknown</span>"))
        // The counts keep them apart from unknown days.
        #expect(html.contains("data-zone-only=\"schengen\" data-days=\"\(zoneOnly.count)\""))
        let unknownRow = try #require(html.range(of: "<tr class=\"unknown-row\">").map { html[$0.lowerBound...].prefix(while: { $0 != "\n" }) })
        let trulyUnknown = data.ledger.days.filter { $0.isUnknown && !$0.isZoneOnly }.count
        #expect(unknownRow.hasSuffix("<td class=\"n\">\(trulyUnknown)</td></tr>"))
    }

    @Test func theOfficialRecordShowsBothCountsTheDisagreementsAndTheCrossings() throws {
        let (html, data) = try render()
        let report = try #require(data.reconcile)
        #expect(html.contains("<a href=\"#reconcile\">Official record</a>"))
        #expect(html.contains("<section id=\"reconcile\" aria-labelledby=\"reconcile-title\" data-on=\"2026-02-05\">"))
        // The record alone: inside from the 10th to the 25th, both days included.
        #expect(report.schengen.recordUsed == 16)
        #expect(html.contains("data-count=\"record\" data-used=\"16\" data-remaining=\"74\""))
        #expect(html.contains("data-count=\"ledger\" data-used=\"\(report.schengen.ledgerUsed)\" data-remaining=\"\(report.schengen.ledgerRemaining)\""))
        #expect(report.schengen.ledgerUsed == data.schengen?.used)
        // The stay in Britain inside the record's stretch; the zone-only days are in the record's area and agree.
        #expect(html.contains("<tr data-kind=\"missing-in-ledger\" data-first=\"2026-01-20\" data-last=\"2026-01-21\" data-days=\"2\" data-area=\"schengen\">"))
        #expect(!html.contains("data-kind=\"unknown-in-ledger\""))
        #expect(!html.contains("data-kind=\"extra-in-ledger\""))
        #expect(html.contains("data-crossing-date=\"2026-01-10\" data-direction=\"entry\" data-country=\"FR\" data-authority=\"ees\""))
        #expect(html.contains("data-crossing-date=\"2026-01-25\" data-direction=\"exit\" data-country=\"DE\" data-authority=\"ees\""))
    }

    @Test func theDayPanelOfAZoneOnlyDayNamesTheZone() throws {
        try #require(Chromium.executable != nil, "chromium is needed: `make test` installs it")
        let (html, _) = try render()
        let page = directory.write("report.html", html)
        let (dom, _) = try Chromium.dumpDOM(page + "#day=2026-01-12")
        #expect(dom.contains("<h2 id=\"panel-title\">2026-01-12: Schengen Area — country unknown</h2>"))
    }

    @Test func withoutCrossingsThereIsNoRecordSectionNorZoneOnlyRow() throws {
        let store = try Store()
        _ = try store.addStay(stay("FR", "2026-01-01", "2026-01-05"))
        _ = try store.saveSnapshot(try ledger([stay("FR", "2026-01-01", "2026-01-05")]), fingerprint: "f", evidenceRevision: 0)
        let view = try LedgerView(store: store, rules: try RuleBook.bundled())
        let data = try Stages.reportData(view, store: store, today: day("2026-01-05"))
        let html = HTMLReport(data, map: nil, version: "test").render()
        #expect(data.reconcile == nil)
        #expect(!html.contains("id=\"reconcile\"") && !html.contains("href=\"#reconcile\""))
        #expect(!html.contains("zone-only-row") && !html.contains("data-zone-only="))
    }
}
