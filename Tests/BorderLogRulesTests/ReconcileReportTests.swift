import BorderLogInference
import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogTestSupport
import Testing

@Suite("report reconcile: the ledger against the record")
struct ReconcileReportTests {
    func crossing(_ date: String, _ direction: Crossing.Direction, _ code: String, _ authority: Crossing.Authority = .ees) -> Crossing {
        Crossing(date: day(date), direction: direction, port: "", country: country(code), authority: authority)
    }

    func report(
        record: [Crossing], evidence: [Crossing] = [], points: [EvidencePoint] = [], stays: [Stay] = [], authority: Crossing.Authority? = .ees,
        on: String, from: String
    ) throws -> ReconcileReport {
        let rules = try RuleBook.bundled()
        let builder = LedgerBuilder(rules: rules)
        let ledger = builder.build(stays: stays, overrides: [], crossings: record + evidence, points: points, range: range(from, on))
        let zone = try #require(rules.zone(ZoneID.schengen))
        let rule = try #require(rules.rollingLimit(for: ZoneID.schengen))
        return ReconcileReport(
            ledger: ledger, crossings: record + evidence, authority: authority, on: day(on), schengen: (zone, rule, RollingLimit(rule)!))
    }

    @Test("each kind on a composed history: evidence elsewhere inside, no evidence inside, evidence in the zone outside")
    func kinds() throws {
        let report = try report(
            record: [crossing("2025-06-01", .entry, "FR"), crossing("2025-06-10", .exit, "FR")],
            points: [point(.photo, "FR", "2025-06-02", "12:00"), point(.photo, "GB", "2025-06-05", "12:00"),
                     point(.photo, "FR", "2025-06-09", "12:00"), point(.photo, "IT", "2025-06-12", "12:00")],
            stays: [stay("ES", "2025-06-14", "2025-06-15")],
            on: "2025-06-30", from: "2025-05-25")
        #expect(report.period == ReconcileReport.Period(start: day("2025-06-01"), end: day("2025-06-10")))
        let kinds = report.days.map { "\($0.date) \($0.record.rawValue) \($0.kind.rawValue) \($0.ledger.map(\.rawValue).joined(separator: ","))" }
        // 06-03, 06-04 and 06-06 to 06-08 are zone-only days, in the record's area: they agree. 06-12 and the stay in
        // Spain fall after the record's last crossing: outside its period, not listed.
        #expect(kinds == ["2025-06-05 inside missing-in-ledger GB"])
        #expect(report.schengen.recordUsed == 10)
        // The ledger's count: 1–4 and 6–10 in the zone (zone-only days included), the photo in Italy, the stay in Spain.
        #expect(report.schengen.ledgerUsed == 9 + 1 + 2)
        #expect(report.schengen.recordRemaining == 80 && report.schengen.ledgerRemaining == 78)
    }

