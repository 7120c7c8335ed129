import Foundation

/// Text and tables flowing down A4 pages: a cursor, page breaks, and on every page the running header (the report's
/// period and the input fingerprint) and the footer (page N of M).
final class PageFlow {
    let canvas: PDFCanvas
    let left = 48.0
    let right = PDFCanvas.pageWidth - 48
    let top = 58.0
    let bottom = PDFCanvas.pageHeight - 50
    var width: Double { right - left }

    /// The cursor: where the next block starts.
    var y: Double
    private(set) var page = 1
    /// Pages in the whole document, known on the second pass.
    let totalPages: Int?
    let headerTitle: String
    let fingerprint: String
    /// The page each section starts on, by title.
    private(set) var sections: [(title: String, page: Int)] = []

    init(canvas: PDFCanvas, headerTitle: String, fingerprint: String, totalPages: Int?) {
        self.canvas = canvas
        self.headerTitle = headerTitle
        self.fingerprint = fingerprint
        self.totalPages = totalPages
        y = top
        furniture()
    }

    /// Starts a new page unless `height` more points fit on this one. Returns whether it broke.
    @discardableResult
    func need(_ height: Double) -> Bool {
        guard y + height > bottom else { return false }
        newPage()
        return true
    }

    func newPage() {
        canvas.showPage()
        page += 1
        y = top
        furniture()
    }

    /// A section heading on a new page, recorded for the contents and the outline.
    func section(_ title: String, newPage: Bool = true) {
        if newPage && y > top { self.newPage() }
        if y > top { y += 16 }
        need(80)
        sections.append((title, page))
        canvas.outline(title, page: page)
        y += canvas.text(title, x: left, y: y, width: width, style: .bold(15), colour: .accent) + 3
        canvas.line(x1: left, y1: y, x2: right, y2: y, colour: .accent, width: 1)
        y += 10
    }

    func subheading(_ title: String) {
        need(40)
        y += 4
        y += canvas.text(title, x: left, y: y, width: width, style: .bold(10.5), colour: .text) + 4
    }

    /// A paragraph at the cursor; split across pages by lines is not needed for the short paragraphs this report has.
    func paragraph(_ text: String, style: PDFCanvas.Style = .body(9), colour: PDFColour = .text, indent: Double = 0, after: Double = 6) {
        let height = canvas.measure(text, width: width - indent, style: style, lineSpacing: 1.15).height
        need(height)
        y += canvas.text(text, x: left + indent, y: y, width: width - indent, style: style, colour: colour, lineSpacing: 1.15) + after
    }

    /// A bulleted item.
    func bullet(_ text: String, marker: String = "•", style: PDFCanvas.Style = .body(9)) {
        let height = canvas.measure(text, width: width - 14, style: style, lineSpacing: 1.15).height
        need(height)
        canvas.text(marker, x: left + 2, y: y, style: style, colour: .muted)
        y += canvas.text(text, x: left + 14, y: y, width: width - 14, style: style, lineSpacing: 1.15) + 3
    }

    private func furniture() {
        canvas.text(headerTitle, x: left, y: 20, style: .body(7), colour: .muted)
        canvas.text(totalPages.map { "Page \(page) of \($0)" } ?? "Page \(page)", x: right, y: 20, style: .body(7), colour: .muted, alignment: .right)
        canvas.text("Input fingerprint (SHA-256) \(fingerprint)", x: left, y: 30, style: .mono(6.5), colour: .muted)
        canvas.line(x1: left, y1: 42, x2: right, y2: 42, colour: .rule, width: 0.5)
        let footerY = PDFCanvas.pageHeight - 36
        canvas.line(x1: left, y1: footerY - 5, x2: right, y2: footerY - 5, colour: .rule, width: 0.5)
        canvas.text("Day counts are a record of evidence, not legal advice.", x: left, y: footerY, style: .body(7), colour: .muted)
        let number = totalPages.map { "Page \(page) of \($0)" } ?? "Page \(page)"
        canvas.text(number, x: right, y: footerY, style: .body(7), colour: .muted, alignment: .right)
    }
}
