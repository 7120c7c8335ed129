import BorderLogInference
import BorderLogModel
import BorderLogRecords
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// Days some rules leave out: an override's exempt reasons and the days of a stay covered by a residence permit.
struct ExemptDayTests {
    @Test func anExemptOverrideKeepsItsCountriesAndCarriesItsReasons() throws {
        let built = try ledger(
            [stay("US", "2024-03-01", "2024-03-10")],
            overrides: [DayOverride(date: day("2024-03-05"), countries: [country("US")], exempt: [.medical, .medical])], to: "2024-03-10")
        let exempt = built.days[4]
        #expect(exempt.countries == [country("US")] && exempt.country == country("US"))
        #expect(exempt.exempt == [.medical] && exempt.reason.contains("exempt (medical)"))
        #expect(built.days.filter { !$0.exempt.isEmpty }.count == 1)
    }

    @Test func theUSTestLeavesOutAMedicalDayButSchengenAndOtherReasonsDoNot() throws {
        let book = try RuleBook.bundled()
        let built = try ledger(
            [stay("US", "2024-03-01", "2024-03-10")],
            overrides: [DayOverride(date: day("2024-03-05"), countries: [country("US")], exempt: [.medical])], to: "2024-03-10")
        let us = try #require(book.zone("us"))
        let spt = try #require(book.rule("us-spt"))
        #expect(RuleStatus(rule: spt, zone: us, ledger: built, on: day("2024-03-10")).days == 9)
        let calendar = Rule(id: "us-visits", name: "US visits", zone: "us", period: .calendarYear, maxDays: 120)
        #expect(RuleStatus(rule: calendar, zone: us, ledger: built, on: day("2024-03-10")).days == 10)
    }

    /// The European Commission's calculator leaves out stays under a residence permit or long-stay visa
    /// (Schengen Borders Code, Art. 6(2)): a year in France on a permit, then 30 days in Spain as a visitor.
    @Test func permitDaysDoNotCountForSchengen() throws {
        let book = try RuleBook.bundled()
        let schengen = try #require(book.zone("schengen"))
        let stays = [
            Stay(country: country("FR"), entry: day("2024-01-01"), exit: day("2024-12-31"), permit: true),
            stay("ES", "2024-12-31", "2025-01-30"),
        ]
        let built = try ledger(stays, to: "2025-01-30")
        #expect(built.days.first { $0.date == day("2024-06-01") }?.exempt == [.permit])
        #expect(built.days.first { $0.date == day("2025-01-01") }?.exempt == [])
        let rule = try #require(book.rule("schengen-90-180"))
        let report = SchengenReport(zone: schengen, limit: .schengen, ledger: built, on: day("2025-01-30"), rule: rule)
        #expect(report.used == 30)  // 1…30 January; 31 December is still under the permit
        #expect(SchengenReport(zone: schengen, limit: .schengen, ledger: built, on: day("2025-01-30")).used == 180)
        // A tax rule still counts permit days.
        let year = Rule(id: "fr", name: "fr", zone: "schengen", period: .calendarYear, maxDays: 183)
        #expect(RuleStatus(rule: year, zone: schengen, ledger: built, on: day("2024-12-31")).days == 366)
    }

    @Test func exemptReasonsAndPermitsChangeTheFingerprint() throws {
        let builder = LedgerBuilder(rules: try RuleBook.bundled())
        let r = range("2024-01-01", "2024-01-10")
        let plain = builder.fingerprint(stays: [stay("FR", "2024-01-01", "2024-01-10")], overrides: [DayOverride(date: day("2024-01-02"), countries: [country("FR")])], range: r)
        let exempt = builder.fingerprint(
            stays: [stay("FR", "2024-01-01", "2024-01-10")],
            overrides: [DayOverride(date: day("2024-01-02"), countries: [country("FR")], exempt: [.transit])], range: r)
        let permit = builder.fingerprint(
            stays: [Stay(country: country("FR"), entry: day("2024-01-01"), exit: day("2024-01-10"), permit: true)],
            overrides: [DayOverride(date: day("2024-01-02"), countries: [country("FR")])], range: r)
        #expect(Set([plain, exempt, permit]).count == 3)
    }

    @Test(arguments: [("yes", true), ("no", false), ("", false), ("TRUE", true), ("0", false), ("permit", true)])
    func staysFileReadsAPermitColumn(_ value: String, _ expected: Bool) {
        let parsed = StayFile.parse("country,entry,exit,permit\nFR,2024-01-01,2024-06-30,\(value)\n", path: "s.csv")
        #expect(parsed.errors.isEmpty && parsed.rows.first?.stay.permit == expected)
    }

    @Test func aPermitValueThatIsNeitherYesNorNoIsAnError() {
        let parsed = StayFile.parse("country,entry,exit,permit\nFR,2024-01-01,2024-06-30,maybe\n", path: "s.csv")
        #expect(parsed.errors.map(\.description) == ["s.csv:2: permit: 'maybe' is neither yes nor no (leave it empty for no)"])
    }
}
