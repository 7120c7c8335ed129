import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// The round-5 rule shapes as data: `anyOf`, `precedingYears`, `residentYears`, `spanningStay`, `absenceEnds`,
/// `absenceWarning`, `needsStatus` and `leapYearMaxDays` decode from a rules file, round-trip, and are refused with a
/// message naming the rule when they make no sense.
struct RuleShapeTests {
    private func load(_ rule: String) throws -> RuleBook {
        try RuleBook.load(data: Data(#"{"rules": [\#(rule)]}"#.utf8), path: "rules.json", over: try RuleBook.bundled())
    }

    @Test func aRuleWithEveryNewShapeDecodesAndRoundTrips() throws {
        let book = try load(
            #"""
            {"id": "mine", "name": "Mine", "zone": "za", "period": {"kind": "taxYear", "start": "03-01"}, "minDays": 92, "counting": "anyPresence",
             "precedingYears": {"periods": 5, "eachAtLeast": 92, "atLeast": 916}, "absenceEnds": {"days": 330},
             "absenceWarning": {"zone": "ca", "months": 6}, "leapYearMaxDays": 10,
             "anyOf": [{"id": "a", "minDays": 92}, {"id": "b", "zone": "us", "maxDays": 90},
                       {"id": "c", "spanningStay": {"minDays": 183, "years": 3, "maxGap": 7}},
                       {"id": "d", "minDays": 60, "withStatus": {"status": "in-income-over-15-lakh", "minDays": 120}, "offWithStatus": "in-employment-abroad"}],
             "residentStatus": {"notOrdinarily": [{"id": "nr", "residentYears": {"periods": 10, "atLeast": 9, "answer": "nonResident"}}]},
             "needsStatus": "us-ma-abode"}
            """#)
        let rule = try #require(book.rule("mine"))
        #expect(rule.precedingYears == PrecedingYears(periods: 5, atLeast: 916, eachAtLeast: 92))
        #expect(rule.absenceEnds == AbsenceEnds(days: 330) && rule.absenceWarning == AbsenceWarning(zone: "ca", months: 6))
        #expect(rule.anyOf?.map(\.id) == ["a", "b", "c", "d"])
        #expect(rule.anyOf?[2].spanningStay == SpanningStay(minDays: 183, years: 3, maxGap: 7))
        #expect(rule.anyOf?[3].offWithStatus == .inEmploymentAbroad && rule.anyOf?[3].withStatus?.minDays == 120)
        #expect(rule.residentStatus?.notOrdinarily.first?.residentYears == ResidentYears(periods: 10, atLeast: 9, answer: .nonResident))
        #expect(rule.needsStatus == .usMAAbode && rule.leapYearMaxDays == 10)
        #expect(rule.otherZones == ["us", "ca"])
        let again = try JSONDecoder().decode(Rule.self, from: JSONEncoder().encode(rule))
        #expect(again == rule)
    }

    @Test(arguments: [
        (#""anyOf": []"#, "anyOf lists at least one test"),
        (#""anyOf": [{"id": "a"}]"#, "test 'a' needs minDays, maxDays, precedingYears, residentYears or spanningStay"),
        (#""anyOf": [{"id": "a", "minDays": 1}, {"id": "a", "minDays": 2}]"#, "two tests in anyOf have the same id"),
        (#""anyOf": [{"id": "a", "minDays": -1}]"#, "negative minDays or maxDays"),
        (#""anyOf": [{"id": "a", "precedingYears": {"periods": 0, "atLeast": 1}}]"#, "precedingYears counts 1 to 20 periods, not 0"),
        (#""precedingYears": {"periods": 3}"#, "precedingYears needs atLeast, atMost or eachAtLeast"),
        (#""anyOf": [{"id": "a", "residentYears": {"periods": 5, "atLeast": 6, "answer": "resident"}}]"#, "not 6 of 5"),
        (#""anyOf": [{"id": "a", "spanningStay": {"years": 1}}]"#, "spanningStay reaches into 2 to 10 years, not 1"),
        (#""anyOf": [{"id": "a", "withStatus": {"status": "us-ma-abode", "minDays": 3}, "spanningStay": {}}]"#, "has withStatus but no minDays"),
        (#""anyOf": [{"id": "a", "zone": "atlantis", "minDays": 1}]"#, "names zone 'atlantis', which is not defined"),
        (#""absenceEnds": {"days": 0}"#, "absenceEnds is 1 to 3660 days"),
        (#""absenceWarning": {"zone": "ca", "months": 0}"#, "absenceWarning is 1 to 120 months"),
        (#""residentStatus": {"notOrdinarily": [{"id": "x", "minDays": 1}]}"#, "residentStatus needs anyOf or precedingYears"),
    ])
    func unsoundShapesAreRefusedWithTheirRule(_ field: String, _ message: String) throws {
        let rule = #"{"id": "mine", "name": "Mine", "zone": "za", "period": {"kind": "calendarYear"}, "minDays": 10, "counting": "anyPresence", \#(field)}"#
        #expect {
            try load(rule)
        } throws: { error in
            "\(error)".contains("rule 'mine'") && "\(error)".contains(message)
        }
    }

    @Test func testsCountInYearsOnly() {
        let rule = #"{"id": "mine", "name": "Mine", "zone": "za", "period": {"kind": "rolling", "days": 30}, "minDays": 10, "counting": "anyPresence", "anyOf": [{"id": "a", "minDays": 1}]}"#
        #expect {
            try load(rule)
        } throws: { error in
            "\(error)".contains("anyOf, precedingYears and absenceEnds count in calendar or tax years")
        }
    }

    @Test(arguments: [
        #"{"id": "a", "minDays": 1, "offWithStatus": "martian"}"#,
        #"{"id": "a", "residentYears": {"periods": 2, "atLeast": 1, "answer": "sometimes"}}"#,
        #"{"id": "a", "minDays": "many"}"#,
    ])
    func malformedTestsAreDecodingErrors(_ json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RuleTest.self, from: Data(json.utf8)) }
    }

    @Test func everyNewBundledRuleIsOffAndSaysWhatItLeavesOut() throws {
        let book = try RuleBook.bundled()
        let ids = [
            "in-tax", "ca-deemed-resident", "ca-bc-msp", "ca-ab-ahcip", "us-ma-statutory", "us-ct-statutory", "us-wv-statutory", "us-or-statutory",
            "us-pr-presence", "it-tax", "za-tax", "sg-tax",
        ]
        for id in ids {
            let rule = try #require(book.rule(id), "\(id) is bundled")
            #expect(rule.enabled == false, "\(id) is off by default")
            #expect((rule.source ?? "").count > 40 && (rule.notModelled ?? "").contains("not legal"), "\(id) has a source and notModelled")
            #expect(book.zone(rule.zone) != nil)
        }
    }
}

extension RuleShapeTests {
    /// India's RNOR test reads the ten years before, each of which reads the four before it: fourteen tax years back.
    @Test func aRuleReadsAsFarBackAsItsTestsLook() throws {
        let book = try RuleBook.bundled()
        #expect(try #require(book.rule("in-tax")).firstDayRead(on: day("2026-03-31")) == day("2011-04-01"))
        #expect(try #require(book.rule("za-tax")).firstDayRead(on: day("2026-02-28")) == day("2020-03-01"))
        #expect(try #require(book.rule("us-pr-presence")).firstDayRead(on: day("2026-12-31")) == day("2024-01-01"))
    }
}
