import BorderLogModel
@testable import BorderLogPDF
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// The cover's contents, read back through poppler: it lists only the sections the report holds, each with the page
/// it starts on, and no section's heading ends a page.
@Suite struct AuditReportContentsTests {
    let sample = AuditReportSample()

    /// The cover's contents as (title, page) pairs; a page is nil when the entry has none.
    private func contents(_ pdf: String) throws -> [(title: String, page: Int?)] {
        let cover = try Poppler.text(pdf, page: 1, layout: true).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let start = try #require(cover.firstIndex(of: "Contents"))
        let entry = try Regex("^(.*?\\S)(?:\\s{2,}(\\d+))?$")
        return cover[(start + 1)...].filter { !$0.isEmpty }.prefix { !$0.hasPrefix("BorderLog counts days") }.compactMap { line in
            guard let match = line.wholeMatch(of: entry) else { return nil }
            return (String(match.output[1].substring ?? ""), match.output[2].substring.flatMap { Int($0) })
        }
    }

    @Test(arguments: [false, true]) func everyContentsEntryHasAPageThatHoldsItsHeading(allRules: Bool) throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        let (pdf, data) = try sample.report(allRules ? "all.pdf" : "bundled.pdf", rules: allRules ? sample.everyRule() : RuleBook.bundled())
        let entries = try contents(pdf)
        #expect(entries.map(\.title).first == AuditReport.Section.method.rawValue)
        #expect(entries.contains { $0.title == AuditReport.Section.absences.rawValue } == !data.absences.isEmpty)
        let pages = try Poppler.pages(pdf)
        for entry in entries {
            #expect(AuditReport.Section(rawValue: entry.title) != nil, "\(entry.title) is not a section")
            let page = try #require(entry.page, "\(entry.title) has no page")
            #expect((2...pages).contains(page))
            #expect(try Poppler.text(pdf, page: page).contains(entry.title), "page \(page) lacks \(entry.title)")
        }
        // Keep-with-next: no page's own text (above the footer) ends with a section's heading.
        for page in 1...pages {
            let lines = try Poppler.text(pdf, page: page).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty && !$0.hasPrefix("Page ") && !$0.hasPrefix("Day counts are a record of evidence") }
            let last = try #require(lines.last)
            #expect(!AuditReport.Section.allCases.contains { last.hasPrefix($0.rawValue) }, "page \(page) ends with \(last)")
        }
    }

    @Test func theBundledRulesHaveNoAppendixAndDoNotListOne() throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        let (pdf, data) = try sample.report("plain.pdf", rules: RuleBook.bundled())
        try #require(data.absences.isEmpty)
        let text = try Poppler.text(pdf)
        #expect(!text.contains(AuditReport.Section.absences.rawValue))
    }

}
