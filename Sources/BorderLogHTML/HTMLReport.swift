import BorderLogGeo
import BorderLogInference
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import Foundation

/// The self-contained HTML report (`report html`, docs/reports.md): one file with inline CSS, JavaScript and SVG that
/// opens from disk with no network, reads without JavaScript, and prints.
///
/// Elements carry the hooks of docs/reports.md (`data-date`, `data-country`, `data-flags` on every day; `data-country`
/// on map shapes; `data-schengen-used`/`data-on` on the Schengen figure; `data-window="range"` counts; `data-trip-*` on
/// trips; with crossings, the `#reconcile` section's `data-count`, `data-kind` and `data-crossing-*`; served live, the
/// `#review` section's `data-review-*` and `data-action`), so that the page can be tested and scripted.
public struct HTMLReport {
    /// A page served by `borderlog serve`: it calls the API, with the session cookie the server set, to set overrides
    /// and add stays. The page itself never holds the token.
    public struct Live: Sendable {
        /// The runs of days that need a look, listed above the calendar with their buttons.
        public let review: [ReviewRun]
        /// The alert events that hold (`alerts check`), shown at the top of the page.
        public let alerts: [AlertEvent]
        public init(review: [ReviewRun] = [], alerts: [AlertEvent] = []) {
            self.review = review
            self.alerts = alerts
        }
    }

    let data: ReportData
    let map: WorldMap?
    /// Shown in the footer.
    let version: String
    let live: Live?
    /// Every person side by side, when the data home has several (`report people`): the household section.
    let household: PeopleReport?

    public init(_ data: ReportData, map: WorldMap?, version: String, live: Live? = nil, household: PeopleReport? = nil) {
        self.data = data
        self.map = map
        self.version = version
        self.live = live
        self.household = household
    }

    /// The page of a store without a ledger yet: what to do first, and (live) the form to add a stay.
    public static func empty(live: Live?, version: String = BorderLogVersion.current) -> String {
        var html = documentStart(title: "BorderLog", connect: true, images: false, generator: nil, style: ReportStyle.css) + """
            <header><h1>Where I was, day by day</h1></header>
            <main><p class="empty">The ledger has no days yet. Import evidence or add stays, then run <code>borderlog infer</code>.</p>

            """
        if live != nil { stayForm(into: &html) }
        html += "</main>\n<footer><p>BorderLog \(HTMLText.escape(version)).</p></footer>\n"
        if live != nil { html += "<script>\(ReportScript.live)</script>\n" }
        return html + "</body></html>\n"
    }

    /// A page from its doctype through `<body>`: the one place the content security policy is written. Nothing is
    /// loaded from anywhere; the live page may also talk to the server it came from (`connect`), the report shows
    /// inline images (`images`).
    static func documentStart(title: String, connect: Bool, images: Bool, generator: String?, style: String) -> String {
        let policy = ["default-src 'none';", connect ? "connect-src 'self';" : nil, "style-src 'unsafe-inline';",
                      "script-src 'unsafe-inline'" + (images ? "; img-src data:" : "")].compactMap { $0 }.joined(separator: " ")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            \(generator.map { "<meta name=\"generator\" content=\"\(HTMLText.escape($0))\">\n" } ?? "")<title>\(HTMLText.escape(title))</title>
            <style>\(style)</style>
            </head>
            <body>

            """
    }

    /// The whole page.
    public func render() -> String {
        var html = ""
        html.reserveCapacity(256 * 1024 + data.ledger.days.count * 420)
        let title = "BorderLog presence report" + (data.range.map { ", \($0.first) to \($0.last)" } ?? "")
        html += Self.documentStart(
            title: title, connect: live != nil, images: true, generator: "BorderLog \(version)", style: ReportStyle.css + countryVariables())
        header(into: &html)
        guard data.range != nil else {
            html += "<main><p class=\"empty\">The ledger has no days in this range. Import evidence or add stays, then run <code>borderlog infer</code>.</p>\n"
            if live != nil { Self.stayForm(into: &html) }
            html += "</main>\n"
            footer(into: &html)
            if live != nil { html += "<script>\(ReportScript.live)</script>\n" }
            html += "</body></html>\n"
            return html
        }
        html += "<main>\n"
        if let live { Self.alerts(live.alerts, into: &html) }
        if live != nil { Self.stayForm(into: &html) }
        summary(into: &html)
        householdSection(into: &html)
        eligibility(into: &html)
        absences(into: &html)
        chart(into: &html)
        reconcile(into: &html)
        worldMap(into: &html)
        counts(into: &html)
        trips(into: &html)
        review(into: &html)
        calendar(into: &html)
        html += "</main>\n"
        panel(into: &html)
        footer(into: &html)
        dayData(into: &html)
        html += "<script>\(ReportScript.javascript)\(live == nil ? "" : ReportScript.live)</script>\n</body>\n</html>\n"
        return html
    }

    private func header(into html: inout String) {
        html += "<header>\n<h1>Where I was, day by day</h1>\n<p class=\"meta\">"
        if let range = data.range {
            html += "<span>\(range.first) to \(range.last) (\(range.count) days)</span>"
        }
        html += "<span>snapshot #\(data.snapshot.id ?? 0), computed \(HTMLText.escape(RFC3339.utc(data.snapshot.createdAt)))</span>"
        html += "<span>this page generated \(RFC3339.utc(data.generatedAt))</span></p>\n"
        if data.isStale {
            html += "<p class=\"warning\" role=\"alert\">Evidence changed after this snapshot was computed: run <code>borderlog infer</code> and generate the report again for current answers.</p>\n"
        }
        html += """
            <nav aria-label="Sections"><a href="#summary">Summary</a>\(household == nil ? "" : "<a href=\"#household\">Household</a>")\(data.eligibility.isEmpty ? "" : "<a href=\"#eligibility\">Eligibility</a>")\
            \(data.absences.isEmpty ? "" : "<a href=\"#absences\">Trips abroad</a>")<a href="#chart">Schengen days</a>\
            \(data.reconcile == nil ? "" : "<a href=\"#reconcile\">Official record</a>")<a href="#map">Map</a>\
            <a href="#counts">Days per country</a><a href="#trips">Trips</a>\(live == nil ? "" : "<a href=\"#review\">Needs review</a>")<a href="#calendar">Calendar</a></nav>
            </header>

            """
    }

    private func footer(into html: inout String) {
        html += "<footer><p>Made \(live == nil ? "offline" : "live by `borderlog serve` on this machine") by BorderLog \(HTMLText.escape(version)) from your own evidence; nothing on this page was fetched from the network."
        if let map { html += " Map: \(HTMLText.escape(map.source))." }
        html += " Day counts are a record, not legal advice.</p></footer>\n"
    }

    /// `:root` variables, one colour per country that appears.
    private func countryVariables() -> String {
        var codes = Set<CountryCode>()
        for day in data.ledger.days { codes.formUnion(day.countries) }
        for trip in data.trips { if let country = trip.country { codes.insert(country) } }
        for crossing in data.crossings { codes.insert(crossing.country) }
        guard !codes.isEmpty else { return "" }
        return ":root{" + codes.sorted().map { "\(CountryPalette.variable($0)):\(CountryPalette.colour($0))" }.joined(separator: ";") + "}"
    }

    /// The name of a country for people, with its code.
    static func label(_ country: CountryCode) -> String { "\(country.name) (\(country.rawValue))" }
}
