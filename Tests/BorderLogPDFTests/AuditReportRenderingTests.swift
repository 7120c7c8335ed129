import BorderLogInference
import BorderLogModel
@testable import BorderLogPDF
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// The audit report rendered in process from a store in memory.
struct AuditReportRenderingTests {
    private func report(from: LocalDay? = nil, to: LocalDay? = nil) throws -> (Data, AuditInputs) {
        let store = try Store()
        let ledger = try ledger(
            [stay("GB", "2024-01-01", "2024-02-10"), stay("FR", "2024-02-10", "2024-02-20"), stay("GB", "2024-02-25", "2024-03-31")],
            overrides: [DayOverride(date: day("2024-03-05"), countries: [country("GB"), country("FR"), country("GB")], note: "Lille <and> back")])
        _ = try store.saveSnapshot(ledger, fingerprint: "f", evidenceRevision: 0)
        let view = try LedgerView(store: store, rules: try RuleBook.bundled())
        let inputs = try Stages.auditInputs(view, store: store)
        let data = try Stages.reportData(view, store: store, from: from, to: to, today: day("2024-03-31"))
        return (try AuditReport(data, inputs: inputs, version: "test").render(), inputs)
    }

    @Test func aLedgerRendersAsAPDFWithEveryPageNumbered() throws {
        let (pdf, inputs) = try report()
        #expect(pdf.starts(with: Data("%PDF-1.5".utf8)))
        #expect(pdf.count > 20_000)
        #expect(inputs.fingerprint.count == 64 && inputs.ledgerHead.count == 64)
        #expect(inputs.fingerprint == AuditInputs.fingerprint(ledgerHead: inputs.ledgerHead, rulesHash: inputs.rules.sha256))
        #expect(inputs.rules.version == BorderLogVersion.current && !inputs.rules.isCustom)
    }

    @Test func aRangeWithoutDaysStillHasItsCoverAndMethod() throws {
        let (pdf, _) = try report(from: day("2030-01-01"), to: day("2030-01-31"))
        #expect(pdf.starts(with: Data("%PDF-1.5".utf8)))
    }

    @Test func daysReadAsTheDailyLogShowsThem() {
        let travel = LedgerDay(
            date: day("2024-03-05"), country: country("GB"), countries: [country("GB"), country("FR"), country("GB")], confidence: 1,
            confidenceLabel: .high, evidence: [.override: ["FR": 1, "GB": 1], .photo: ["FR": 3]], flags: [.override, .travelDay], zones: [])
        #expect(AuditReport.countriesText(travel, zoneName: "Schengen Area") == "GB → FR → GB")
        #expect(AuditReport.evidenceText(travel.evidence) == "override FR 1, GB 1; photo FR 3")
        let unknown = LedgerDay(date: day("2024-02-21"), country: nil, countries: [], confidence: 0, confidenceLabel: .low, evidence: [:], flags: [.unknown], zones: [])
        #expect(AuditReport.countriesText(unknown, zoneName: "Schengen Area") == "unknown")
        let zoneOnly = LedgerDay(
            date: day("2024-02-22"), country: nil, countries: [], confidence: 0.4, confidenceLabel: .low, evidence: [.record: ["schengen": 1]],
            flags: [.zoneOnly], zones: ["schengen"])
        #expect(AuditReport.countriesText(zoneOnly, zoneName: "Schengen Area") == "Schengen Area (country unknown)")
        #expect(AuditReport.weekday(day("2024-03-04")) == 0 && AuditReport.weekday(day("2024-03-10")) == 6)
        #expect(AuditReport.rounded(0.965) == 0.97)
    }
}
