import BorderLogModel
@testable import BorderLogPDF
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// No Markdown from the strings the report shares with the text reports and the rule files reaches the paper.
@Suite struct AuditReportMarkupTests {
    let sample = AuditReportSample()

    @Test func noBacktickIsPrinted() throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        let rules = try sample.everyRule()
        // The rule files do mark commands as code: the PDF is where they must not show.
        try #require(rules.rules.contains { ($0.notModelled ?? "").contains("`") || ($0.source ?? "").contains("`") })
        let (pdf, _) = try sample.report("markup.pdf", rules: rules)
        let text = try Poppler.text(pdf)
        #expect(!text.contains("`"))
        #expect(text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("the command borderlog ledger verify recomputes"))
    }

    @Test func inlineCodeIsPrintedAsItsWords() {
        #expect(PrintedText.plain("ask `report rules --on` for other ends") == "ask report rules --on for other ends")
        #expect(PrintedText.plain("an unclosed `span") == "an unclosed span")
        #expect(PrintedText.plain("no markup") == "no markup")
    }
}
