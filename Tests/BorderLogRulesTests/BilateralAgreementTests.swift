import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// `schengen-bilateral`: days after the 90/180 limit spent in one agreement state count against its own limit; a day
/// in another member state then is an overstay (docs/rules.md).
struct BilateralAgreementTests {
    private typealias History = EligibilityHistory

    private func report(_ runs: [(String, String, String)], on: String, nationalities: [CountryCode] = [country("US")]) throws -> SchengenReport {
        let book = try RuleBook.bundled()
        let zone = try #require(book.zone(.schengen))
        let rule = try #require(book.rule("schengen-90-180"))
        let bilateral = try #require(book.rule("schengen-bilateral"))
        return SchengenReport(
            zone: zone, limit: try #require(RollingLimit(rule)), ledger: History.ledger(runs), on: day(on), rule: rule, nationalities: nationalities,
            bilateral: bilateral)
    }

    @Test(arguments: [("DK", 0, true), ("DE", 1, false)])
    func day91(_ state: String, _ overstay: Int, _ covered: Bool) throws {
        let status = try report([("FR", "2026-01-01", "2026-03-31"), (state, "2026-04-01", "2026-04-01")], on: "2026-04-01")
        #expect(status.used == 91 && status.overstayDays == overstay)
        #expect(status.bilateral == (covered ? BilateralDays(state: country("DK"), days: 1) : nil))
    }

    @Test func aDayInAnotherStateAfterTheAgreementDaysBegunIsAnOverstay() throws {
        let status = try report([("FR", "2026-01-01", "2026-03-31"), ("DK", "2026-04-01", "2026-04-05"), ("DE", "2026-04-06", "2026-04-06")], on: "2026-04-06")
        #expect(status.used == 96 && status.bilateral == BilateralDays(state: country("DK"), days: 5) && status.overstayDays == 1)
        #expect(status.text.contains("5 days over the limit, all in DK (Denmark), count against its bilateral visa-waiver agreement"))
        #expect(status.text.contains("OVERSTAY: 1 day over the limit."))
    }

    @Test func aTravelDayIntoAnotherMemberStateIsNotSpentInTheAgreementState() throws {
        let status = try report([("FR", "2026-01-01", "2026-03-31"), ("DK", "2026-04-01", "2026-04-02"), ("DK>SE", "2026-04-03", "2026-04-03")], on: "2026-04-03")
        #expect(status.bilateral == BilateralDays(state: country("DK"), days: 2) && status.overstayDays == 1)
    }

    @Test func theAgreementsOwnDaysRunOut() throws {
        // Portugal's agreement with the United States: 60 days.
        let status = try report([("FR", "2026-01-01", "2026-03-31"), ("PT", "2026-04-01", "2026-05-31")], on: "2026-05-31")
        #expect(status.bilateral == BilateralDays(state: country("PT"), days: 60) && status.overstayDays == 1)
    }

    @Test func aNationalityWithoutAnAgreementGetsNone() throws {
        let status = try report([("FR", "2026-01-01", "2026-03-31"), ("DK", "2026-04-01", "2026-04-01")], on: "2026-04-01", nationalities: [country("IN")])
        #expect(status.bilateral == nil && status.overstayDays == 1)
    }

    @Test func reportRulesWarnsWhileTheAgreementCoversTheDays() throws {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rule("schengen-bilateral"))
        let ledger = History.ledger([("FR", "2026-01-01", "2026-03-31"), ("DK", "2026-04-01", "2026-04-03")])
        let status = RuleStatus(rule: rule, zone: try #require(book.zone(.schengen)), ledger: ledger, on: day("2026-04-03"), nationalities: [country("CA")])
        #expect(status.level == .warning && status.bilateral == BilateralDays(state: country("DK"), days: 3))
        #expect(status.text.contains("3 days over the limit counted against DK's bilateral agreement"))
    }
}
