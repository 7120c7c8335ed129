import BorderLogModel
import BorderLogStages

extension HTMLReport {
    /// Every person of the data home side by side (`report people`), when there are several: a row each with their
    /// Schengen days, the level of each rule turned on, eligibility and pending alerts. Hooks: `<section id="household">`;
    /// one row per person with `data-person`, `data-schengen-used` and `data-schengen-remaining` (empty when unknown).
    func householdSection(into html: inout String) {
        guard let household else { return }
        html += """
            <section id="household" aria-labelledby="household-title">
            <h2 id="household-title">Household on \(household.on)</h2>
            <table><thead><tr><th scope="col">Person</th><th scope="col">Schengen used</th><th scope="col">Schengen left</th>\
            <th scope="col">Rules</th><th scope="col">Eligibility</th><th scope="col">Alerts</th></tr></thead><tbody>

            """
        for row in household.people {
            let used = row.schengen.used.map(String.init) ?? "", remaining = row.schengen.remaining.map(String.init) ?? ""
            html += "<tr data-person=\"\(HTMLText.escape(row.person.rawValue))\" data-schengen-used=\"\(used)\" data-schengen-remaining=\"\(remaining)\">"
            html += "<th scope=\"row\">\(HTMLText.escape(row.person.rawValue))</th>"
            if let problem = row.problem {
                html += "<td colspan=\"5\" class=\"note\">\(HTMLText.escape(problem))</td></tr>\n"
                continue
            }
            html += "<td>\(used.isEmpty ? "–" : used)</td><td>\(remaining.isEmpty ? "–" : remaining)</td><td>"
            html += row.rules.map { rule in
                "<span class=\"level-\(rule.level.rawValue)\" data-rule=\"\(HTMLText.escape(rule.rule))\">\(HTMLText.escape(ruleName(rule.rule))): \(rule.days) d"
                    + (rule.remaining.map { ", \($0) left" } ?? "") + " (\(rule.level.rawValue))</span>"
            }.joined(separator: "<br>")
            html += "</td><td>"
            html += row.eligibility.map { answer in
                let said = answer.eligible ? "eligible" : answer.earliestEligible.map { "from \($0)" } ?? "not within the horizon"
                return "<span data-eligibility-rule=\"\(HTMLText.escape(answer.rule))\">\(HTMLText.escape(eligibilityName(answer.rule))): \(said)</span>"
            }.joined(separator: "<br>")
            html += "</td><td>\(row.alerts)</td></tr>\n"
        }
        html += "</tbody></table>\n<p class=\"note\">Each person's own ledger, rules and profile (<code>borderlog report people</code>). Counts of days, not legal advice.</p>\n</section>\n"
    }

    /// A rule's name as this report's rule book gives it (the bundled ones are every person's), else its id: a rule
    /// only another person's rules file holds.
    private func ruleName(_ id: String) -> String {
        data.ruleBook.rule(id)?.name ?? id
    }

    private func eligibilityName(_ id: String) -> String {
        data.ruleBook.eligibility.first { $0.id == id }?.name ?? id
    }
}
