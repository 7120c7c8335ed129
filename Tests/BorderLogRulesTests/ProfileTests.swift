import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// The profile's statuses as `profile set` reads them, how it merges, and what it changes in reports: an EU, EEA or
/// Swiss national has no Schengen limit; a home country's days away are counted per window.
struct ProfileTests {
    @Test(arguments: [
        ("ca-pr:2021-06-15", ResidenceStatus(id: .caPR, since: day("2021-06-15"))),
        ("au-pr:2020-01-01:2024-12-31", ResidenceStatus(id: .auPR, since: day("2020-01-01"), until: day("2024-12-31"))),
        ("uk-ilr:2024-02-29:2024-02-29", ResidenceStatus(id: .ukILR, since: day("2024-02-29"), until: day("2024-02-29"))),
    ])
    func statusesReadIdSinceAndUntil(_ text: String, _ expected: ResidenceStatus?) throws {
        #expect(try ResidenceStatus.parse(text) == expected)
    }

    @Test(arguments: [
        ("xx-pr:2021-06-15", "unknown status 'xx-pr'; known statuses: ca-pr, au-pr, us-lpr, uk-ilr"),
        ("ca-pr:2024-06-01:2024-05-31", "since 2024-06-01 is after until 2024-05-31"),
        ("ca-pr:2021-13-01", "'2021-13-01' is not a date in YYYY-MM-DD form"),
        ("ca-pr", "write it as ID:SINCE or ID:SINCE:UNTIL"),
    ])
    func badStatusesSayWhatIsWrong(_ text: String, _ message: String) {
        #expect {
            try ResidenceStatus.parse(text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func settingMergesStatusesAndReplacesNationalitiesOnlyWhenGiven() throws {
        let start = Profile(nationalities: [country("CA")], home: country("CA"), statuses: [try ResidenceStatus.parse("ca-pr:2020-01-01")])
        let moved = start.setting(nationalities: nil, home: country("GB"), statuses: [try ResidenceStatus.parse("uk-ilr:2025-03-01")])
        #expect(moved.nationalities == [country("CA")] && moved.home == country("GB"))
        #expect(moved.statuses.map(\.id) == [.caPR, .ukILR])
        let renewed = moved.setting(nationalities: [country("FR"), country("CA")], home: nil, statuses: [try ResidenceStatus.parse("ca-pr:2021-01-01")])
        #expect(renewed.nationalities == [country("CA"), country("FR")])
        #expect(renewed.status(.caPR)?.since == day("2021-01-01") && renewed.statuses.count == 2)
    }

    @Test func theProfileFileRoundTripsAndNamesItselfWhenBroken() throws {
        let directory = TemporaryDirectory()
        let file = URL(fileURLWithPath: directory.path("config/borderlog/profile.json"))
        #expect(try Profile.load(from: file) == Profile())
        let profile = Profile(nationalities: [country("DE")], home: country("DE"), statuses: [try ResidenceStatus.parse("au-pr:2020-01-01")])
        try profile.save(to: file)
        #expect(try Profile.load(from: file) == profile)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(json["nationalities"] as? [String] == ["DE"] && json["home"] as? String == "DE")
        #expect((json["statuses"] as? [[String: Any]])?.first?["until"] is NSNull)
        try Data(#"{"nationalities": ["XX"], "statuses": []}"#.utf8).write(to: file)
        #expect {
            try Profile.load(from: file)
        } throws: { error in
            "\(error)".contains(file.path) && "\(error)".contains("'XX' is not an ISO 3166-1 alpha-2 code")
        }
    }

    @Test(arguments: [("FR", false), ("CH", false), ("NO", false), ("IE", false), ("GB", true), ("US", true)])
    func euEEAAndSwissNationalsHaveNoSchengenLimit(_ nationality: String, _ applies: Bool) throws {
        let book = try RuleBook.bundled()
        let (zone, rule) = (book.zone("schengen")!, book.rule("schengen-90-180")!)
        let history = try ledger([stay("ES", "2024-01-01", "2024-05-01")])
        let report = SchengenReport(
            zone: zone, limit: RollingLimit(rule)!, ledger: history, on: day("2024-05-01"), rule: rule, nationalities: [country("US"), country(nationality)])
        #expect(report.applies == applies && (report.reason == nil) == applies)
        #expect(report.used == 122)  // 1 January … 1 May 2024
        let status = RuleStatus(rule: rule, zone: zone, ledger: history, on: day("2024-05-01"), nationalities: [country(nationality)])
        #expect(status.applies == applies && status.level == (applies ? .breach : .ok))
        if !applies {
            #expect(report.reason!.contains("national of \(nationality)") && report.text.contains("no short-stay limit applies"))
        }
    }

    @Test func homeAbsenceCountsKnownDaysWithoutTheHomeCountry() throws {
        // In GB, then 10 days in FR (arrival and departure days are travel days with GB), then 5 unknown days.
        let history = EligibilityHistory.ledger([("GB", "2024-01-01", "2024-03-01"), ("FR", "2024-03-02", "2024-03-11"), ("", "2024-03-12", "2024-03-16"), ("GB", "2024-03-17", "2024-03-31")])
        let report = CountryCountsReport(ledger: history, on: day("2024-03-31"), home: country("GB"))
        #expect(report.home == country("GB"))
        #expect(report.window(.last(days: 30))?.homeAbsence == 10)  // 2 … 11 March; the unknown days are not away
        #expect(report.window(.yearToDate(year: 2024))?.homeAbsence == 10)
        #expect(report.text(rules: try RuleBook.bundled()).contains("away from GB"))
        #expect(CountryCountsReport(ledger: history, on: day("2024-03-31")).windows.allSatisfy { $0.homeAbsence == nil })
    }
}
