import BorderLogCore
import BorderLogTestSupport
import Foundation
import Testing

struct RuleBookTests {
    @Test func bundledSchengenHasItsMembersAndRule() throws {
        let book = try RuleBook.bundled()
        let schengen = try #require(book.zone("schengen"))
        #expect(schengen.members.count == 32)
        #expect(schengen.contains(country("HR"), on: day("2023-01-01")))
        #expect(!schengen.contains(country("HR"), on: day("2022-12-31")))
        #expect(!schengen.contains(country("CY"), on: day("2024-01-01")))
        #expect(!schengen.contains(country("GF"), on: day("2024-01-01")))
        let rule = try #require(book.rollingLimit(for: "schengen"))
        #expect(RollingLimit(rule) == .schengen)
    }

    @Test func configFileReplacesZonesByIdAndAddsRules() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("rules.json", """
            {"zones": [{"id": "schengen", "name": "Schengen (test)", "members": [{"country": "FR"}]},
                       {"id": "uk", "name": "United Kingdom", "members": [{"country": "GB"}]}],
             "rules": [{"id": "uk-srt", "name": "UK 183 days", "zone": "uk", "period": {"kind": "taxYear", "start": "04-06"},
                        "minDays": 183, "counting": "midnight"}]}
            """)
        let book = try RuleBook.current(configPath: path)
        #expect(book.zone("schengen")?.members.count == 1)
        #expect(book.rule("schengen-90-180") != nil)
        #expect(book.rule("uk-srt")?.counting == .midnight)
    }

    @Test func configErrorsNameTheFileAndTheField() throws {
        let directory = TemporaryDirectory()
        let badCountry = directory.write("a.json", #"{"zones": [{"id": "x", "name": "X", "members": [{"country": "ZZ"}]}]}"#)
        #expect {
            try RuleBook.current(configPath: badCountry)
        } throws: { error in
            "\(error)".contains("a.json") && "\(error)".contains("zones[0].members[0].country")
        }
        let badZone = directory.write("b.json", #"{"rules": [{"id": "r", "name": "R", "zone": "nowhere", "period": {"kind": "calendarYear"}, "maxDays": 5, "counting": "anyPresence"}]}"#)
        #expect { try RuleBook.current(configPath: badZone) } throws: { "\($0)".contains("nowhere") }
        let badKind = directory.write("c.json", #"{"rules": [{"id": "r", "name": "R", "zone": "schengen", "period": {"kind": "weekly"}, "maxDays": 5, "counting": "anyPresence"}]}"#)
        #expect { try RuleBook.current(configPath: badKind) } throws: { "\($0)".contains("weekly") }
        #expect { try RuleBook.current(configPath: directory.path("missing.json")) } throws: { "\($0)".contains("missing.json") }
    }

    @Test func environmentPointsAtTheConfigFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("env.json", #"{"zones": [{"id": "nordic", "name": "Nordic", "members": [{"country": "NO"}]}]}"#)
        let book = try RuleBook.current(environment: ["BORDERLOG_RULES": path])
        #expect(book.zone("nordic") != nil && book.zone("schengen") != nil)
    }

    @Test(arguments: [
        ("2024-04-05", "2023-04-06", "2024-04-05"), ("2024-04-06", "2024-04-06", "2025-04-05"), ("2024-12-31", "2024-04-06", "2025-04-05"),
    ])
    func taxYearStartsOnItsDay(_ on: String, _ first: String, _ last: String) {
        #expect(Rule.Period.taxYear(month: 4, day: 6).window(endingOn: day(on)) == range(first, last))
    }

    @Test func calendarYearAndRollingWindows() {
        #expect(Rule.Period.calendarYear.window(endingOn: day("2024-07-01")) == range("2024-01-01", "2024-12-31"))
        #expect(Rule.Period.rolling(days: 180).window(endingOn: day("2024-07-01")).count == 180)
    }
}
