import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// Eligibility rules in the rule book: bundled off, switched by id like day-count rules, defined in a rules file, and
/// refused with the field at fault when they cannot be evaluated.
struct EligibilityRuleBookTests {
    @Test func bundledEligibilityRulesAreOffAndCiteTheirSources() throws {
        let book = try RuleBook.bundled()
        #expect(book.eligibility.map(\.id) == [
            "uk-ilr", "uk-naturalisation", "ca-pr", "ca-citizenship", "us-n400", "au-citizenship", "ie-naturalisation", "nz-citizenship",
            "eu-long-term", "uk-euss", "de-naturalisation",
        ])
        #expect(book.enabledEligibilityRules.isEmpty)
        for rule in book.eligibility {
            #expect(book.zone(rule.zone) != nil && rule.source?.isEmpty == false && rule.notModelled?.isEmpty == false)
        }
        #expect(book.eligibilityRule("ca-citizenship")?.statusesNeeded == [.caPR])
        #expect(book.eligibilityRule("au-citizenship")?.statusesNeeded == [.auPR])
        #expect(book.eligibilityRule("nz-citizenship")?.statusesNeeded == [.nzResident])
        // The eligibility rules' zones stay out of the ledger while their rules are off.
        #expect(!book.activeZones.map(\.id).contains("ca"))
    }

    @Test func aRulesFileSwitchesAndDefinesEligibilityRules() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("rules.json", """
            {"enabled": ["uk-ilr"],
             "eligibility": [{"id": "nz-resident", "name": "NZ: 184 days a year", "zone": "nz",
                              "conditions": [{"id": "presence", "description": "184 days in the last 12 months",
                                              "measure": "presence", "kind": "min", "limit": 184,
                                              "window": {"months": 12, "ends": "onDate"}}]}],
             "zones": [{"id": "nz", "name": "New Zealand", "members": [{"country": "NZ"}]}]}
            """)
        let book = try RuleBook.current(configPath: path)
        #expect(book.eligibilityRule("uk-ilr")?.isEnabled == true && book.eligibilityRule("nz-resident")?.isEnabled == true)
        #expect(book.activeZones.map(\.id).contains("uk"))
        let report = EligibilityReport(
            rule: book.eligibilityRule("nz-resident")!, zone: book.zone("nz")!, ledger: EligibilityHistory.ledger([("NZ", "2025-01-01", "2025-07-03")]),
            profile: Profile(), on: day("2025-07-03"))
        #expect(report.eligible && report.conditions[0].days == Fraction(184))
    }

    @Test(arguments: [
        (#""measure": "presence", "kind": "min", "window": {"years": 5, "ends": "onDate"}"#, "needs a limit"),
        (#""measure": "status", "kind": "min", "window": {"years": 1, "ends": "onDate"}"#, "names the status it needs"),
        (#""measure": "absence", "kind": "max", "limit": 10, "window": {"ends": "onDate"}"#, "positive number of years or months"),
        (#""measure": "absence", "kind": "max", "limit": 10, "window": {"months": 6, "ends": "onDate"}, "aggregate": "mostInAnyTwelveMonths""#, "shorter than 12 months"),
    ])
    func conditionsThatCannotBeEvaluatedAreRefused(_ fields: String, _ message: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.write("rules.json", """
            {"eligibility": [{"id": "x", "name": "x", "zone": "uk", "conditions": [{"id": "c", "description": "c", \(fields)}]}]}
            """)
        #expect {
            try RuleBook.current(configPath: path)
        } throws: { error in
            "\(error)".contains(path) && "\(error)".contains("condition 'c'") && "\(error)".contains(message)
        }
    }
}
