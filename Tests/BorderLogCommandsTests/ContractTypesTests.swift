import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// Every JSON shape of docs/reports.md, "JSON output", that the command line prints decodes into its contract type,
/// with the same values the stages compute in process on the same store.
@Suite struct ContractTypesTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> Data {
        let result = await BorderLogCommandsTests.borderlog(["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2024-06-30"])
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.stderr)")
        return Data(result.stdout.utf8)
    }

    private func view() throws -> LedgerView {
        try LedgerView(store: try Store(path: store), rules: try RuleBook.bundled())
    }

    init() async throws {
        let csv = directory.write("stays.csv", "country,entry,exit,note\nGB,2024-01-01,2024-02-10,\nFR,2024-02-10,2024-04-20,Paris\nGB,2024-04-20,,\n")
        _ = await BorderLogCommandsTests.borderlog(["--store", store, "stays", "import", csv])
        _ = await BorderLogCommandsTests.borderlog(["--store", store, "override", "2024-05-01", "GB,BE,GB"])
        _ = await BorderLogCommandsTests.borderlog(["--store", store, "calendar", samplesPath("calendar/flights.ics")])
        _ = await BorderLogCommandsTests.borderlog(["--store", store, "infer", "--to", "2024-06-30"])
    }

    @Test func reportsDecodeToWhatTheStagesCompute() async throws {
        let decoder = JSONDecoder()
        let view = try view()
        let schengen = try decoder.decode(SchengenReport.self, from: await borderlog("report", "schengen", "--on", "2024-04-20", "--format", "json"))
        #expect(schengen == (try view.schengen(zone: "schengen", on: day("2024-04-20"))))
        #expect(schengen.used == 71 && schengen.remaining == 19)

        let forecast = try decoder.decode(
            ForecastReport.self, from: await borderlog("report", "forecast", "--zone", "schengen", "--enter", "2024-07-01", "--length", "30", "--format", "json"))
        #expect(forecast == (try view.forecast(zone: "schengen", enter: day("2024-07-01"), exit: nil, length: 30)))

        let rules = try decoder.decode([RuleStatus].self, from: await borderlog("report", "rules", "--on", "2024-06-30", "--format", "json"))
        #expect(rules == view.ruleStatuses(on: day("2024-06-30")))

        let days = try decoder.decode([LedgerExport.Day].self, from: await borderlog("export", "ledger", "--format", "json"))
        #expect(days == view.ledger.days.map(LedgerExport.Day.init))
        #expect(days.first { $0.date == day("2024-05-01") }?.flags.contains(.override) == true)
    }

    @Test func signalLinesDecodeWithFlightFieldsOnCalendarSignalsOnly() async throws {
        let text = String(decoding: try await borderlog("signals", "--format", "jsonl"), as: UTF8.self)
        let lines = try text.split(separator: "\n").map { try JSONDecoder().decode(SignalLine.self, from: Data($0.utf8)) }
        let stored = try Store(path: store).signals().map { SignalLine($0.signal, source: $0.source) }
        #expect(lines == stored)
        #expect(lines.count == 40 && lines.allSatisfy { $0.fields.kind == .calendar && $0.flight != nil })
        let raw = try #require(text.split(separator: "\n").first.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        #expect(Set(raw.keys) == ["kind", "source", "utc", "local", "day", "timezone", "lat", "lon", "accuracy", "country", "region", "nearbyRegion", "flight", "from", "to", "departure", "arrival"])
    }
}
