@testable import BorderLogHTML
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Logging
import Testing

/// The rules table with every round-5 rule turned on: each has its row, and the rules with tests say what they found.
@Suite struct HTMLReportRoundFiveRuleTests {
    static let ids = [
        "in-tax", "ca-deemed-resident", "ca-bc-msp", "ca-ab-ahcip", "us-ma-statutory", "us-ct-statutory", "us-wv-statutory", "us-or-statutory",
        "us-pr-presence", "it-tax", "za-tax", "sg-tax", "schengen-bilateral",
    ]

    @Test func everyNewRuleHasARowAndItsTestsNote() throws {
        var rules = try RuleBook.bundled()
        for index in rules.rules.indices where Self.ids.contains(rules.rules[index].id) { rules.rules[index].enabled = true }
        let store = try Store()
        _ = try store.addStay(stay("IN", "2026-04-01", "2026-06-30"))
        _ = try store.addStay(stay("ZA", "2026-07-01", "2026-07-10"))
        let context = StageContext(logger: Logger(label: "test"), observer: CollectingObserver())
        _ = try Stages.infer(InferOptions(to: day("2026-07-10"), rules: rules, policy: .init(), today: day("2026-07-10")), in: store, context: context)
        let view = try LedgerView(store: store, rules: rules)
        let data = try Stages.reportData(view, store: store, today: day("2026-07-10"))
        let html = HTMLReport(data, map: nil, version: "test").render()
        for id in Self.ids {
            #expect(html.contains("<tr data-rule=\"\(id)\""), "\(id) has a row")
        }
        #expect(html.contains("data-rule-tests=\"in-tax\">India: tax residence (182 days, or 60 and 365 in the four years before): no test met; resident status NR."))
        #expect(html.contains("data-rule-tests=\"sg-tax\">Singapore: tax residence (183 days): no test met."))
    }
}

extension HTMLReportRoundFiveRuleTests {
    /// An American 91 days in the area, the last in Denmark, with schengen-bilateral on and an EES check on day 20.
    @Test func theSchengenFigureSaysTheAgreementDaysAndTheCheckpoint() throws {
        var rules = try RuleBook.bundled()
        for index in rules.rules.indices where rules.rules[index].id == "schengen-bilateral" { rules.rules[index].enabled = true }
        let store = try Store()
        _ = try store.addStay(stay("FR", "2026-01-01", "2026-03-31"))
        _ = try store.addStay(stay("DK", "2026-04-01", "2026-04-01"))
        _ = try store.addCheckpoint(Checkpoint(authority: .ees, on: day("2026-01-20"), remaining: 72)!)
        let context = StageContext(logger: Logger(label: "test"), observer: CollectingObserver())
        _ = try Stages.infer(InferOptions(to: day("2026-04-01"), rules: rules, policy: .init(), today: day("2026-04-01")), in: store, context: context)
        let view = try LedgerView(store: store, rules: rules, profile: Profile(nationalities: [country("US")]))
        let data = try Stages.reportData(view, store: store, today: day("2026-04-01"))
        let html = HTMLReport(data, map: nil, version: "test").render()
        #expect(data.schengen?.overstayDays == 0 && data.schengen?.bilateral?.days == 1)
        #expect(html.contains("data-schengen-bilateral=\"DK\" data-days=\"1\""))
        #expect(html.contains("data-checkpoint=\"2026-01-20\" data-difference=\"-2\">EES record check on 2026-01-20: 72 days remaining; the ledger says 70 (2 fewer).</p>"))
    }
}
