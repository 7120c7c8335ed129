import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

/// Schengen 90/180 as the European Commission's calculator counts it.
struct SchengenTests {
    private func status(_ stays: [Stay], on date: String, overrides: [DayOverride] = []) throws -> SchengenReport {
        let rules = try RuleBook.bundled()
        return SchengenReport(zone: rules.zone("schengen")!, limit: .schengen, ledger: try ledger(stays, overrides: overrides, to: date), on: day(date))
    }

    @Test func entryAndExitDaysBothCount() throws {
        let report = try status([stay("GB", "2023-04-01", "2023-05-01"), stay("FR", "2023-05-01", "2023-05-10"), stay("GB", "2023-05-10", nil)], on: "2023-06-01")
        #expect(report.used == 10)
        #expect(report.remaining == 80)
        #expect(report.windowStart == day("2022-12-04"))
    }

    @Test func windowIsTheDayAndThe179BeforeIt() throws {
        let trip = [stay("ES", "2023-01-01", "2023-01-01")]
        #expect(try status(trip, on: "2023-06-29").used == 1)  // 2023-01-01 = 2023-06-29 − 179
        #expect(try status(trip, on: "2023-06-30").used == 0)  // now 180 days back, outside
        #expect(try status(trip, on: "2023-06-30").windowStart == day("2023-01-02"))
    }

    @Test func ninetyDaysFromFirstOfJanuaryEndOnThirtyFirstOfMarch() throws {
        let report = try status([stay("DE", "2023-01-01", "2023-03-31")], on: "2023-03-31")
        #expect(report.used == 90 && report.remaining == 0 && report.overstayDays == 0)
        let over = try status([stay("DE", "2023-01-01", "2023-04-02")], on: "2023-04-02")
        #expect(over.used == 92 && over.remaining == 0 && over.overstayDays == 2)
    }

    @Test func croatiaCountsOnlyFromFirstOfJanuary2023() throws {
        let trip = [stay("HR", "2022-12-20", "2023-01-05")]
        #expect(try status(trip, on: "2022-12-31").used == 0)
        #expect(try status(trip, on: "2023-01-05").used == 5)
    }

    @Test func bulgariaAndRomaniaCountFrom31March2024() throws {
        #expect(try status([stay("BG", "2024-03-20", "2024-04-05")], on: "2024-04-05").used == 6)
        #expect(try status([stay("RO", "2024-03-01", "2024-03-30")], on: "2024-03-30").used == 0)
    }

    @Test func microstatesCountAndOverseasTerritoriesDoNot() throws {
        let trips = [
            stay("MC", "2023-05-01", "2023-05-03"), stay("GB", "2023-05-03", "2023-06-01"), stay("RE", "2023-06-01", "2023-06-20"),
            stay("GB", "2023-06-20", "2023-07-01"), stay("SJ", "2023-07-01", "2023-07-05"), stay("CY", "2023-07-05", "2023-07-10"),
            stay("IE", "2023-07-10", "2023-07-15"), stay("VA", "2023-07-15", "2023-07-15"), stay("SM", "2023-07-16", "2023-07-16"),
        ]
        #expect(try status(trips, on: "2023-07-20").used == 5)  // MC 3 days + VA + SM
    }

    @Test func travelDayFromOutsideCountsOnceAndTwoZoneCountriesOnOneDayCountOnce() throws {
        let trips = [stay("GB", "2024-01-01", "2024-01-10"), stay("FR", "2024-01-10", "2024-01-12"), stay("DE", "2024-01-12", "2024-01-14")]
        #expect(try status(trips, on: "2024-01-14").used == 5)
    }

    @Test func overrideReplacesStaysForThatDay() throws {
        let trips = [stay("GB", "2024-01-01", "2024-01-31")]
        let overrides = [DayOverride(date: day("2024-01-15"), countries: [country("GB"), country("FR")])]
        #expect(try status(trips, on: "2024-01-31", overrides: overrides).used == 1)
    }

    @Test func unknownDaysAreCountedApart() throws {
        let report = try status([stay("FR", "2024-01-01", "2024-01-05"), stay("FR", "2024-01-10", "2024-01-12")], on: "2024-01-12")
        #expect(report.used == 8)
        #expect(report.unknownDays == 180 - 12 + 4)
    }

    /// Rolling-window semantics checked against a brute-force count on a pseudo-random itinerary.
    @Test func matchesABruteForceCountOnEveryDayOfAYear() throws {
        var generator = SplitMix64(seed: 42)
        var stays: [Stay] = []
        var cursor = day("2023-01-01")
        let countries = ["FR", "GB", "DE", "US", "IT", "TR"]
        while cursor < day("2024-06-01") {
            let length = Int(generator.next() % 20) + 1
            let code = countries[Int(generator.next() % UInt64(countries.count))]
            stays.append(Stay(country: country(code), entry: cursor, exit: cursor.adding(days: length)))
            cursor = cursor.adding(days: length)
        }
        let built = try ledger(stays, to: "2024-06-01")
        let schengen = try RuleBook.bundled().zone("schengen")!
        let zoneDays = built.zoneDays(schengen)
        for date in range("2023-03-01", "2024-06-01") {
            let expected = built.days.filter { past in
                past.date <= date && past.date.days(to: date) < 180 && past.countries.contains { ["FR", "DE", "IT"].contains($0.rawValue) }
            }.count
            #expect(RollingLimit.schengen.status(of: zoneDays, on: date).used == expected)
        }
    }
}
