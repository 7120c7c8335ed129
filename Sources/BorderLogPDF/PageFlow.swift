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

    /// Room for what a heading keeps with it by default: the first two lines of body text, or a table's header and
    /// first row, whichever is taller.
    var firstLines: Double {
        max(canvas.measure("1\n2", style: .body(9), lineSpacing: 1.15).height + 6, 16 + 14)
    }

    /// A section heading on a new page, recorded for the contents and the outline. Keep-with-next: when the heading
    /// and its first lines (`firstLines`) do not fit, it starts the next page instead of standing alone at the foot of
    /// this one.
    func section(_ title: String, newPage: Bool = true) {
        if newPage && y > top { self.newPage() }
        if y > top { y += 16 }
        let heading = canvas.measure(title, width: width, style: .bold(15)).height + 13
        need(max(80, heading + firstLines))
        sections.append((title, page))
        canvas.outline(title, page: page)
        y += canvas.text(title, x: left, y: y, width: width, style: .bold(15), colour: .accent) + 3
        canvas.line(x1: left, y1: y, x2: right, y2: y, colour: .accent, width: 1)
        y += 10
    }

    /// A heading within a section, kept with its first lines as `section` is.
    func subheading(_ title: String) {
        let heading = canvas.measure(title, width: width, style: .bold(10.5)).height + 8
        need(max(40, heading + firstLines))
        y += 4
        y += canvas.text(title, x: left, y: y, width: width, style: .bold(10.5), colour: .text) + 4
    }

    /// A paragraph at the cursor. One that does not fit is split between lines, leaving at least two lines at the foot
    /// of the page and carrying at least two to the next (a shorter paragraph moves whole), so a heading kept with its
    /// first lines is never alone.
    func paragraph(_ text: String, style: PDFCanvas.Style = .body(9), colour: PDFColour = .text, indent: Double = 0, after: Double = 6) {
        let x = left + indent, textWidth = width - indent
        let bottoms = canvas.lineBottoms(text, width: textWidth, style: style, lineSpacing: 1.15)
        func draw(_ lines: Range<Int>) {
            y += canvas.text(text, lines: lines, x: x, y: y, width: textWidth, style: style, colour: colour, lineSpacing: 1.15)
        }
        var first = 0
        while true {
            let remaining = bottoms.count - first
            let above = first == 0 ? 0 : bottoms[first - 1]
            let fitting = bottoms[first...].prefix { $0 - above <= bottom - y }.count
            if fitting >= remaining {
                draw(first..<bottoms.count)
                break
            }
            let cut = min(fitting, remaining - 2)
            if cut >= 2 {
                draw(first..<(first + cut))
                first += cut
                newPage()
            } else if y > top {
                newPage()
            } else {
                // Not two lines fit even on an empty page: nothing to keep together.
                draw(first..<bottoms.count)
                break
            }
        }
        y += after
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
