import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

@Suite("Crossings in the ledger: zone-only days between a Schengen entry and its exit")
struct ZoneOnlyInferenceTests {
    func crossing(_ date: String, _ direction: Crossing.Direction, _ code: String, _ authority: Crossing.Authority = .ees) -> Crossing {
        Crossing(date: day(date), direction: direction, port: "", country: country(code), authority: authority)
    }

    func build(
        _ crossings: [Crossing], points: [EvidencePoint] = [], stays: [Stay] = [], overrides: [DayOverride] = [], from: String, to: String
    ) throws -> [LocalDay: LedgerDay] {
        let builder = LedgerBuilder(rules: try RuleBook.bundled())
        let ledger = builder.build(stays: stays, overrides: overrides, crossings: crossings, points: points, range: range(from, to))
        return Dictionary(uniqueKeysWithValues: ledger.days.map { ($0.date, $0) })
    }

    @Test("with nothing between them, the days inside are zone-only; the crossing days are the crossed countries")
    func entryAndExitAlone() throws {
        let days = try build([crossing("2025-05-01", .entry, "FR"), crossing("2025-05-10", .exit, "DE")], from: "2025-04-28", to: "2025-05-12")
        #expect(days[day("2025-05-01")]?.countries == [country("FR")])
        #expect(days[day("2025-05-01")]?.evidence[.crossing] == ["FR": 1])
        let inside = try #require(days[day("2025-05-05")])
        #expect(inside.countries.isEmpty && inside.country == nil)
        #expect(inside.zones == ["schengen"] && inside.flags == [.zoneOnly])
        #expect(inside.reason.hasPrefix("in the Schengen Area, country unknown"))
        #expect(days[day("2025-05-10")]?.countries == [country("DE")])
        #expect(days[day("2025-05-11")]?.isUnknown == true && days[day("2025-05-11")]?.isZoneOnly == false)
        #expect(days[day("2025-04-30")]?.isZoneOnly == false)
    }

    @Test("evidence inside names the country; evidence outside the zone stays, a disagreement for reconcile")
    func evidenceInside() throws {
        let days = try build(
            [crossing("2025-05-01", .entry, "FR"), crossing("2025-05-20", .exit, "FR")],
            points: [point(.photo, "IT", "2025-05-04", "12:00"), point(.photo, "GB", "2025-05-12", "12:00")],
            from: "2025-05-01", to: "2025-05-20")
        #expect(days[day("2025-05-04")]?.countries == [country("IT")])
        #expect(days[day("2025-05-12")]?.countries == [country("GB")])
        #expect(days[day("2025-05-08")]?.isZoneOnly == true)
        // Gap filling would have put GB between the GB photo and... nothing: only zone-only days around it.
        #expect(days[day("2025-05-13")]?.isZoneOnly == true)
    }

    @Test("gap filling outside the zone gives way to the record; gap filling inside it stays")
    func gapFillingAgainstTheRecord() throws {
        let outside = try build(
            [crossing("2025-05-01", .entry, "ES"), crossing("2025-05-09", .exit, "ES")],
            points: [point(.photo, "GB", "2025-05-03", "12:00"), point(.photo, "GB", "2025-05-06", "12:00")],
            from: "2025-05-01", to: "2025-05-09")
        #expect(outside[day("2025-05-04")]?.isZoneOnly == true)
        #expect(outside[day("2025-05-05")]?.isZoneOnly == true)
        #expect(outside[day("2025-05-06")]?.countries == [country("GB")])
        let inside = try build(
            [crossing("2025-05-01", .entry, "ES"), crossing("2025-05-09", .exit, "ES")],
            points: [point(.photo, "PT", "2025-05-03", "12:00"), point(.photo, "PT", "2025-05-06", "12:00")],
            from: "2025-05-01", to: "2025-05-09")
        #expect(inside[day("2025-05-04")]?.countries == [country("PT")])
        #expect(inside[day("2025-05-04")]?.flags == [.gapFilled])
        #expect(inside[day("2025-05-08")]?.isZoneOnly == true)
    }

