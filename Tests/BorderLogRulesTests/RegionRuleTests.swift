import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Foundation
import Testing

/// The bundled region rules at their boundaries (docs/rules.md, docs/regions.md).
@Suite("Region rules")
struct RegionRuleTests {
    private static func region(_ code: String) -> RegionCode { RegionCode(code)! }

    /// A ledger of stays named by region: `(region, entry, exit)`.
    private static func ledger(_ stays: [(String, String, String)], to: String) throws -> Ledger {
        try BorderLogTestSupport.ledger(
            stays.map { Stay(country: region($0.0).country, entry: day($0.1), exit: day($0.2), region: region($0.0)) }, to: to)
    }

    private static func status(_ ruleID: String, _ ledger: Ledger, on date: String) throws -> RuleStatus {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rules.first { $0.id == ruleID })
        let zone = try #require(book.zone(rule.zone))
        return RuleStatus(rule: rule, zone: zone, ledger: ledger, on: day(date))
    }

    @Test("New York: 183 days is within the limit, 184 a breach")
    func newYork() throws {
        // 1 January to 2 July 2025 is 183 days; the rest of the year in New Jersey.
        let at183 = try Self.ledger([("US-NY", "2025-01-01", "2025-07-02"), ("US-NJ", "2025-07-03", "2025-12-31")], to: "2025-12-31")
        let status183 = try Self.status("us-ny-statutory", at183, on: "2025-12-31")
        #expect(status183.days == 183)
        #expect(status183.level != .breach)
        let at184 = try Self.ledger([("US-NY", "2025-01-01", "2025-07-03"), ("US-NJ", "2025-07-03", "2025-12-31")], to: "2025-12-31")
        let status184 = try Self.status("us-ny-statutory", at184, on: "2025-12-31")
        #expect(status184.days == 184)
        #expect(status184.level == .breach)
    }

    @Test("New York: a commuter's days count in both states, a marked transit day in neither")
    func newYorkCommuterAndTransit() throws {
        let commute = DayOverride(date: day("2025-03-03"), places: [Place(Self.region("US-NJ")), Place(Self.region("US-NY")), Place(Self.region("US-NJ"))])
        let transit = DayOverride(
            date: day("2025-03-04"), places: [Place(Self.region("US-NJ")), Place(Self.region("US-NY")), Place(Self.region("US-CT"))], exempt: [.transit])
        let built = try BorderLogTestSupport.ledger([], overrides: [commute, transit], to: "2025-03-04")
        #expect(try Self.status("us-ny-statutory", built, on: "2025-03-04").days == 1)
        let counts = RegionCountsReport(ledger: built, on: day("2025-03-04"), country: country("US"))
        #expect(counts.windows[0].regions[Self.region("US-NJ")] == 2)
        #expect(counts.windows[0].regions[Self.region("US-NY")] == 2)
    }

    @Test("California: 273 days is within, 274 presumes residence")
    func california() throws {
        let at273 = try Self.ledger([("US-CA", "2025-01-01", "2025-09-30")], to: "2025-12-31")
        #expect(try Self.status("us-ca-9-months", at273, on: "2025-12-31").days == 273)
        #expect(try Self.status("us-ca-9-months", at273, on: "2025-12-31").level != .breach)
        let at274 = try Self.ledger([("US-CA", "2025-01-01", "2025-10-01")], to: "2025-12-31")
        #expect(try Self.status("us-ca-9-months", at274, on: "2025-12-31").level == .breach)
    }

    @Test("Ontario: 152 days in the last 12 months is below, 153 meets it")
    func ontario() throws {
        // The 365 days ending 2025-12-31 begin 2025-01-01.
        let at152 = try Self.ledger([("CA-ON", "2025-01-01", "2025-06-01"), ("CA-BC", "2025-06-02", "2025-12-31")], to: "2025-12-31")
        let below = try Self.status("ca-on-ohip", at152, on: "2025-12-31")
        #expect(below.days == 152)
        #expect(below.level == .below)
        let at153 = try Self.ledger([("CA-ON", "2025-01-01", "2025-06-02"), ("CA-BC", "2025-06-03", "2025-12-31")], to: "2025-12-31")
        #expect(try Self.status("ca-on-ohip", at153, on: "2025-12-31").level == .ok)
    }

    @Test("Quebec: an absence of 20 days wholly outside does not count, one of 21 does")
    func quebecAbsences() throws {
        // Leaves on 1 March and returns on 22 March: 20 days wholly outside Quebec between the two.
        let twenty = try Self.ledger([("CA-QC", "2025-01-01", "2025-03-01"), ("US-FL", "2025-03-01", "2025-03-22"), ("CA-QC", "2025-03-22", "2025-12-31")], to: "2025-12-31")
        #expect(try Self.status("ca-qc-ramq", twenty, on: "2025-12-31").days == 0)
        let twentyOne = try Self.ledger([("CA-QC", "2025-01-01", "2025-03-01"), ("US-FL", "2025-03-01", "2025-03-23"), ("CA-QC", "2025-03-23", "2025-12-31")], to: "2025-12-31")
        #expect(try Self.status("ca-qc-ramq", twentyOne, on: "2025-12-31").days == 21)
    }

    @Test("Quebec: 183 days away in long absences end coverage, 182 do not")
    func quebecLimit() throws {
        // Away 2 January to 3 July (182 days outside), or to 4 July (183).
        let at182 = try Self.ledger([("CA-QC", "2025-01-01", "2025-01-01"), ("US-FL", "2025-01-01", "2025-07-03"), ("CA-QC", "2025-07-03", "2025-12-31")], to: "2025-12-31")
        let within = try Self.status("ca-qc-ramq", at182, on: "2025-12-31")
        #expect(within.days == 182)
        #expect(within.level != .breach)
        let at183 = try Self.ledger([("CA-QC", "2025-01-01", "2025-01-01"), ("US-FL", "2025-01-01", "2025-07-04"), ("CA-QC", "2025-07-04", "2025-12-31")], to: "2025-12-31")
        #expect(try Self.status("ca-qc-ramq", at183, on: "2025-12-31").level == .breach)
    }

    @Test("a day in a region zone's country with no region known is neither presence nor a known absence")
    func unknownRegion() throws {
        let built = try BorderLogTestSupport.ledger([stay("CA", "2025-01-01", "2025-12-31")], to: "2025-12-31")
        #expect(try Self.status("ca-qc-ramq", built, on: "2025-12-31").days == 0)
        #expect(try Self.status("ca-on-ohip", built, on: "2025-12-31").days == 0)
    }

    @Test("a rules file's region zone needs known regions; a zone needs members or regions")
    func zoneDecoding() throws {
        let good = #"{"zones": [{"id": "us-tx", "name": "Texas", "regions": ["US-TX"]}], "rules": []}"#
        let book = try RuleBook.load(data: Data(good.utf8), path: "rules.json", over: RuleBook.bundled())
        #expect(book.zone("us-tx")?.regions == [Self.region("US-TX")])
        for bad in [#"{"zones": [{"id": "x", "regions": ["US-XX"]}]}"#, #"{"zones": [{"id": "x", "name": "X"}]}"#] {
            #expect(throws: (any Error).self) { try RuleBook.load(data: Data(bad.utf8), path: "rules.json") }
        }
    }
}

