import BorderLogModel
import BorderLogRules
import BorderLogSettings
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

/// The bundled rule library: every rule cites its source and says what it does not model; only Schengen is on.
struct RuleLibraryTests {
    static let required = ["schengen-90-180", "us-spt", "uk-srt", "pt-183", "es-183", "cy-183", "cy-60", "de-6-months", "au-183", "th-180"]

    @Test func everyBundledRuleHasASourceAZoneAndWhatItDoesNotModel() throws {
        let book = try RuleBook.bundled()
        #expect(Set(RuleLibraryTests.required).isSubset(of: Set(book.rules.map(\.id))))
        for rule in book.rules {
            #expect(book.zone(rule.zone) != nil, "\(rule.id)")
            #expect(rule.source?.isEmpty == false && rule.notModelled?.isEmpty == false && rule.summary?.isEmpty == false, "\(rule.id)")
        }
        #expect(book.enabledRules.map(\.id) == ["schengen-90-180"])
    }

    @Test(arguments: [
        ("us-spt", "weightedYears"), ("uk-srt", "taxYear"), ("pt-183", "anyTwelveMonths"), ("es-183", "calendarYear"),
        ("cy-183", "calendarYear"), ("de-6-months", "longestStay"), ("au-183", "taxYear"), ("th-180", "calendarYear"),
    ])
    func bundledRulesUseTheirKinds(_ id: String, _ kind: String) throws {
        let rule = try #require(try RuleBook.bundled().rule(id))
        let json = String(decoding: try JSONEncoder().encode(rule.period), as: UTF8.self)
        #expect(json.contains(#""kind":"\#(kind)""#))
    }

    @Test func libraryZonesStayOutOfTheLedgerUntilOneOfTheirRulesIsOn() throws {
        let directory = TemporaryDirectory()
        let bundled = try RuleBook.bundled()
        #expect(bundled.zoneIDs(for: [country("FR"), country("GB")], on: day("2024-05-01")) == ["schengen"])
        let list = directory.write("list.json", #"{"enabled": ["uk-srt", "us-spt"]}"#)
        let listed = try RuleBook.current(configPath: list)
        #expect(listed.enabledRules.map(\.id) == ["schengen-90-180", "us-spt", "uk-srt"])
        #expect(listed.zoneIDs(for: [country("FR"), country("GB")], on: day("2024-05-01")) == ["schengen", "uk"])
        let switches = directory.write("switches.json", #"{"rules": [{"id": "schengen-90-180", "enabled": false}, {"id": "pt-183"}]}"#)
        let switched = try RuleBook.current(configPath: switches)
        #expect(switched.enabledRules.map(\.id) == ["pt-183"])
        #expect(switched.zoneIDs(for: [country("PT")], on: day("2024-05-01")) == ["pt"])
    }

    @Test func turningOnAnUnknownRuleNamesTheKnownOnes() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("bad.json", #"{"enabled": ["us-183"]}"#)
        #expect { try RuleBook.current(configPath: path) } throws: { "\($0)".contains("us-183") && "\($0)".contains("us-spt") }
    }

    /// IRS Publication 519's example with the bundled rule: 120 days in each of three years is 180, not 183.
    @Test func bundledSubstantialPresenceTestOnThePublicationExample() throws {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("us-spt"))
        let stays = [stay("US", "2022-01-01", "2022-04-30"), stay("US", "2023-01-01", "2023-04-30"), stay("US", "2024-01-01", "2024-04-29")]
        let status = RuleStatus(rule: rule, zone: try #require(book.zone("us")), ledger: try ledger(stays, to: "2024-12-31"), on: day("2024-12-31"))
        #expect(status.days == 120 && status.weightedDays == 180 && status.level == .below)
        #expect(status.years == [.init(year: 2022, days: 120), .init(year: 2023, days: 120), .init(year: 2024, days: 120)])
    }

    /// The UK's first automatic test: 183 midnights in the tax year from 6 April (entry day counts, exit day does not).
    @Test func bundledUKTestCountsMidnightsInTheTaxYear() throws {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("uk-srt"))
        let uk = try #require(book.zone("uk"))
        // In GB from 6 April through 6 October 2024 (exit day): 183 midnights, 6 April … 5 October.
        let stays = [stay("GB", "2024-04-06", "2024-10-06"), stay("FR", "2024-10-06", "2024-12-31")]
        let status = RuleStatus(rule: rule, zone: uk, ledger: try ledger(stays, to: "2024-12-31"), on: day("2025-04-05"))
        #expect(status.days == 183 && status.level == .ok)
        #expect(status.periodStart == day("2024-04-06") && status.periodEnd == day("2025-04-05"))
        let shorter = RuleStatus(rule: rule, zone: uk, ledger: try ledger([stay("GB", "2024-04-06", "2024-10-05"), stay("FR", "2024-10-05", "2024-12-31")], to: "2024-12-31"), on: day("2025-04-05"))
        #expect(shorter.days == 182 && shorter.level == .below)
    }
}
