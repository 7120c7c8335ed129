import BorderLogModel

extension HTMLReport {
    /// "Trips abroad": for each eligibility rule turned on that is a form's (`report absences`, docs/absences.md), every
    /// trip out of the country the form asks about, dates as the form writes them, with the total and what the table
    /// cannot see. Hooks: `<section id="absences">`; one `<table>` per authority with `data-authority`, `data-total`,
    /// `data-limit` (empty when none) and `data-unknown-days`; one row per trip with `data-departure`, `data-return`
    /// (ISO dates) and `data-days-outside`.
    func absences(into html: inout String) {
        guard !data.absences.isEmpty else { return }
        html += "<section id=\"absences\" aria-labelledby=\"absences-title\">\n<h2 id=\"absences-title\">Trips abroad</h2>\n"
        html += "<p class=\"note\">Each form's own list: the day you left, the day you came back (both days in the country), the days wholly outside in between.</p>\n"
        for report in data.absences {
            let authority = report.authority
            let name = data.ruleBook.eligibilityRule(report.rule)?.name ?? report.rule
            let dates = authority.dateStyle
            html += """
                <div class="scroll"><table class="absences" data-authority="\(authority.rawValue)" data-total="\(report.total)" \
                data-limit="\(report.limit.map(String.init) ?? "")" data-unknown-days="\(report.unknownDays)">\
                <caption>\(HTMLText.escape(name)): trips out of \(HTMLText.escape(authority.countryPhrase)), \
                \(dates.format(report.period.start)) to \(dates.format(report.period.end))</caption><thead><tr>
                """
            for column in authority.columns {
                let numeric = column == .daysOutside ? " class=\"n\"" : ""
                html += "<th scope=\"col\"\(numeric)>\(HTMLText.escape(authority.heading(column)))</th>"
            }
            html += "</tr></thead><tbody>\n"
            for trip in report.trips {
                html += "<tr data-departure=\"\(trip.departure)\" data-return=\"\(trip.return)\" data-days-outside=\"\(trip.daysOutside)\">"
                for column in authority.columns {
                    switch column {
                    case .departure: html += "<td>\(dates.format(trip.departure))</td>"
                    case .return: html += "<td>\(dates.format(trip.return))\(trip.open ? " <span class=\"note\">(not back yet)</span>" : "")</td>"
                    case .destinations: html += "<td>\(HTMLText.escape(trip.destinations.map(\.name).joined(separator: ", ")))</td>"
                    case .reason: html += "<td>\(HTMLText.escape(trip.reason))</td>"
                    case .daysOutside:
                        html += "<td class=\"n\">\(trip.daysOutside)\(trip.unknownDays > 0 ? " <span class=\"note\">(\(trip.unknownDays) unknown)</span>" : "")</td>"
                    }
                }
                html += "</tr>\n"
            }
            if report.trips.isEmpty {
                html += "<tr><td colspan=\"\(authority.columns.count)\">No trip out of \(HTMLText.escape(authority.countryPhrase)) in the period.</td></tr>\n"
            }
            html += "</tbody></table></div>\n<p>\(HTMLText.escape(report.totalSentence))</p>\n"
            for warning in report.warnings { html += "<p class=\"note\">\(HTMLText.escape(warning.prefix(1).uppercased() + warning.dropFirst())).</p>\n" }
        }
        html += "<p class=\"note\">The same tables: <code>borderlog report absences --authority ID --format csv</code>.</p>\n</section>\n"
    }
}