/// New York's 548-day rule: two limits over one window.
@Suite("New York 548-day rule")
struct NewYork548Tests {
    private static func status(_ ledger: Ledger, on date: String) throws -> RuleStatus {
        let book = try RuleBook.bundled()
        let rule = try #require(book.rules.first { $0.id == "us-ny-548" })
        return RuleStatus(
            rule: rule, zone: try #require(book.zone(rule.zone)), ledger: ledger, on: day(date), alsoZone: book.zone("us-ny"))
    }

    /// 548 days ending 2026-06-30 begin 2025-01-01. `away` days in France first, the rest in New York or New Jersey.
    private static func ledger(away: Int, inNewYork: Int) throws -> Ledger {
        let start = day("2025-01-01")
        let abroadEnd = start.adding(days: away - 1)
        let newYorkEnd = abroadEnd.adding(days: inNewYork)
        var stays = [Stay(country: country("FR"), entry: start, exit: abroadEnd)]
        if inNewYork > 0 {
            stays.append(Stay(country: country("US"), entry: abroadEnd.adding(days: 1), exit: newYorkEnd, region: RegionCode("US-NY")))
        }
        stays.append(Stay(country: country("US"), entry: newYorkEnd.adding(days: 1), exit: day("2026-06-30"), region: RegionCode("US-NJ")))
        return try BorderLogTestSupport.ledger(stays, to: "2026-06-30")
    }

    @Test("450 days abroad and 90 in New York meet it; 449 abroad or 91 in New York do not")
    func boundaries() throws {
        let met = try Self.status(try Self.ledger(away: 450, inNewYork: 90), on: "2026-06-30")
        #expect(met.days == 450 && met.also?.days == 90 && met.level == .ok)
        let short = try Self.status(try Self.ledger(away: 449, inNewYork: 90), on: "2026-06-30")
        #expect(short.days == 449 && short.level == .below)
        let tooMuchNewYork = try Self.status(try Self.ledger(away: 450, inNewYork: 91), on: "2026-06-30")
        #expect(tooMuchNewYork.also?.days == 91 && tooMuchNewYork.level == .below)
        #expect(tooMuchNewYork.text.contains("91 days in us-ny (max 90)"))
    }
}
