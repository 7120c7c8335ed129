import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

struct RuleStatusTests {
    private let uk = Zone(id: "uk", name: "United Kingdom", members: [Zone.Membership(country: country("GB"))])

    @Test func taxYearCountsFromItsStartThroughTheDay() throws {
        let rule = Rule(id: "uk-srt", name: "UK residence", zone: "uk", period: .taxYear(month: 4, day: 6), minDays: 183, counting: .midnight)
        let built = try ledger([stay("GB", "2024-04-01", "2024-06-01"), stay("FR", "2024-06-01", "2024-06-10")], to: "2024-06-10")
        let status = RuleStatus(rule: rule, zone: uk, ledger: built, on: day("2024-06-10"))
        // 6 April … 31 May end in GB; 1 June ends in FR under the midnight rule.
        #expect(status.days == 56)
        #expect(status.periodStart == day("2024-04-06") && status.periodEnd == day("2025-04-05"))
        #expect(status.level == .below)
    }

    @Test func warningAndBreachLevelsFollowTheMaximum() throws {
        let schengen = try #require(try RuleBook.bundled().zone("schengen"))
        let rule = try #require(try RuleBook.bundled().rule("schengen-90-180"))
        let near = RuleStatus(rule: rule, zone: schengen, ledger: try ledger([stay("ES", "2024-01-01", "2024-03-25")]), on: day("2024-03-25"))
        #expect(near.days == 85 && near.level == .warning && near.remaining == 5)
        let over = RuleStatus(rule: rule, zone: schengen, ledger: try ledger([stay("ES", "2024-01-01", "2024-04-05")]), on: day("2024-04-05"))
        #expect(over.level == .breach && over.remaining == 0)
        let fine = RuleStatus(rule: rule, zone: schengen, ledger: try ledger([stay("ES", "2024-01-01", "2024-01-10")]), on: day("2024-01-10"))
        #expect(fine.level == .ok)
    }

    @Test func anyPresenceCountsTravelDaysButMidnightDoesNot() throws {
        let built = try ledger([stay("GB", "2024-05-01", "2024-05-10"), stay("FR", "2024-05-10", "2024-05-20")], to: "2024-05-20")
        let any = Rule(id: "a", name: "a", zone: "uk", period: .calendarYear, maxDays: 300)
        let midnight = Rule(id: "m", name: "m", zone: "uk", period: .calendarYear, maxDays: 300, counting: .midnight)
        #expect(RuleStatus(rule: any, zone: uk, ledger: built, on: day("2024-05-20")).days == 10)
        #expect(RuleStatus(rule: midnight, zone: uk, ledger: built, on: day("2024-05-20")).days == 9)
    }
}

extension RuleStatusTests {
    /// Round 2: an unmarked arrival from abroad followed by a departure the next day counts under the UK's midnight
    /// rules and is listed as a possible transit day; marked `--exempt transit`, it is left out and not listed.
    @Test func anUnmarkedTransitDayCountsAndIsListed() throws {
        let rule = try #require(try RuleBook.bundled().rule("uk-srt"))
        let stays = [stay("FR", "2024-05-01", "2024-05-02"), stay("GB", "2024-05-02", "2024-05-03"), stay("US", "2024-05-03", "2024-05-10")]
        let unmarked = RuleStatus(rule: rule, zone: uk, ledger: try ledger(stays, to: "2024-05-10"), on: day("2024-05-10"))
        #expect(unmarked.days == 1 && unmarked.possibleTransitDays == [day("2024-05-02")])
        #expect(unmarked.text.contains("possibly transit (mark with --exempt transit): 2024-05-02"))
        let marked = try ledger(stays, overrides: [DayOverride(date: day("2024-05-02"), countries: [country("FR"), country("GB")], exempt: [.transit])], to: "2024-05-10")
        let exempt = RuleStatus(rule: rule, zone: uk, ledger: marked, on: day("2024-05-10"))
        #expect(exempt.days == 0 && exempt.possibleTransitDays == [])
    }
}
