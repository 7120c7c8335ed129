import BorderLogBarcode
import BorderLogModel
@testable import BorderLogPDF
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Logging
import Testing

/// Zone-only days and the official record in the audit report, read as an adviser reads it: the text poppler extracts.
/// The store's EES record puts the person in the Schengen Area from 10 to 25 January; only an override (15th, Italy)
/// and a stay in Britain (20th–21st) say more.
@Suite struct AuditReportRecordTests {
    let directory = TemporaryDirectory()

    private func report(crossings: Bool) throws -> (text: String, plain: String) {
        let store = try Store()
        _ = try store.addStay(stay("GB", "2026-01-01", "2026-01-10"))
        _ = try store.addStay(stay("GB", "2026-01-20", "2026-01-21"))
        _ = try store.addStay(stay("GB", "2026-01-25", "2026-02-05"))
        try store.setOverride(DayOverride(date: day("2026-01-15"), countries: [country("IT")], note: "Milan"))
        let rules = try RuleBook.bundled()
        let context = StageContext(logger: Logger(label: "test"), observer: CollectingObserver(), geo: GeoContext(path: directory.path("no-geo-index")))
        if crossings {
            let csv = directory.write("ees.csv", """
                date,direction,port,country,authority,note
                2026-01-10,entry,CDG,FR,ees,
                2026-01-25,exit,FRA,DE,ees,

                """)
            let imported = try Stages.importCrossings(
                CrossingsImportOptions(files: [csv], rules: rules, today: day("2026-02-05")),
                into: store, context: context)
            try #require(imported.rejectedFiles == 0)
        }
        _ = try Stages.infer(InferOptions(to: day("2026-02-05"), rules: rules, today: day("2026-02-05")), in: store, context: context)
        let view = try LedgerView(store: store, rules: rules)
        let data = try Stages.reportData(view, store: store, today: day("2026-02-05"))
        let pdf = directory.path(crossings ? "record.pdf" : "plain.pdf")
        try AuditReport(data, inputs: try Stages.auditInputs(view, store: store), version: "test").render().write(to: URL(fileURLWithPath: pdf))
        return (try Poppler.text(pdf, layout: true), try Poppler.text(pdf))
    }

    @Test func zoneOnlyDaysReadAsTheSchengenAreaWithTheCountryUnknown() throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        let (text, plain) = try report(crossings: true)
        // The daily log: the zone on the date's line, "(country unknown)" below it.
        #expect(text.contains(try Regex("2026-01-12\\s+Schengen Area\\s+zone-only")))
        #expect(plain.contains("(country unknown)"))
        // Apart from unknown days, on the cover and in the days per country.
        #expect(plain.contains("In the Schengen Area, country unknown"))
        #expect(text.contains(try Regex("\\d+ known, \\d+ zone-only, 0 unknown")))
        #expect(text.contains("in the Schengen Area by the record of border crossings, country unknown"))
        #expect(text.contains(try Regex("Schengen Area, country unknown\\s+\\d+")))
        #expect(plain.contains("in the Schengen Area, country unknown"))
    }

    @Test func theOfficialRecordSectionHoldsBothCountsTheDisagreementsAndTheCrossings() throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        let (text, plain) = try report(crossings: true)
        #expect(plain.contains("Official record"))
        #expect(text.contains("By the record alone, Schengen Area on 2026-02-05"))
        #expect(plain.contains("used 16, remaining 74"))
        #expect(text.contains(try Regex("2026-01-20 to 2026-01-21\\s+2\\s+missing-in-ledger\\s+inside the Schengen Area\\s+GB")))
        // The zone-only days inside the record's stretch are in its area: they agree and are not listed.
        #expect(!text.contains("unknown-in-ledger"))
        #expect(text.contains(try Regex("2026-01-10\\s+entry\\s+FR\\s+France\\s+CDG\\s+EES record")))
        #expect(text.contains(try Regex("2026-01-25\\s+exit\\s+DE\\s+Germany\\s+FRA\\s+EES record")))
    }

    /// The text the crossings import reads from a PDF (`PDFText`), on a PDF that cairo and pango wrote with embedded
    /// subset fonts: a table row is one line, its cells apart.
    @Test func theImportsPDFTextKeepsACairoTablesRowsOnTheirLines() throws {
        _ = try report(crossings: true)
        let text = try PDFText.text(of: Data(contentsOf: URL(fileURLWithPath: directory.path("record.pdf"))))
        #expect(text.contains(try Regex("(?m)^2026-01-10\\tentry\\tFR\\s+France\\tCDG\\tEES record$")))
        #expect(text.contains(try Regex("(?m)^2026-01-25\\texit\\tDE\\s+Germany\\tFRA\\tEES record$")))
    }

    @Test func withoutCrossingsThereIsNoRecordSection() throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        let (_, plain) = try report(crossings: false)
        #expect(!plain.contains("Official record"))
        #expect(!plain.contains("(country unknown)") && !plain.contains("In the Schengen Area, country unknown"))
    }
}
