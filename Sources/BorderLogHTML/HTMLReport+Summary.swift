import BorderLogCore

extension HTMLReport {
    /// The Schengen figure for the last day and every rule's status.
    func summary(into html: inout String) {
        html += "<section id=\"summary\" aria-labelledby=\"summary-title\">\n<h2 id=\"summary-title\">Summary on \(data.on)</h2>\n"
        if let schengen = data.schengen, let reason = schengen.reason {
            html += """
                <div class="figure ok" data-schengen-used="\(schengen.used)" data-on="\(schengen.on)" data-schengen-applies="false">\
                <p class="big">No short-stay limit</p>\
                <p>\(HTMLText.escape(schengen.zoneName)): \(HTMLText.escape(reason)) \(schengen.used) days in the area from \(schengen.windowStart) to \(schengen.windowEnd), not limited.</p></div>

                """
        } else if let schengen = data.schengen {
            let state = schengen.overstayDays > 0 ? "over" : schengen.remaining <= 10 ? "near" : "ok"
            html += """
                <div class="figure \(state)" data-schengen-used="\(schengen.used)" data-on="\(schengen.on)">\
                <p class="big"><strong>\(schengen.used)</strong> of \(schengen.limit) days used</p>\
                <p>\(HTMLText.escape(schengen.zoneName)), \(schengen.windowStart) to \(schengen.windowEnd): used \(schengen.used), remaining \(schengen.remaining)\
                \(schengen.overstayDays > 0 ? ", <strong>overstay \(schengen.overstayDays) days</strong>" : "").</p>
                """
            if schengen.unknownDays > 0 {
                html += "<p class=\"note\">\(schengen.unknownDays) day\(schengen.unknownDays == 1 ? "" : "s") in the window have no evidence and are not counted.</p>"
            }
            html += "</div>\n"
        }
        guard !data.rules.isEmpty else {
            html += "</section>\n"
            return
        }
        html += "<table class=\"rules\"><caption>Rules on \(data.on)</caption><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Period</th><th scope=\"col\">Days</th><th scope=\"col\">Limit</th><th scope=\"col\">Left</th><th scope=\"col\">Status</th></tr></thead><tbody>\n"
        for status in data.rules {
            let limit = [status.maxDays.map { "at most \($0)" }, status.minDays.map { "at least \($0)" }].compactMap { $0 }.joined(separator: ", ")
            html += """
                <tr data-rule="\(HTMLText.escape(status.rule))" data-level="\(status.level.rawValue)"><th scope="row">\(HTMLText.escape(status.name))</th>\
                <td>\(status.periodStart) to \(status.periodEnd)</td><td class="n" data-days="\(status.days)">\(status.days)</td><td>\(status.applies ? limit : "does not apply")</td>\
                <td class="n">\(status.remaining.map(String.init) ?? "")</td><td><span class="level \(status.level.rawValue)">\(status.level.rawValue)</span></td></tr>

                """
        }
        html += "</tbody></table>\n</section>\n"
    }
}
