import BorderLogModel
import BorderLogRules
import BorderLogTestSupport
import Testing

/// Saved plans counted as if they happened: each planned day a full day in the plan's country.
struct PlanCountingTests {
    private let pt = Zone(id: "pt", name: "Portugal", members: [Zone.Membership(country: country("PT"))])

    @Test func plannedDaysAddToTheLedgersDays() throws {
        let rule = Rule(id: "pt", name: "pt", zone: "pt", period: .calendarYear, maxDays: 183, counting: .midnight)
        let built = try ledger([stay("PT", "2025-01-01", "2025-03-31"), stay("GB", "2025-03-31", "2025-04-30")], to: "2025-04-30")
        let plan = try #require(Plan(country: country("PT"), entry: day("2025-04-20"), exit: day("2025-12-31")))
        #expect(RuleStatus(rule: rule, zone: pt, ledger: built, on: day("2025-12-31")).days == 89)
        // 20 April … 31 December planned: 256 days, none of them already counted (the 31 March crossing ends in GB).
        let with = RuleStatus(rule: rule, zone: pt, ledger: built, on: day("2025-12-31"), plans: [plan])
        #expect(with.days == 89 + 256 && with.level == .breach)
        // A plan counts only from its first day on.
        #expect(RuleStatus(rule: rule, zone: pt, ledger: built, on: day("2025-04-19"), plans: [plan]).days == 89)
    }

    @Test func aPlanAbroadCountsAsAbsenceAndAPlanAtHomeDoesNot() throws {
        let absence = Rule(id: "away", name: "away", zone: "pt", period: .rolling(days: 365), maxDays: 180, counting: .absence)
        let abroad = try #require(Plan(country: country("BR"), entry: day("2025-05-01"), exit: day("2025-05-10")))
        let home = try #require(Plan(country: country("PT"), entry: day("2025-06-01"), exit: day("2025-06-10")))
        #expect([abroad, home].countedDays(for: absence, zone: pt) == Array(range("2025-05-01", "2025-05-10")))
    }

    /// Home-country absence (PRD FR-Country-1): days away from a chosen home per calendar year, as a rule with
    /// `absence` counting; travel days are not days away, unknown days are not counted.
    @Test func daysAwayFromHomePerYear() throws {
        let away = Rule(id: "pt-away", name: "Away from Portugal", zone: "pt", period: .calendarYear, maxDays: 180, counting: .absence)
        let built = try ledger([
            stay("PT", "2024-01-01", "2024-03-01"), stay("BR", "2024-03-01", "2024-04-10"), stay("PT", "2024-04-10", "2024-12-31"),
            stay("BR", "2025-01-05", "2025-01-20"),
        ], to: "2025-01-20")
        // 2 March … 9 April in Brazil: 39 days; the crossing days count as days at home.
        #expect(RuleStatus(rule: away, zone: pt, ledger: built, on: day("2024-12-31")).days == 39)
        // 1–4 January 2025 are unknown (no stay), 5–20 January away.
        #expect(RuleStatus(rule: away, zone: pt, ledger: built, on: day("2025-01-20")).days == 16)
    }
}
