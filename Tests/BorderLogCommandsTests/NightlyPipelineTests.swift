import BorderLogTestSupport
import Foundation
import Testing

/// pipelines/nightly.sh as cron runs it: silent when nothing changed, loud and exit 3 near a limit.
struct NightlyPipelineTests {
    let directory = TemporaryDirectory()
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func environment(today: String) -> [String: String] {
        [
            "BORDERLOG_STORE": directory.path("store.sqlite"), "BORDERLOG_BIN": productsDirectory().appendingPathComponent("borderlog").path,
            "BORDERLOG_SOURCES": directory.path("sources.conf"), "BORDERLOG_TODAY": today,
        ]
    }

    private func nightly(today: String) throws -> CommandResult {
        try run(executableURL: URL(fileURLWithPath: "/bin/bash"), [repository.appendingPathComponent("pipelines/nightly.sh").path],
                environment: environment(today: today))
    }

    @Test func silentWhenNothingChangedAndReportsChangedDaysOtherwise() throws {
        directory.write("sources.conf", "# no automatic sources yet\n")
        _ = try run("borderlog", ["stays", "add", "GB", "2023-01-01", "2023-01-10"], environment: environment(today: "2023-01-10"))
        let first = try nightly(today: "2023-01-10")
        #expect(first.status == 0 && first.stdout.isEmpty, "\(first.stdout)\(first.stderr)")
        #expect(try nightly(today: "2023-01-10").stdout.isEmpty)
        _ = try run("borderlog", ["override", "2023-01-05", "GB,FR"], environment: environment(today: "2023-01-10"))
        let changed = try nightly(today: "2023-01-10")
        #expect(changed.status == 0 && changed.stdout.contains("2023-01-05  GB (high)  →  GB→FR (high)"))
        #expect(changed.stdout.contains("Schengen Area on 2023-01-10: 1 of 90"))
    }

    @Test func nearALimitItPrintsTheStatusAndExitsThree() throws {
        directory.write("sources.conf", "")
        _ = try run("borderlog", ["stays", "add", "AT", "2024-01-01", "2024-03-25"], environment: environment(today: "2024-03-25"))
        let result = try nightly(today: "2024-03-25")
        #expect(result.status == 3)
        #expect(result.stdout.contains("85 of 90 days used") && result.stdout.contains("WARNING"))
    }

    @Test func theConfiguredReportIsWrittenAgainOnlyWhenTheLedgerChanged() throws {
        let report = directory.path("report.html")
        directory.write("sources.conf", "report \(report)\n")
        _ = try run("borderlog", ["stays", "add", "GB", "2023-01-01", "2023-01-10"], environment: environment(today: "2023-01-10"))
        #expect(try nightly(today: "2023-01-10").status == 0)
        let first = try String(contentsOfFile: report, encoding: .utf8)
        #expect(first.contains("data-date=\"2023-01-10\" data-country=\"GB\""))
        let written = try FileManager.default.attributesOfItem(atPath: report)[.modificationDate] as? Date

        #expect(try nightly(today: "2023-01-10").status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: report)[.modificationDate] as? Date == written)

        _ = try run("borderlog", ["override", "2023-01-05", "GB,FR"], environment: environment(today: "2023-01-10"))
        #expect(try nightly(today: "2023-01-10").status == 0)
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("data-date=\"2023-01-05\" data-country=\"FR\""))
    }

    @Test func unknownSourceKindFailsTheRunWithAMessage() throws {
        directory.write("sources.conf", "photoz /nowhere\n")
        let result = try nightly(today: "2024-03-25")
        #expect(result.status == 1 && result.stderr.contains("unknown source kind 'photoz'"))
    }
}
