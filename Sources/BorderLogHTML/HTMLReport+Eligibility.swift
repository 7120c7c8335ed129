import BorderLogCore

extension HTMLReport {
    /// Each eligibility rule turned on: eligible or not on the last day, the earliest date, and the window that holds
    /// it back. Hooks: `<section id="eligibility">`; one element per rule with `data-eligibility-rule`,
    /// `data-eligible` (`true`/`false`, empty when it could not be evaluated) and `data-earliest` (a date, or empty).
    func eligibility(into html: inout String) {
        guard !data.eligibility.isEmpty else { return }
        html += "<section id=\"eligibility\" aria-labelledby=\"eligibility-title\">\n<h2 id=\"eligibility-title\">Eligibility on \(data.on)</h2>\n"
        for answer in data.eligibility {
            let report = answer.report
            let state = report.map { $0.eligible ? "ok" : "over" } ?? "near"
            let country = report.map { data.ruleBook.zone($0.zone)?.name ?? $0.zone } ?? ""
            html += """
                <div class="figure \(state)" data-eligibility-rule="\(HTMLText.escape(answer.rule))" \
                data-eligible="\(report.map { String($0.eligible) } ?? "")" data-earliest="\(report?.earliestEligible?.description ?? "")">\
                <p><strong class="rule">\(HTMLText.escape(answer.name))</strong></p><p>\(HTMLText.escape(answer.sentence(countryName: country)))</p>
                """
            if let report, let binding = report.conditions.first(where: { $0.id == report.binding }) {
                html += "<p class=\"note\" data-binding=\"\(HTMLText.escape(binding.id))\">Binding window: \(binding.windowStart) to \(binding.windowEnd).</p>"
            }
            if let unknown = report?.conditions.map(\.unknownDays).max(), unknown > 0 {
                html += "<p class=\"note\">\(unknown) day\(unknown == 1 ? "" : "s") of a window have no evidence and count neither as present nor away.</p>"
            }
            html += "</div>\n"
        }
        html += "<p class=\"note\">Counts of days, not legal advice: <code>borderlog rules list</code> gives each rule's source and what it does not model.</p>\n</section>\n"
    }
}
