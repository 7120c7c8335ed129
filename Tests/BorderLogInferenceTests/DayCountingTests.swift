import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogTestSupport
import Testing

/// Which ledger days each counting mode counts: travel days, the UK transit exception, Cyprus arrival and departure
/// days, absence, and exempt days.
struct DayCountingTests {
    private static let uk = Zone(id: "uk", name: "United Kingdom", members: [Zone.Membership(country: country("GB"))])

    /// A ledger day in `countries` (visiting order; "" for unknown), ending in the last.
    private static func reading(_ date: String, _ countries: String, exempt: [ExemptReason] = []) -> LedgerDay {
        let codes = countries.split(separator: ",").map { country(String($0)) }
        return LedgerDay(
            date: day(date), country: codes.last, countries: codes, confidence: 1, confidenceLabel: .high, evidence: [:],
            flags: codes.isEmpty ? [.unknown] : [], zones: [], exempt: exempt)
    }

    /// Counts the middle day of three consecutive ones: (day before, the day, day after).
    private static func counts(_ counting: Rule.Counting, _ before: String, _ middle: String, _ after: String, countTransit: Bool = false) -> Bool {
        let days = [reading("2024-05-01", before), reading("2024-05-02", middle), reading("2024-05-03", after)]
        return DayCounting(zone: uk, counting: counting, countTransit: countTransit).days(of: Ledger(days: days)).contains(day("2024-05-02"))
    }

    @Test(arguments: [
        // (counting, day before, the day, day after, counts)
        (Rule.Counting.anyPresence, "GB", "GB", "GB", true),
        (.anyPresence, "FR", "FR,GB", "GB", true),  // arrival day
        (.anyPresence, "GB", "GB,FR", "FR", true),  // departure day
        (.anyPresence, "FR", "FR", "FR", false),
        (.anyPresence, "GB", "", "GB", false),  // unknown days never count
        (.midnight, "GB", "GB", "GB", true),
        (.midnight, "FR", "FR,GB", "GB", true),  // arrived and stayed: present at the end of the day
        (.midnight, "GB", "GB,FR", "FR", false),  // left before midnight
        (.midnight, "GB", "GB,FR,GB", "GB", true),  // out and back the same day
        // The UK transit exception (Finance Act 2013 Sch. 45; HMRC RDR3) applies only to days marked exempt: an
        // unmarked arrival followed by a departure the next day counts.
        (.midnight, "FR", "FR,GB", "GB,US", true),
        (.midnight, "FR", "GB", "US", true),
        (.midnight, "GB", "GB,FR,GB", "GB,ES", true),
        (.midnight, "FR", "FR,GB", "", true),
        (.arrivalNotDeparture, "GB", "GB", "GB", true),  // a whole day there
        (.arrivalNotDeparture, "GR", "GR,GB", "GB", true),  // arrival day counts
        (.arrivalNotDeparture, "GB", "GB,GR", "GR", false),  // departure day does not
        (.arrivalNotDeparture, "GR", "GR,GB,GR", "GR", true),  // in and out the same day counts
        (.arrivalNotDeparture, "GB", "GB,GR,GB", "GB", false),  // out and back the same day does not
        (.arrivalNotDeparture, "GR", "GR", "GR", false),
        (.absence, "GB", "FR", "GB", true),
        (.absence, "GB", "GB,FR", "FR", false),  // a travel day is not a day away
        (.absence, "FR", "", "FR", false),  // an unknown day is not known to be away
        (.absence, "GB", "GB", "GB", false),
    ])
    func countingModesReadTheDay(_ counting: Rule.Counting, _ before: String, _ middle: String, _ after: String, _ expected: Bool) {
        #expect(DayCountingTests.counts(counting, before, middle, after) == expected)
    }

