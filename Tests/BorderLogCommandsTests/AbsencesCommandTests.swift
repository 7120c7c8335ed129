import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// `report absences` run in process over stays a person typed, a gap they answered in review, and the HTML and PDF
/// reports that carry the same tables.
@Suite struct AbsencesCommandTests {
    let directory = TemporaryDirectory()
    var store: String { directory.path("store.sqlite") }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult {
        await BorderLogCommandsTests.borderlog(
            ["--store", store] + arguments, environment: ["BORDERLOG_TODAY": "2026-06-30", "XDG_CONFIG_HOME": directory.path("config")])
    }

    /// In the UK from 2020; a week in France with a note, a trip through Spain and Portugal, and a gap in Italy answered
    /// in review with a note; away in the US since 2026-06-20.
    private func importHistory() async throws {
        let csv = directory.write("stays.csv", """
            country,entry,exit,note
            GB,2020-01-01,2024-03-01,
            FR,2024-03-01,2024-03-08,"Conference, Paris"
            GB,2024-03-08,2025-05-01,
            ES,2025-05-01,2025-05-05,
            PT,2025-05-05,2025-05-09,
            GB,2025-05-09,2025-09-01,
            GB,2025-09-10,2026-06-20,
            US,2026-06-20,,
            """)
        #expect(try await borderlog("stays", "import", csv).status == 0)
        #expect(try await borderlog("infer").status == 0)
        let review = try await borderlog("review", "assign", "2025-09-02", "2025-09-09", "IT", "--note", "Mother's birthday")
        #expect(review.status == 0, "\(review.stderr)")
    }

    @Test func theJSONListsEveryTripWithItsReasonAndTotals() async throws {
        try await importHistory()
        let result = try await borderlog("report", "absences", "--authority", "uk-ilr", "--on", "2026-06-30", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(result.json)
        #expect(json["authority"] as? String == "uk-ilr" && json["on"] as? String == "2026-06-30" && json["limit"] as? Int == 180)
        let period = try #require(json["period"] as? [String: Any])
        #expect(period["start"] as? String == "2021-07-01" && period["end"] as? String == "2026-06-30")
        let trips = try #require(json["trips"] as? [[String: Any]])
        #expect(trips.map { $0["departure"] as? String } == ["2024-03-01", "2025-05-01", "2025-09-01", "2026-06-20"])
        #expect(trips.map { $0["return"] as? String } == ["2024-03-08", "2025-05-09", "2025-09-10", "2026-06-30"])
        #expect(trips.map { $0["daysOutside"] as? Int } == [6, 7, 8, 9])
        #expect(trips[1]["destinations"] as? [String] == ["ES", "PT"])
        #expect(trips.map { $0["reason"] as? String } == ["Conference, Paris", "", "Mother's birthday", ""])
        #expect(trips.last?["open"] as? Bool == true && json["total"] as? Int == 30 && json["unknownDays"] as? Int == 0)
    }

    @Test func theCSVHasTheFormsHeadingsAndTheTextOneLineATrip() async throws {
        try await importHistory()
        let csv = try await borderlog("report", "absences", "--authority", "uk-naturalisation", "--on", "2026-06-30", "--format", "csv")
        #expect(csv.status == 0, "\(csv.stderr)")
        let lines = csv.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Date left the UK,Date returned to the UK,Countries visited,Reason for absence,Number of days absent")
        #expect(lines.dropFirst().first == "01/03/2024,08/03/2024,France,\"Conference, Paris\",6")
        #expect(lines.count == 5)
        let text = try await borderlog("report", "absences", "--authority", "uk-naturalisation", "--on", "2026-06-30")
        #expect(text.stdout.contains("01/05/2025 → 09/05/2025  7 days outside  Spain, Portugal"))
        #expect(text.stdout.contains("Total: 30 days outside the UK in 4 trips; the rule allows 450"))
        #expect(text.stdout.contains("warning: the trip that began 2026-06-20 is not over"))
    }

    @Test func badAuthoritiesAndFormatsAreRefused() async throws {
        try await importHistory()
        let unknown = try await borderlog("report", "absences", "--authority", "uk-settlement")
        #expect(unknown.status == 64 && unknown.stderr.contains("uk-ilr"))
        let jsonl = try await borderlog("report", "absences", "--authority", "uk-ilr", "--format", "jsonl")
        #expect(jsonl.status == 64 && jsonl.stderr.contains("text, json, csv"))
    }

    /// The HTML report's "Trips abroad" and the PDF's appendix carry the table of every eligibility rule turned on that
    /// is a form's.
    @Test(.enabled(if: Poppler.isInstalled)) func theReportsCarryTheTablesOfTheRulesTurnedOn() async throws {
        try await importHistory()
        #expect(try await borderlog("rules", "enable", "uk-ilr").status == 0)
        let html = directory.path("report.html"), pdf = directory.path("report.pdf")
        #expect(try await borderlog("report", "html", "--out", html).status == 0)
        #expect(try await borderlog("report", "pdf", "--out", pdf).status == 0)
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<section id=\"absences\"") && page.contains("data-authority=\"uk-ilr\" data-total=\"30\""))
        #expect(page.contains("<tr data-departure=\"2025-09-01\" data-return=\"2025-09-10\" data-days-outside=\"8\">"))
        #expect(!page.contains("data-authority=\"us-n400\""))
        let printed = try Poppler.text(pdf, layout: true)
        #expect(printed.contains("Appendix: trips abroad, as each form asks"))
        #expect(printed.contains("01/09/2025") && printed.contains("Mother's birthday"))
        #expect(printed.contains("Total: 30 days outside the UK in 4 trips"))
    }
}
