import BorderLogInference
import BorderLogModel
import BorderLogStages
import Foundation

/// The audit report for an adviser (`report pdf`, docs/reports.md): cover, method, summary, the official record (with
/// imported crossings), days per country, trips, month calendars, the daily log, unknown days and overrides, on A4 pages with a running header that carries the input
/// fingerprint and "page N of M" on every page.
///
/// Every figure comes from `ReportData`, which the command line's reports are computed with, so the PDF agrees with
/// `report schengen`, `report rules`, `report countries`, `report trips` and `export ledger`. The text is real text
/// (DejaVu fonts embedded as subsets): it can be selected, searched and extracted. Countries are code chips, never
/// emoji.
public struct AuditReport {
    let data: ReportData
    let inputs: AuditInputs
    /// BorderLog's version, on the cover and in the document's metadata.
    let version: String

    public init(_ data: ReportData, inputs: AuditInputs, version: String) {
        self.data = data
        self.inputs = inputs
        self.version = version
    }

    /// Checks that the fonts the report embeds are installed, before anything is computed or written.
    public static func checkFonts() throws(PDFError) {
        try PDFCanvas.requireFonts()
    }

    /// The whole document. Drawn twice: the first pass counts the pages and finds where each section starts, for
    /// "page N of M" and the contents on the cover, which lists only the sections the first pass drew.
    public func render() throws(PDFError) -> Data {
        try PDFCanvas.requireFonts()
        let first = try draw(totalPages: nil, contents: nil)
        return try draw(totalPages: first.pages, contents: first.sections).data
    }

    /// Section titles in the order they are drawn.
    enum Section: String, CaseIterable {
        case method = "Method: how each day was decided"
        case summary = "Summary"
        case reconcile = "Official record"
        case countries = "Days per country"
        case trips = "Trips"
        case calendar = "Calendar"
        case log = "Daily log"
        case unknown = "Unknown days"
        case overrides = "Overrides"
        case absences = "Appendix: trips abroad, as each form asks"
    }

    /// One pass over the document. `contents` is where each section started on the first pass (nil on that pass).
    private func draw(totalPages: Int?, contents: [Section: Int]?) throws(PDFError) -> (data: Data, pages: Int, sections: [Section: Int]) {
        let canvas = try PDFCanvas(title: title, creator: "BorderLog \(version)")
        let flow = PageFlow(canvas: canvas, headerTitle: "BorderLog audit report, \(periodText)", fingerprint: inputs.fingerprint, totalPages: totalPages)
        cover(flow, contents: contents)
        method(flow)
        if data.range != nil {
            summary(flow)
            reconcile(flow)
            countries(flow)
            trips(flow)
            calendars(flow)
            dailyLog(flow)
            unknownDays(flow)
            overrides(flow)
        }
        absences(flow)
        let pages = flow.page
        return (try canvas.finish(), pages, Self.sectionPages(flow.sections))
    }

    /// The page each section starts on, from the headings the flow drew: a heading's title is its section's title,
    /// perhaps followed by more ("Summary on 2026-02-05").
    static func sectionPages(_ headings: [(title: String, page: Int)]) -> [Section: Int] {
        var pages: [Section: Int] = [:]
        for (title, page) in headings {
            guard let section = Section.allCases.first(where: { title.hasPrefix($0.rawValue) }), pages[section] == nil else { continue }
            pages[section] = page
        }
        return pages
    }

    var title: String { "Presence audit report, \(periodText)" }

    var periodText: String {
        data.range.map { "\($0.first) to \($0.last)" } ?? "no days"
    }

    // MARK: - Shared pieces

    /// A country code on its colour: how the report shows countries (never emoji flags).
    static let chipWidth = 17.0

    func chip(
        _ country: CountryCode, _ flow: PageFlow, x: Double, y: Double, width: Double = chipWidth, height: Double = 10, size: Double = 6.5,
        faded: Bool = false
    ) {
        let colour = PDFColour.country(country)
        flow.canvas.fill(x: x, y: y, width: width, height: height, colour: faded ? colour.lightened(0.55) : colour, radius: 2)
        flow.canvas.text(
            country.rawValue, x: x + width / 2, y: y + (height - size * 1.17) / 2, style: .bold(size),
            colour: faded ? .muted : .text, alignment: .centre)
    }

    /// "GB → FR" for a travel day, "Schengen Area (country unknown)" for a zone-only day (`zoneName` names its zone),
    /// "unknown" for a day without a country.
    static func countriesText(_ day: LedgerDay, zoneName: String) -> String {
        if day.isZoneOnly { return "\(zoneName) (country unknown)" }
        return day.isUnknown ? "unknown" : day.countries.map(\.rawValue).joined(separator: " → ")
    }

    /// "location FR 38, CH 2; photo FR 3": evidence counts by source, then country.
    static func evidenceText(_ evidence: EvidenceCounts) -> String {
        evidence.keys.sorted().map { source in
            source.rawValue + " " + evidence[source]!.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// A confidence rounded as `export ledger` rounds it (two decimals, halves away from zero).
    static func rounded(_ confidence: Double) -> Double { (confidence * 100).rounded() / 100 }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// Monday 0 … Sunday 6 (1970-01-01, ordinal 0, was a Thursday).
    static func weekday(_ day: LocalDay) -> Int { ((day.ordinal % 7) + 7 + 3) % 7 }

    /// A UTC time for people: `2026-11-23 10:04:05 UTC`.
    static func utc(_ date: Date) -> String {
        let text = RFC3339.utc(date)
        return text.replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
    }
}
