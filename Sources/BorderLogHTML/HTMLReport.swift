import BorderLogCore
import BorderLogStages
import Foundation

/// The self-contained HTML report (`report html`, DESIGN §10): one file with inline CSS, JavaScript and SVG that
/// opens from disk with no network, reads without JavaScript, and prints.
///
/// Elements carry the DESIGN §10 hooks (`data-date`, `data-country`, `data-flags` on every day; `data-country` on
/// map shapes; `data-schengen-used`/`data-on` on the Schengen figure; `data-window="range"` counts; `data-trip-*`
/// on trips), so that the page can be tested and scripted.
public struct HTMLReport {
    let data: ReportData
    let map: WorldMap?
    /// Shown in the footer.
    let version: String

    public init(_ data: ReportData, map: WorldMap?, version: String) {
        self.data = data
        self.map = map
        self.version = version
    }

    /// The whole page.
    public func render() -> String {
        var html = ""
        html.reserveCapacity(256 * 1024 + data.ledger.days.count * 420)
        let title = "BorderLog presence report" + (data.range.map { ", \($0.first) to \($0.last)" } ?? "")
        html += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="generator" content="BorderLog \(HTMLText.escape(version))">
            <title>\(HTMLText.escape(title))</title>
            <style>\(ReportStyle.css)\(countryVariables())</style>
            </head>
            <body>

            """
        header(into: &html)
        guard data.range != nil else {
            html += "<main><p class=\"empty\">The ledger has no days in this range. Import evidence and run <code>borderlog infer</code>.</p></main>"
            footer(into: &html)
            html += "</body></html>\n"
            return html
        }
        html += "<main>\n"
        summary(into: &html)
        chart(into: &html)
        worldMap(into: &html)
        counts(into: &html)
        trips(into: &html)
        calendar(into: &html)
        html += "</main>\n"
        panel(into: &html)
        footer(into: &html)
        dayData(into: &html)
        html += "<script>\(ReportScript.javascript)</script>\n</body>\n</html>\n"
        return html
    }

    private func header(into html: inout String) {
        let generated = RFC3339.utc(data.generatedAt)
        html += "<header>\n<h1>Where I was, day by day</h1>\n<p class=\"meta\">"
        if let range = data.range {
            html += "<span>\(range.first) to \(range.last) (\(range.count) days)</span>"
        }
        html += "<span>snapshot #\(data.snapshot.id ?? 0), computed \(HTMLText.escape(RFC3339.utc(data.snapshot.createdAt)))</span>"
        html += "<span>this page generated \(generated)</span></p>\n"
        if data.isStale {
            html += "<p class=\"warning\" role=\"alert\">Evidence changed after this snapshot was computed: run <code>borderlog infer</code> and generate the report again for current answers.</p>\n"
        }
        html += """
            <nav aria-label="Sections"><a href="#summary">Summary</a><a href="#chart">Schengen days</a><a href="#map">Map</a>\
            <a href="#counts">Days per country</a><a href="#trips">Trips</a><a href="#calendar">Calendar</a></nav>
            </header>

            """
    }

    private func footer(into html: inout String) {
        html += "<footer><p>Made offline by BorderLog \(HTMLText.escape(version)) from your own evidence; nothing on this page was fetched from the network."
        if let map { html += " Map: \(HTMLText.escape(map.source))." }
        html += " Day counts are a record, not legal advice.</p></footer>\n"
    }

    /// `:root` variables, one colour per country that appears.
    private func countryVariables() -> String {
        var codes = Set<CountryCode>()
        for day in data.ledger.days { codes.formUnion(day.countries) }
        for trip in data.trips { codes.insert(trip.country) }
        guard !codes.isEmpty else { return "" }
        return ":root{" + codes.sorted().map { "\(CountryPalette.variable($0)):\(CountryPalette.colour($0))" }.joined(separator: ";") + "}"
    }

    /// The name of a country for people, with its code.
    static func label(_ country: CountryCode) -> String { "\(country.name) (\(country.rawValue))" }
}
