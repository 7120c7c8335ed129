import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

struct LedgerBuilderTests {
    @Test func crossingDayHoldsBothCountriesAndEndsInTheNewOne() throws {
        let built = try ledger([stay("GB", "2024-01-01", "2024-01-05"), stay("FR", "2024-01-05", "2024-01-08")], to: "2024-01-08")
        let crossing = try #require(built.days.first { $0.date == day("2024-01-05") })
        #expect(crossing.countries == [country("GB"), country("FR")])
        #expect(crossing.country == country("FR"))
        #expect(crossing.flags == [.manual, .travelDay])
        #expect(crossing.zones == ["schengen"])
        #expect(crossing.evidence == [.manual: ["GB": 1, "FR": 1]])
    }

    @Test func dayTripSitsBetweenTheStaysItJoins() throws {
        let built = try ledger([
            stay("FR", "2024-01-01", "2024-01-05"), stay("MC", "2024-01-05", "2024-01-05"), stay("IT", "2024-01-05", "2024-01-09"),
        ], to: "2024-01-09")
        #expect(built.days[4].countries.map(\.rawValue) == ["FR", "MC", "IT"])
    }

    @Test func daysWithoutAnyStayAreUnknownAndListed() throws {
        let built = try ledger([stay("GB", "2024-01-01", "2024-01-03"), stay("GB", "2024-01-07", "2024-01-08")], to: "2024-01-10")
        #expect(built.days.count == 10)
        #expect(built.unknownRuns == [range("2024-01-04", "2024-01-06"), range("2024-01-09", "2024-01-10")])
        let unknown = built.days[3]
        #expect(unknown.country == nil && unknown.countries.isEmpty && unknown.confidence == 0 && unknown.flags == [.unknown])
    }

    @Test func overrideWinsOverStays() throws {
        let built = try ledger(
            [stay("DE", "2024-01-01", "2024-01-10")],
            overrides: [DayOverride(date: day("2024-01-04"), countries: [country("DE"), country("CH")], note: "Basel")], to: "2024-01-10")
        let overridden = built.days[3]
        #expect(overridden.countries.map(\.rawValue) == ["DE", "CH"])
        #expect(overridden.country == country("CH"))
        #expect(overridden.confidence == 1 && overridden.confidenceLabel == .high)
        #expect(overridden.flags == [.override, .travelDay])
        #expect(overridden.evidence == [.override: ["DE": 1, "CH": 1]])
    }

    /// Out to Australia and back the same day: the day ends in New Zealand, which is what midnight counting reads.
    @Test func overrideWithARepeatedCountryKeepsVisitingOrderAndEndsInTheLast() throws {
        let built = try ledger(
            [stay("NZ", "2024-07-01", "2024-07-10")],
            overrides: [DayOverride(date: day("2024-07-05"), countries: [country("NZ"), country("AU"), country("NZ")])], to: "2024-07-10")
        let outAndBack = built.days[4]
        #expect(outAndBack.countries.map(\.rawValue) == ["NZ", "AU", "NZ"])
        #expect(outAndBack.country == country("NZ"))
        #expect(outAndBack.flags == [.override, .travelDay])
        #expect(outAndBack.evidence == [.override: ["NZ": 1, "AU": 1]])
        let nz = Zone(id: "nz", name: "New Zealand", members: [Zone.Membership(country: country("NZ"))])
        #expect(built.zoneDays(nz, counting: .midnight).count == 10)
        let counts = CountryCountsReport(ledger: built, on: day("2024-07-10"))
        #expect(counts.windows[0].countries == [country("NZ"): 10, country("AU"): 1])
    }

    @Test func aCountryRepeatedBackToBackIsNamedOnce() throws {
        let built = try ledger([], overrides: [DayOverride(date: day("2024-07-05"), countries: [country("FR"), country("FR")])], to: "2024-07-05")
        #expect(built.days[0].countries == [country("FR")] && built.days[0].flags == [.override])
    }

    /// A day trip from a stay and back, stated as stays: FR until the 5th, MC on the 5th, FR again from the 5th.
    @Test func dayTripOutAndBackFromStaysEndsWhereItStarted() throws {
        let built = try ledger([
            stay("FR", "2024-01-01", "2024-01-05"), stay("MC", "2024-01-05", "2024-01-05"), stay("FR", "2024-01-05", "2024-01-09"),
        ], to: "2024-01-09")
        #expect(built.days[4].countries.map(\.rawValue) == ["FR", "MC", "FR"])
        #expect(built.days[4].country == country("FR"))
    }

    @Test func openStayRunsToTheEndOfTheLedger() throws {
        let built = try ledger([stay("PT", "2024-03-01", nil)], to: "2024-03-31")
        #expect(built.days.count == 31 && built.days.allSatisfy { $0.country == country("PT") })
    }

    @Test func rangeReachesStatedFutureDaysButNotBeyond() {
        let stays = [stay("ES", "2026-12-01", "2027-01-15")]
        #expect(LedgerBuilder.range(stays: stays, overrides: [], to: nil, today: day("2026-11-22")) == range("2026-12-01", "2027-01-15"))
        #expect(LedgerBuilder.range(stays: [stay("ES", "2026-01-01", nil)], overrides: [], to: nil, today: day("2026-11-22")) == range("2026-01-01", "2026-11-22"))
        #expect(LedgerBuilder.range(stays: stays, overrides: [], to: day("2026-12-10"), today: day("2026-11-22")) == range("2026-12-01", "2026-12-10"))
        #expect(LedgerBuilder.range(stays: [], overrides: [], to: nil, today: day("2026-11-22")) == nil)
    }

    @Test func overlappingStaysThatWereAllowedAreDisputed() throws {
        let built = try ledger([stay("FR", "2024-01-01", "2024-01-10"), stay("ES", "2024-01-03", "2024-01-06")], to: "2024-01-10")
        let day4 = built.days[3]
        #expect(day4.flags.contains(.disputed) && !day4.flags.contains(.travelDay))
        #expect(day4.confidenceLabel == .medium)
    }

    @Test func sameInputsGiveTheSameFingerprintAndAChangeGivesAnother() throws {
        let builder = LedgerBuilder(rules: try RuleBook.bundled())
        let stays = [stay("FR", "2024-01-01", "2024-01-10"), stay("GB", "2024-01-10", nil)]
        let r = range("2024-01-01", "2024-02-01")
        let first = builder.fingerprint(stays: stays, overrides: [], range: r)
        #expect(first == builder.fingerprint(stays: stays.reversed(), overrides: [], range: r))
        #expect(first != builder.fingerprint(stays: [stays[0]], overrides: [], range: r))
        #expect(first != builder.fingerprint(stays: stays, overrides: [], range: range("2024-01-01", "2024-02-02")))
        #expect(builder.build(stays: stays, overrides: [], range: r) == builder.build(stays: stays.reversed(), overrides: [], range: r))
    }
}
