@testable import BorderLogPDF
import BorderLogTestSupport
import Foundation
import Testing

/// Keep-with-next: a heading that would stand at the foot of a page, without room for its first lines below it,
/// starts the next page instead; a paragraph below it splits between pages with at least two lines on each. Each case
/// draws a heading and its text at a different height above the page's foot.
@Suite struct PageFlowKeepTests {
    let directory = TemporaryDirectory()

    enum Heading: String, CaseIterable { case section, subheading }

    /// The furniture every page has, which is not the page's own text.
    private static let furniture = ["Day counts are a record of evidence, not legal advice.", "Keep test", "Input fingerprint"]

    /// Draws one case a page: the cursor `room` points above the foot, then a heading and a paragraph of five lines.
    private func document(_ heading: Heading) throws -> String {
        let canvas = try PDFCanvas(title: "Keep test", creator: "test")
        let flow = PageFlow(canvas: canvas, headerTitle: "Keep test", fingerprint: "0", totalPages: nil)
        let text = Array(repeating: "Words that fill a line of the page, again and again, until the paragraph runs to four lines.", count: 5)
            .joined(separator: " ")
        for room in stride(from: 10.0, through: 150, by: 5) {
            if flow.y > flow.top { flow.newPage() }
            flow.y = flow.bottom - room
            switch heading {
            case .section: flow.section("Heading \(Int(room))", newPage: false)
            case .subheading: flow.subheading("Heading \(Int(room))")
            }
            flow.paragraph(text)
        }
        let pdf = directory.path("\(heading.rawValue).pdf")
        try canvas.finish().write(to: URL(fileURLWithPath: pdf))
        return pdf
    }

    @Test(arguments: Heading.allCases) func noPageEndsWithAHeading(_ heading: Heading) throws {
        try #require(Poppler.isInstalled, "poppler-utils is needed: `make test` installs it")
        let pdf = try document(heading)
        let pages = try Poppler.pages(pdf)
        #expect(pages > 29)
        for page in 1...pages {
            let lines = try Poppler.text(pdf, page: page).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { line in !line.isEmpty && !line.hasPrefix("Page ") && !Self.furniture.contains { line.hasPrefix($0) } }
            if let last = lines.last { #expect(!last.hasPrefix("Heading"), "page \(page) ends with \(last)") }
        }
    }
}
