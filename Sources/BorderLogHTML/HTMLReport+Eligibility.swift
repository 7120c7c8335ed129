import BorderLogModel

extension HTMLReport {
    /// Each eligibility rule turned on: eligible or not on the last day, the earliest date, and the window that holds
    /// it back. Hooks: `<section id="eligibility">`; one element per rule with `data-eligibility-rule`,
    /// `data-eligible` (`true`/`false`), `data-earliest` (a date, or empty) and `data-coverage` (the share of the
    /// conditions' periods with evidence, 0 to 1).
    func eligibility(into html: inout String) {
        guard !data.eligibility.isEmpty else { return }
        html += "<section id=\"eligibility\" aria-labelledby=\"eligibility-title\">\n<h2 id=\"eligibility-title\">Eligibility on \(data.on)</h2>\n"
        for answer in data.eligibility {
            let report = answer.report
            let country = data.ruleBook.name(of: report.zone)
            html += """
                <div class="figure \(report.eligible ? "ok" : "over")" data-eligibility-rule="\(HTMLText.escape(answer.rule))" \
                data-eligible="\(report.eligible)" data-earliest="\(report.earliestEligible?.description ?? "")" data-coverage="\(report.coverage)">\
                <p><strong class="rule">\(HTMLText.escape(answer.name))</strong></p><p>\(HTMLText.escape(answer.sentence(countryName: country)))</p>
                """
            if let binding = report.conditions.first(where: { $0.id == report.binding }) {
                html += "<p class=\"note\" data-binding=\"\(HTMLText.escape(binding.id))\">Binding window: \(binding.windowStart) to \(binding.windowEnd).</p>"
            }
            for note in answer.notes(countryName: country) { html += "<p class=\"note\">\(HTMLText.escape(note))</p>" }
            html += "</div>\n"
        }
        html += "<p class=\"note\">Counts of days, not legal advice: <code>borderlog rules list</code> gives each rule's source and what it does not model.</p>\n</section>\n"
    }
}