    @Test("zone-only days inside the record agree; days no evidence reaches after an open entry are unknown")
    func zoneOnlyDaysAgree() throws {
        let rules = try RuleBook.bundled()
        let record = [crossing("2025-01-10", .entry, "FR"), crossing("2025-01-20", .exit, "IT"), crossing("2025-01-21", .entry, "ES")]
        let points = [point(.photo, "GB", "2025-01-27", "12:00")]
        let ledger = LedgerBuilder(rules: rules).build(stays: [], overrides: [], crossings: record, points: points, range: range("2025-01-01", "2025-01-31"))
        let zoneOnly = ledger.days.filter(\.isZoneOnly).map(\.date)
        try #require(zoneOnly == Array(DayRange(day("2025-01-11"), day("2025-01-19"))!) + Array(DayRange(day("2025-01-22"), day("2025-01-26"))!))
        let report = try report(record: record, points: points, on: "2025-01-31", from: "2025-01-01")
        let kinds = report.days.map { "\($0.date) \($0.kind.rawValue) \($0.ledger.map(\.rawValue).joined(separator: ","))" }
        // Nothing from 01-10 to 01-26; after the open entry of 01-21 the photo in Britain ends the ledger's fill.
        #expect(kinds == [
            "2025-01-27 missing-in-ledger GB", "2025-01-28 unknown-in-ledger ", "2025-01-29 unknown-in-ledger ",
            "2025-01-30 unknown-in-ledger ", "2025-01-31 unknown-in-ledger ",
        ])
        #expect(report.schengen.recordUsed == 11 + 11)
        #expect(report.text(rules: try RuleBook.bundled()).contains("4 days only the EES record places you inside the Schengen Area"))
    }

    @Test("days filled from a country's record agree; a zone-only day inside another country's record does not")
    func countryRecordFill() throws {
        let record = [crossing("2025-08-01", .entry, "US", .i94), crossing("2025-08-20", .exit, "US", .i94)]
        let evidence = [crossing("2025-08-05", .entry, "FR"), crossing("2025-08-08", .exit, "FR")]
        let rules = try RuleBook.bundled()
        let ledger = LedgerBuilder(rules: rules).build(stays: [], overrides: [], crossings: record + evidence, points: [], range: range("2025-08-01", "2025-08-31"))
        let filled = try #require(ledger.days.first { $0.date == day("2025-08-15") })
        #expect(filled.countries == [country("US")] && filled.flags.contains(.gapFilled))
        let report = try report(record: record, evidence: evidence, authority: .i94, on: "2025-08-31", from: "2025-08-01")
        let kinds = report.days.map { "\($0.date) \($0.kind.rawValue) \($0.ledger.map(\.rawValue).joined(separator: ","))" }
        #expect(kinds == [
            "2025-08-05 missing-in-ledger FR", "2025-08-06 missing-in-ledger ", "2025-08-07 missing-in-ledger ", "2025-08-08 missing-in-ledger FR",
        ])
        #expect(report.days.allSatisfy { $0.area == "US" && $0.record == .inside })
        #expect(report.text(rules: try RuleBook.bundled()).contains("2025-08-06…2025-08-07 (2 days): zone-only (another record places you in a zone, no country known)"))
    }

    @Test("extra-in-ledger: days the evidence puts in the zone between two stays the record knows")
    func extraDays() throws {
        let report = try report(
            record: [crossing("2025-03-01", .entry, "DE"), crossing("2025-03-05", .exit, "DE"),
                     crossing("2025-03-20", .entry, "DE"), crossing("2025-03-22", .exit, "DE")],
            points: [point(.photo, "AT", "2025-03-10", "12:00"), point(.photo, "GB", "2025-03-12", "12:00")],
            on: "2025-03-31", from: "2025-03-01")
        let extra = report.days.filter { $0.kind == .extraInLedger }
        #expect(extra.map(\.date) == [day("2025-03-10")])
        #expect(extra.first?.record == .outside && extra.first?.area == "schengen")
        #expect(report.text(rules: try RuleBook.bundled()).contains("1 day your evidence puts you in the Schengen Area while the EES record says you were outside:\n  2025-03-10: AT"))
    }

    @Test("the record alone: an exit with no entry counts that day, an open entry runs to the day asked")
    func recordEdges() throws {
        let report = try report(
            record: [crossing("2025-01-03", .exit, "IT"), crossing("2025-01-20", .entry, "ES")],
            points: [point(.photo, "ES", "2025-01-25", "12:00")], on: "2025-01-31", from: "2025-01-01")
        #expect(report.period?.end == day("2025-01-31"))
        #expect(report.schengen.recordUsed == 1 + 12)
        #expect(report.notes.count == 2)
        #expect(report.notes[0].contains("exit from IT on 2025-01-03") && report.notes[0].contains("no entry before it"))
        #expect(report.notes[1].contains("has no exit in the record"))
    }

    @Test("another authority's crossings are evidence, not the record; a country's record reconciles in that country")
    func authorities() throws {
        let report = try report(
            record: [crossing("2025-08-01", .entry, "US", .i94), crossing("2025-08-20", .exit, "US", .i94)],
            evidence: [crossing("2025-08-10", .entry, "CA", .stamp), crossing("2025-08-12", .exit, "CA", .stamp)],
            authority: .i94, on: "2025-08-31", from: "2025-08-01")
        #expect(report.days.map(\.date) == [day("2025-08-10"), day("2025-08-11"), day("2025-08-12")])
        #expect(report.days.allSatisfy { $0.kind == .missingInLedger && $0.area == "US" })
        #expect(report.schengen.recordUsed == 0)
        #expect(report.text(rules: try RuleBook.bundled()).contains("the I-94 record puts you inside United States while your evidence says elsewhere"))
    }

    @Test("no crossings: an empty period and a sentence that says so")
    func empty() throws {
        let report = try report(record: [], on: "2025-08-31", from: "2025-08-01")
        #expect(report.period == nil && report.days.isEmpty)
        #expect(report.text(rules: try RuleBook.bundled()).hasPrefix("No crossings from ees on or before 2025-08-31"))
    }
}
