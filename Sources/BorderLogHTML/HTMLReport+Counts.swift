import BorderLogModel
import BorderLogRules
import Foundation

extension HTMLReport {
    /// Days per country: the standard windows ending on the last day, each calendar year, and the range.
    func counts(into html: inout String) {
        guard let range = data.range else { return }
        let windows = data.counts.windows.filter { $0.window.lookBack != nil }
        let rangeWindow = data.counts.window(.range)
        var codes = Set(data.counts.windows.flatMap(\.countries.keys))
        for year in data.years { codes.formUnion(year.countries.keys) }
        let rangeDays = rangeWindow?.countries ?? [:]
        let ordered = codes.sorted { (rangeDays[$1] ?? 0, $0) < (rangeDays[$0] ?? 0, $1) }
        html += """
            <section id="counts" aria-labelledby="counts-title">
            <h2 id="counts-title">Days per country</h2>
            <p class="note">A travel day counts for every country visited that day, so a row's days can add up to more than the window. \
            The look-back windows end on \(data.on).</p>
            <div class="scroll"><table class="counts"><thead><tr><th scope="col">Country</th>
            """
        for window in windows { html += "<th scope=\"col\" title=\"\(window.from) to \(window.to)\">Last \(window.window.lookBack!) d</th>" }
        for year in data.years { html += "<th scope=\"col\">\(year.year)</th>" }
        html += "<th scope=\"col\" title=\"\(range.first) to \(range.last)\">This report</th></tr></thead><tbody>\n"
        for country in ordered {
            let code = country.rawValue
            html += "<tr data-country-row=\"\(code)\"><th scope=\"row\"><span class=\"chip\" style=\"--a:var(\(CountryPalette.variable(country)))\">\(code)</span> \(HTMLText.escape(country.name))</th>"
            for window in windows { html += "<td class=\"n\">\(window.countries[country] ?? 0)</td>" }
            for year in data.years { html += "<td class=\"n\">\(year.countries[country] ?? 0)</td>" }
            let days = rangeDays[country] ?? 0
            html += "<td class=\"n\" data-window=\"range\" data-country=\"\(code)\" data-days=\"\(days)\">\(days)</td></tr>\n"
        }
        zoneOnlyRow(windows: windows, range: rangeWindow, into: &html)
        html += "<tr class=\"unknown-row\"><th scope=\"row\">Unknown days</th>"
        for window in windows { html += "<td class=\"n\">\(window.unknown)</td>" }
        for year in data.years {
            let unknown = data.ledger.days.filter { $0.date.year == year.year && $0.isUnknown && !$0.isZoneOnly }.count
            html += "<td class=\"n\">\(unknown)</td>"
        }
        html += "<td class=\"n\">\(rangeWindow?.unknown ?? 0)</td></tr>\n</tbody></table></div>\n"
        if data.counts.windows.contains(where: { !$0.zoneOnly.isEmpty }) {
            html += "<p class=\"note\">\(HTMLText.escape(data.schengenName)), country unknown: days the official record of your border crossings "
                + "puts inside the \(HTMLText.escape(data.schengenName)) while nothing names the country. They count for its 90/180 rule and for no "
                + "country." + (data.reconcile == nil ? "" : " <a href=\"#reconcile\">Official record</a> holds the record against your evidence.") + "</p>\n"
        }
        regionCounts(into: &html)
        html += "</section>\n"
    }

