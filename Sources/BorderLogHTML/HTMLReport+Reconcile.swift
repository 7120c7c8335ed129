import BorderLogModel
import BorderLogRules

extension HTMLReport {
    /// "Official record": the ledger held against the imported border crossings (`report reconcile` for every
    /// authority, docs/evidence/stays-and-crossings.md), only when there are crossings. The two Schengen counts side by
    /// side, the days the two disagree on as runs grouped by kind, what the record leaves open, and the crossings
    /// themselves.
    func reconcile(into html: inout String) {
        guard let report = data.reconcile else { return }
        html += """
            <section id="reconcile" aria-labelledby="reconcile-title" data-on="\(report.on)">
            <h2 id="reconcile-title">Official record</h2>

            """
        let authorities = Set(data.crossings.map(\.authority)).sorted { $0.rawValue < $1.rawValue }.map(\.recordName)
        if let period = report.period {
            html += """
                <p>Your ledger held against the record of your border crossings (\(HTMLText.escape(authorities.joined(separator: ", ")))), \
                \(period.start) to \(period.end). Between an entry and the next exit the record puts you inside, both days included; \
                inside the \(HTMLText.escape(data.schengenName)) it cannot say in which country.</p>

                """
        }
        counts(report.schengen, on: report.on, into: &html)
        disagreements(report, into: &html)
        if !report.notes.isEmpty {
            html += "<ul class=\"notes\">"
            for note in report.notes { html += "<li>Note: \(HTMLText.escape(note.prefix(1).uppercased() + note.dropFirst())).</li>" }
            html += "</ul>\n"
        }
        crossings(into: &html)
        html += "</section>\n"
    }

    /// The Schengen figure on `on` from the record alone (as the border's calculator counts it) beside the ledger's.
    private func counts(_ count: ReconcileReport.Count, on: LocalDay, into html: inout String) {
        let limit = data.schengen?.limit ?? count.recordUsed + count.recordRemaining
        func figure(_ side: String, _ title: String, used: Int, remaining: Int) -> String {
            let state = used > limit ? "over" : remaining <= 10 ? "near" : "ok"
            return """
                <div class="figure \(state)" data-count="\(side)" data-used="\(used)" data-remaining="\(remaining)"><p>\(title)</p>\
                <p class="big"><strong>\(used)</strong> of \(limit) days used</p><p>remaining \(remaining)</p></div>
                """
        }
        html += "<div class=\"pair\" aria-label=\"\(HTMLText.escape(data.schengenName)) on \(on)\">"
        html += figure("record", "By the record alone, on \(on)", used: count.recordUsed, remaining: count.recordRemaining)
        html += figure("ledger", "By your ledger, on \(on)", used: count.ledgerUsed, remaining: count.ledgerRemaining)
        html += "</div>\n"
    }

    /// The disagreeing days as runs, one table body per kind with a sentence saying what the kind means.
    private func disagreements(_ report: ReconcileReport, into html: inout String) {
        let runs = report.runs
        guard !runs.isEmpty else {
            html += "<p>Your ledger and the record agree on every day of the period.</p>\n"
            return
        }
        html += """
            <div class="scroll"><table class="reconcile"><caption>Days your ledger and the record disagree on</caption><thead><tr>\
            <th scope="col">Days</th><th scope="col">Count</th><th scope="col">The record</th><th scope="col">Your ledger</th></tr></thead>

            """
        for kind in ReconcileReport.Kind.allCases {
            let matching = runs.filter { $0.kind == kind }
            guard !matching.isEmpty else { continue }
            let days = matching.reduce(0) { $0 + $1.days.count }
            html += "<tbody data-kind=\"\(kind.rawValue)\"><tr class=\"group\"><th scope=\"rowgroup\" colspan=\"4\">\(Self.title(kind)), "
                + "\(days) day\(days == 1 ? "" : "s"): \(Self.meaning(kind))</th></tr>\n"
            for run in matching {
                let span = run.days.count == 1 ? "\(run.days.first)" : "\(run.days.first) to \(run.days.last)"
                let place = HTMLText.escape(areaName(run.area))
                html += """
                    <tr data-kind="\(kind.rawValue)" data-first="\(run.days.first)" data-last="\(run.days.last)" data-days="\(run.days.count)" \
                    data-area="\(HTMLText.escape(run.area.description))"><td>\(span)</td><td class="n">\(run.days.count)</td>\
                    <td>\(run.record == .inside ? "inside" : "outside") the \(place)</td><td>\(ledgerCell(run))</td></tr>

                    """
            }
            html += "</tbody>\n"
        }
        html += "</table></div>\n"
    }

    /// The crossings the record is made of, in date order.
    private func crossings(into html: inout String) {
        html += """
            <div class="scroll"><table class="crossings"><caption>Crossings on record up to \(data.on)</caption><thead><tr>\
            <th scope="col">Date</th><th scope="col">Entry or exit</th><th scope="col">Country</th><th scope="col">Port</th>\
            <th scope="col">Recorded by</th></tr></thead><tbody>

            """
        for crossing in data.crossings {
            html += """
                <tr data-crossing-date="\(crossing.date)" data-direction="\(crossing.direction.rawValue)" data-country="\(crossing.country)" \
                data-authority="\(crossing.authority.rawValue)"><td>\(crossing.date)</td><td>\(crossing.direction.rawValue)</td>\
                <td><span class="chip" style="--a:var(\(CountryPalette.variable(crossing.country)))">\(crossing.country)</span> \
                \(HTMLText.escape(crossing.country.name))</td><td>\(HTMLText.escape(crossing.port))</td>\
                <td>\(HTMLText.escape(crossing.authority.recordName))</td></tr>

                """
        }
        html += "</tbody></table></div>\n"
    }

    /// The ledger's reading of a run: its countries as chips, or why it names none.
    private func ledgerCell(_ run: ReconcileReport.Run) -> String {
        guard !run.ledger.isEmpty else {
            return run.kind == .extraInLedger ? "\(HTMLText.escape(areaName(run.area))), country unknown" : "no country known"
        }
        return run.ledger.map { code in
            "<span class=\"chip\" style=\"--a:var(\(CountryPalette.variable(code)))\" title=\"\(HTMLText.escape(code.name))\">\(code)</span>"
        }.joined(separator: " ")
    }

    /// `schengen` or a country code, for people.
    private func areaName(_ area: PresenceArea) -> String {
        area.name(in: data.ruleBook)
    }

    /// A kind as the table's group heading: "Missing in your ledger".
    private static func title(_ kind: ReconcileReport.Kind) -> String {
        switch kind {
        case .missingInLedger: "Missing in your ledger"
        case .unknownInLedger: "Unknown in your ledger"
        case .extraInLedger: "Extra in your ledger"
        }
    }

    /// What a kind means, after its title.
    private static func meaning(_ kind: ReconcileReport.Kind) -> String {
        switch kind {
        case .missingInLedger: "the record puts you inside, your evidence places you elsewhere"
        case .unknownInLedger: "only the record puts you inside; your evidence names no country"
        case .extraInLedger: "your evidence places you inside, the record says you were outside"
        }
    }
}
