import BorderLogModel
@testable import BorderLogPDF
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation

/// A half year of stays rendered as an audit report, for tests that read the printed document back.
struct AuditReportSample {
    let directory = TemporaryDirectory()

    /// A half year of stays under `rules`, written to a file; returns its path and the data it was made from.
    func report(_ name: String, rules: RuleBook) throws -> (pdf: String, data: ReportData) {
        let store = try Store()
        let ledger = try ledger(
            [stay("GB", "2024-01-01", "2024-02-10"), stay("FR", "2024-02-10", "2024-02-20"), stay("GB", "2024-02-25", "2024-06-30")],
            overrides: [DayOverride(date: day("2024-03-05"), countries: [country("GB"), country("FR"), country("GB")], note: "Lille")])
        _ = try store.saveSnapshot(ledger, fingerprint: "f", evidenceRevision: 0)
        let view = try LedgerView(store: store, rules: rules)
        let data = try Stages.reportData(view, store: store, today: day("2024-06-30"))
        let pdf = directory.path(name)
        try AuditReport(data, inputs: try Stages.auditInputs(view, store: store), version: "test").render().write(to: URL(fileURLWithPath: pdf))
        return (pdf, data)
    }

    /// The bundled rules with every rule and eligibility rule turned on: the most text the method page can hold.
    func everyRule() throws -> RuleBook {
        var rules = try RuleBook.bundled()
        for index in rules.rules.indices { rules.rules[index].enabled = true }
        for index in rules.eligibility.indices { rules.eligibility[index].enabled = true }
        return rules
    }
}