    /// Days per US state and Canadian and Australian province (docs/regions.md), when the report has any: the same
    /// windows and the range.
    private func regionCounts(into html: inout String) {
        let windows = data.regionCounts.windows.filter { $0.window.lookBack != nil || $0.window == .range }
        let rangeDays = data.regionCounts.window(.range)?.regions ?? [:]
        let regions = Set(windows.flatMap(\.regions.keys)).sorted { (rangeDays[$1] ?? 0, $0) < (rangeDays[$0] ?? 0, $1) }
        guard !regions.isEmpty else { return }
        html += """
            <h3 id="regions-title">Days per state or province</h3>
            <p class="note">For the United States, Canada and Australia; any part of a day counts, so a commuter's day counts in both states.</p>
            <div class="scroll"><table class="counts regions" aria-labelledby="regions-title"><thead><tr><th scope="col">State or province</th>
            """
        for window in windows {
            let title = window.window.lookBack.map { "Last \($0) d" } ?? "This report"
            html += "<th scope=\"col\" title=\"\(window.from) to \(window.to)\">\(title)</th>"
        }
        html += "</tr></thead><tbody>\n"
        for region in regions {
            html += "<tr data-region-row=\"\(region)\"><th scope=\"row\"><span class=\"chip\" style=\"--a:var(\(CountryPalette.variable(region.country)))\">\(region)</span> "
                + "\(HTMLText.escape(region.name))</th>"
            for window in windows {
                let days = window.regions[region] ?? 0
                html += window.window == .range ? "<td class=\"n\" data-region-window=\"range\" data-region=\"\(region)\" data-days=\"\(days)\">\(days)</td>" : "<td class=\"n\">\(days)</td>"
            }
            html += "</tr>\n"
        }
        html += "<tr class=\"unknown-row\"><th scope=\"row\">State or province unknown</th>"
        for window in windows { html += "<td class=\"n\">\(window.unknown)</td>" }
        html += "</tr>\n</tbody></table></div>\n"
    }

    /// Zone-only days, a row apart from the unknown ones; only when some window has one.
    private func zoneOnlyRow(windows: [CountryCountsReport.Window], range: CountryCountsReport.Window?, into html: inout String) {
        guard data.counts.windows.contains(where: { !$0.zoneOnly.isEmpty }) else { return }
        let name = HTMLText.escape(data.schengenName)
        html += "<tr class=\"zone-only-row\"><th scope=\"row\"><i class=\"d sample z\"></i> \(name), country unknown</th>"
        for window in windows { html += "<td class=\"n\">\(window.zoneOnly[ZoneID.schengen] ?? 0)</td>" }
        for year in data.years { html += "<td class=\"n\">\(data.ledger.days.filter { $0.date.year == year.year && $0.isZoneOnly }.count)</td>" }
        let days = range?.zoneOnly[ZoneID.schengen] ?? 0
        html += "<td class=\"n\" data-zone-only=\"\(ZoneID.schengen)\" data-days=\"\(days)\">\(days)</td></tr>\n"
    }

    /// Consecutive days in one country.
    func trips(into html: inout String) {
        html += "<section id=\"trips\" aria-labelledby=\"trips-title\">\n<h2 id=\"trips-title\">Trips</h2>\n"
        guard !data.trips.isEmpty else {
            html += "<p>No trips: the ledger has no known day in this range.</p>\n</section>\n"
            return
        }
        html += "<div class=\"scroll\"><table class=\"trips\"><thead><tr><th scope=\"col\">Country</th><th scope=\"col\">Entry</th><th scope=\"col\">Exit</th><th scope=\"col\">Days</th><th scope=\"col\">Zones</th><th scope=\"col\">Confidence</th></tr></thead><tbody>\n"
        for trip in data.trips {
            html += """
                <tr data-trip-country="\(trip.country?.rawValue ?? "")" data-trip-entry="\(trip.entry)" data-trip-exit="\(trip.exit?.description ?? "")" data-trip-days="\(trip.days)">\
                <th scope="row">\(tripPlace(trip))</th>\
                <td>\(trip.entry)</td><td>\(trip.exit?.description ?? "ongoing")</td><td class="n">\(trip.days)</td>\
                <td>\(trip.zones.map { HTMLText.escape($0.rawValue) }.joined(separator: ", "))</td><td class="n">\(String(format: "%.2f", trip.confidence))</td></tr>

                """
        }
        html += "</tbody></table></div>\n</section>\n"
    }

    /// A trip's country as a chip and its name; a run of zone-only days names the zone and says the country is unknown.
    func tripPlace(_ trip: TripsReport.Trip) -> String {
        guard let country = trip.country else { return HTMLText.escape(trip.zoneOnlyName(in: data.ruleBook)) + ", country unknown" }
        return "<span class=\"chip\" style=\"--a:var(\(CountryPalette.variable(country)))\">\(country)</span> \(HTMLText.escape(country.name))"
    }
}