    @Test("an open entry runs until evidence places the person outside the zone")
    func openEntry() throws {
        let days = try build(
            [crossing("2025-05-01", .entry, "NL")], points: [point(.photo, "US", "2025-05-15", "12:00")],
            from: "2025-05-01", to: "2025-05-20")
        #expect(days[day("2025-05-14")]?.isZoneOnly == true)
        #expect(days[day("2025-05-15")]?.countries == [country("US")])
        #expect(days[day("2025-05-16")]?.isZoneOnly == false)
    }

    @Test("overrides and stays inside keep their word; a crossing day adds what was observed in visiting order")
    func precedence() throws {
        let days = try build(
            [crossing("2025-05-01", .exit, "GB", .stamp), crossing("2025-05-01", .entry, "FR"), crossing("2025-05-09", .exit, "FR")],
            points: [point(.location, "GB", "2025-05-01", "07:00"), point(.location, "FR", "2025-05-01", "18:00")],
            stays: [stay("BE", "2025-05-03", "2025-05-04")], overrides: [DayOverride(date: day("2025-05-06"), countries: [country("CH")])],
            from: "2025-05-01", to: "2025-05-09")
        #expect(days[day("2025-05-01")]?.countries == [country("GB"), country("FR")])
        #expect(days[day("2025-05-01")]?.flags == [.travelDay])
        #expect(days[day("2025-05-02")]?.isZoneOnly == true)
        #expect(days[day("2025-05-03")]?.countries == [country("BE")])
        #expect(days[day("2025-05-06")]?.countries == [country("CH")])
        #expect(days[day("2025-05-07")]?.isZoneOnly == true)
    }

    @Test("zone-only days count for Schengen 90/180 and are unknown for a country's rules")
    func counting() throws {
        let rules = try RuleBook.bundled()
        let builder = LedgerBuilder(rules: rules)
        let ledger = builder.build(
            stays: [], overrides: [], crossings: [crossing("2025-05-01", .entry, "FR"), crossing("2025-05-10", .exit, "DE")],
            range: range("2025-05-01", "2025-05-31"))
        let schengen = try #require(rules.zone(ZoneID.schengen))
        #expect(ledger.zoneDays(schengen).count == 10)
        #expect(RollingLimit.schengen.status(of: ledger.zoneDays(schengen), on: day("2025-05-31")).used == 10)
        let france = Zone(id: "FR", name: "France", members: [.init(country: country("FR"))])
        #expect(ledger.zoneDays(france).count == 1)
        #expect(ledger.zoneDays(france, counting: .midnight).count == 1)
        // Absent from France only on the day spent in Germany: the zone-only days are unknown, not absence.
        #expect(ledger.zoneDays(france, counting: .absence).count == 1)
        #expect(ledger.zoneDays(schengen, counting: .absence).count == 0)
    }

    @Test("a country's record fills the days between its entry and exit with the country")
    func countryRecord() throws {
        let days = try build(
            [crossing("2025-02-14", .entry, "US", .i94), crossing("2025-04-30", .exit, "US", .i94)],
            points: [point(.photo, "MX", "2025-03-10", "12:00")], from: "2025-02-14", to: "2025-04-30")
        #expect(days[day("2025-03-01")]?.countries == [country("US")])
        #expect(days[day("2025-03-01")]?.flags == [.gapFilled])
        #expect(days[day("2025-03-01")]?.evidence[.record] == ["US": 1])
        #expect(days[day("2025-03-10")]?.countries == [country("MX")])
    }

    @Test("crossings extend the ledger's range and change its fingerprint")
    func rangeAndFingerprint() throws {
        let crossings = [crossing("2024-01-05", .entry, "FR")]
        #expect(LedgerBuilder.range(stays: [], overrides: [], crossings: crossings, firstObserved: nil, to: nil, today: day("2024-01-10"))
            == range("2024-01-05", "2024-01-10"))
        let builder = LedgerBuilder(rules: try RuleBook.bundled())
        let r = range("2024-01-01", "2024-01-10")
        #expect(builder.fingerprint(stays: [], overrides: [], crossings: crossings, range: r) != builder.fingerprint(stays: [], overrides: [], range: r))
        #expect(builder.fingerprint(stays: [], overrides: [], crossings: crossings, range: r)
            != builder.fingerprint(stays: [], overrides: [], crossings: [crossing("2024-01-05", .exit, "FR")], range: r))
    }
}