    /// Round 2: the transit exception is the person's to claim. An arrival from abroad followed by a departure the
    /// next day counts and is listed as a possible transit day; marked `--exempt transit`, it leaves the rules that
    /// honour transit.
    @Test(arguments: [
        // (day before, the day, day after, marked exempt, counts, listed as possible transit)
        ("FR", "FR,GB", "GB,US", false, true, true),
        ("FR", "GB", "US", false, true, true),  // arrived overnight, left the next day
        ("FR", "FR,GB", "GB,US", true, false, false),
        ("GB", "GB,FR,GB", "GB,ES", false, true, false),  // home from a day trip is not an arrival from abroad
        ("FR", "FR,GB", "GB", false, true, false),  // arrived and stayed
        ("FR", "FR,GB", "", false, true, false),  // the next day unknown: no departure is known
    ])
    func theUKTransitExceptionIsAppliedOnlyToMarkedDays(
        _ before: String, _ middle: String, _ after: String, _ marked: Bool, _ counts: Bool, _ listed: Bool
    ) {
        let days = [
            DayCountingTests.reading("2024-05-01", before), DayCountingTests.reading("2024-05-02", middle, exempt: marked ? [.transit] : []),
            DayCountingTests.reading("2024-05-03", after),
        ]
        let counting = DayCounting(zone: DayCountingTests.uk, counting: .midnight, honoured: [.transit, .exceptional])
        #expect(counting.days(of: Ledger(days: days)).contains(day("2024-05-02")) == counts)
        #expect(counting.possibleTransitDays(of: Ledger(days: days), in: range("2024-05-01", "2024-05-03")) == (listed ? [day("2024-05-02")] : []))
        // A rule that does not honour transit lists nothing.
        let plain = DayCounting(zone: DayCountingTests.uk, counting: .midnight)
        #expect(plain.possibleTransitDays(of: Ledger(days: days), in: range("2024-05-01", "2024-05-03")).isEmpty)
    }

    /// Cyprus counts days as its Tax Department describes: the day of departure is a day outside Cyprus, the day of
    /// arrival a day in Cyprus, arrival and departure the same day one day in Cyprus, departure and return the same
    /// day a day outside. A stay from the 10th to the 20th, with one day out and back, counts 10 days.
    @Test func cyprusStayCountsArrivalButNotDepartureNorADayOutAndBack() throws {
        let cyprus = Zone(id: "cy", name: "Cyprus", members: [Zone.Membership(country: country("CY"))])
        let built = try ledger(
            [stay("GR", "2024-03-01", "2024-03-10"), stay("CY", "2024-03-10", "2024-03-20"), stay("GR", "2024-03-20", "2024-03-31")],
            overrides: [DayOverride(date: day("2024-03-15"), countries: [country("CY"), country("GR"), country("CY")])], to: "2024-03-31")
        let rule = Rule(id: "cy", name: "Cyprus", zone: "cy", period: .calendarYear, maxDays: 183, counting: .arrivalNotDeparture)
        let counted = built.countedDays(for: rule, zone: cyprus)
        #expect(counted.count == 9)  // 10th…19th, without the 15th
        #expect(counted.contains(day("2024-03-10")) && !counted.contains(day("2024-03-20")) && !counted.contains(day("2024-03-15")))
    }

    @Test(arguments: [
        // (the day's exempt reasons, reasons the rule honours, counts)
        ([ExemptReason](), [ExemptReason.medical], true),
        ([.medical], [.medical, .commuter], false),
        ([.medical], [.commuter], true),
        ([.permit], [.permit], false),
        ([.transit, .medical], [.transit], false),
    ])
    func exemptDaysLeaveOnlyTheRulesThatHonourTheirReason(_ exempt: [ExemptReason], _ honoured: [ExemptReason], _ expected: Bool) {
        let days = [DayCountingTests.reading("2024-05-02", "GB", exempt: exempt)]
        let rule = Rule(id: "r", name: "r", zone: "uk", period: .calendarYear, maxDays: 10, exemptReasons: honoured)
        #expect(Ledger(days: days).countedDays(for: rule, zone: DayCountingTests.uk).contains(day("2024-05-02")) == expected)
        // Without a rule, every day in the zone counts.
        #expect(Ledger(days: days).zoneDays(DayCountingTests.uk).count == 1)
    }
}
