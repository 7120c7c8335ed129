import BorderLogModel

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
            if let bilateral = schengen.bilateral {
                html += """
                    <p class="note" data-schengen-bilateral="\(bilateral.state)" data-days="\(bilateral.days)">\(bilateral.days) day\(bilateral.days == 1 ? "" : "s") \
                    over the limit, all in \(HTMLText.escape(bilateral.state.name)), count against its bilateral visa-waiver agreement.</p>
                    """
            }
            if let checkpoint = schengen.checkpoint {
                html += "<p class=\"note\" data-checkpoint=\"\(checkpoint.on)\" data-difference=\"\(checkpoint.difference)\">\(HTMLText.escape(checkpoint.text))</p>"
            }
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
            let bounds = [status.maxDays.map { "at most \($0)" }, status.minDays.map { "at least \($0)" }].compactMap { $0 }.joined(separator: ", ")
            // An absence rule's limits are its levels.
            let limit = bounds.isEmpty ? data.ruleBook.rule(status.rule)?.period.text ?? "" : bounds
            let days = status.aggregateDays.map { "\(status.days) (\($0) over two years)" } ?? String(status.days)
            html += """
                <tr data-rule="\(HTMLText.escape(status.rule))" data-level="\(status.level.rawValue)" data-coverage="\(status.coverage ?? 1)">\
                <th scope="row">\(HTMLText.escape(status.name))</th>\
                <td>\(status.periodStart) to \(status.periodEnd)</td><td class="n" data-days="\(status.days)">\(days)</td>\
                <td>\(status.applies ? HTMLText.escape(limit) : "does not apply")</td>\
                <td class="n">\(status.remaining.map(String.init) ?? "")</td><td><span class="level \(status.level.rawValue)">\(status.level.rawValue)</span></td></tr>

                """
        }
        html += "</tbody></table>\n"
        for status in data.rules {
            if let from = status.residentFrom {
                let until = status.nonResidentFrom?.wrappedValue.map { ", non-resident from \($0)" } ?? ""
                let text = from.wrappedValue.map { "resident from \($0)\(until)" } ?? "no residence start found"
                html += "<p class=\"note\" data-rule-note=\"\(HTMLText.escape(status.rule))\">\(HTMLText.escape(status.name)): \(text).</p>\n"
            }
            if let note = status.testsNote {
                html += "<p class=\"note\" data-rule-tests=\"\(HTMLText.escape(status.rule))\">\(HTMLText.escape(status.name)): \(HTMLText.escape(note)).</p>\n"
            }
            if let unknown = status.unknownDays, unknown > 0 {
                html += """
                    <p class="note" data-rule-unknown="\(HTMLText.escape(status.rule))">\(HTMLText.escape(status.name)): as far as the evidence goes; \
                    \(unknown) unknown day\(unknown == 1 ? "" : "s") of its period have no evidence and count neither way.</p>

                    """
            }
        }
        html += "</section>\n"
    }
}
