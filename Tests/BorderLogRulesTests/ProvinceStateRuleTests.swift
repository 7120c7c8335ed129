import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// The round-5 Canadian and US state rules at their boundaries: Canada's deemed residence (a layover is no day),
/// British Columbia's and Alberta's health cover, and the statutory residence of Massachusetts, Connecticut, West
/// Virginia and Oregon with and without a permanent place of abode.
struct ProvinceStateRuleTests {
    private typealias History = EligibilityHistory

    private static func region(_ code: String) -> RegionCode { RegionCode(code)! }

    /// A ledger of stays named by region: `(region, entry, exit)`.
    private static func ledger(_ stays: [(String, String, String)], to: String) throws -> Ledger {
        try BorderLogTestSupport.ledger(
            stays.map { Stay(country: region($0.0).country, entry: day($0.1), exit: day($0.2), region: region($0.0)) }, to: to)
    }

    // MARK: - ca-deemed-resident: 183 days or more; a layover and a day marked transit are no days in Canada

    /// `days` days in Canada from 1 January, then the United States, with one more day on 1 December that is only a
    /// layover in Toronto (the day's countries are the US and Japan, Canada kept as transit evidence).
    private func canada(_ days: Int) -> Ledger {
        let first = day("2026-01-01")
        var ledger = History.ledger([("CA", first.description, first.adding(days: days - 1).description), ("US", first.adding(days: days).description, "2026-12-31")])
        let index = ledger.days.firstIndex { $0.date == day("2026-12-01") }!
        ledger.days[index].countries = [country("US"), country("JP")]
        ledger.days[index].country = country("JP")
        ledger.days[index].evidence = [.transit: ["CA": 1]]
        return ledger
    }

    @Test(arguments: [(182, false), (183, true)])
    func canadaDeemedResidentAt183WithALayoverDay(_ days: Int, _ deemed: Bool) throws {
        let status = try History.status(rule: "ca-deemed-resident", canada(days), on: "2026-12-31")
        #expect(status.days == days)
        #expect(status.level == (deemed ? .breach : .ok))
    }

    @Test func aDayMarkedTransitIsNoDayInCanada() throws {
        let marked = History.marking(canada(183), [day("2026-01-01")], .transit)
        let status = try History.status(rule: "ca-deemed-resident", marked, on: "2026-12-31")
        #expect(status.days == 182 && status.level == .ok)
    }

    // MARK: - ca-bc-msp and ca-ab-ahcip

    @Test(arguments: [(182, false), (183, true)])
    func britishColumbia183DaysOfTheYear(_ days: Int, _ covered: Bool) throws {
        let first = day("2026-01-01")
        let ledger = try Self.ledger([("CA-BC", first.description, first.adding(days: days - 1).description), ("CA-AB", first.adding(days: days).description, "2026-12-31")], to: "2026-12-31")
        let status = try History.status(rule: "ca-bc-msp", ledger, on: "2026-12-31")
        #expect(status.days == days && status.level == (covered ? .ok : .below))
    }

    @Test(arguments: [(182, false), (183, true)])
    func alberta183DaysInTwelveMonths(_ days: Int, _ covered: Bool) throws {
        // The 12 months ending 30 June 2026 start on 1 July 2025.
        let first = day("2025-07-01")
        let ledger = try Self.ledger([("CA-AB", first.description, first.adding(days: days - 1).description), ("CA-BC", first.adding(days: days).description, "2026-06-30")], to: "2026-06-30")
        let status = try History.status(rule: "ca-ab-ahcip", ledger, on: "2026-06-30")
        #expect(status.days == days && status.level == (covered ? .ok : .below))
        #expect(status.absentFrom == nil)
    }

    @Test(arguments: [("2026-02-27", false), ("2026-02-28", true)])
    func albertaWarnsAtSixMonthsOutsideCanada(_ on: String, _ warned: Bool) throws {
        // In Alberta all of 2025, then in Mexico from 1 September 2025: six calendar months away (September to February) on 28 February 2026.
        let ledger = try Self.ledger([("CA-AB", "2025-01-01", "2025-08-31")], to: "2025-08-31")
        var days = ledger.days
        days += History.ledger([("MX", "2025-09-01", on)]).days
        let status = try History.status(rule: "ca-ab-ahcip", Ledger(days: days), on: on)
        #expect(status.days >= 183)
        #expect(status.level == (warned ? .warning : .ok))
        #expect(status.absentFrom == (warned ? day("2025-09-01") : nil))
    }

    // MARK: - us-ma/ct/wv/or-statutory: more than 183 (Oregon 200) days with a permanent place of abode

    @Test(arguments: [
        ("us-ma-statutory", "US-MA", ResidenceStatus.ID.usMAAbode, 183), ("us-ct-statutory", "US-CT", .usCTAbode, 183),
        ("us-wv-statutory", "US-WV", .usWVAbode, 183), ("us-or-statutory", "US-OR", .usORAbode, 200),
    ])
    func statutoryResidenceNeedsMoreThanTheDaysAndAnAbode(_ rule: String, _ state: String, _ abode: ResidenceStatus.ID, _ limit: Int) throws {
        for days in [limit, limit + 1] {
            // The last day in the state is a drive out to New Hampshire: a part of a day counts.
            let first = day("2026-01-01"), last = first.adding(days: days - 1)
            let stays = [(state, first.description, last.description), ("US-NH", last.description, "2026-12-31")]
            let ledger = try Self.ledger(stays, to: "2026-12-31")
            let withAbode = try History.status(rule: rule, ledger, on: "2026-12-31", profile: History.status(abode, since: "2020-01-01"))
            let without = try History.status(rule: rule, ledger, on: "2026-12-31")
            #expect(withAbode.days == days && without.days == days)
            #expect(withAbode.level == (days > limit ? .breach : .ok), "\(rule) \(days) with an abode")
            #expect(without.level == .ok, "\(rule) \(days) without an abode")
            #expect(without.statusMissing == (days > limit ? abode : nil))
            #expect(without.text.contains("no \(abode.rawValue) status is held") == (days > limit))
        }
    }
}
