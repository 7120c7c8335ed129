import BorderLogInference
import BorderLogModel

extension HTMLReport {
    /// The served page's "Needs review" section (docs/review.md): each run of days that needs a look, with one click
    /// to assign each suggested country, to split the run between its two sides, or to confirm the ledger's reading,
    /// and a form to assign any range of days. Hooks: `section#review`; each run an `li` with `data-review-from`,
    /// `data-review-to`, `data-review-reason`, holding a `button[data-action="assign"]` for each suggestion in order
    /// (with `data-country`; one without it when there is none), `button[data-action="split"]` (with `data-country`,
    /// `data-then` and the day in `input[name="until"]`) when the run can be split, and `button[data-action="confirm"]`.
    func review(into html: inout String) {
        guard let live else { return }
        let runs = live.review
        html += """
            <section id="review" aria-labelledby="review-title">
            <h2 id="review-title">Needs review</h2>

            """
        if runs.isEmpty {
            html += "<p class=\"note\">Nothing needs a look: every day is placed with enough confidence, or you confirmed it.</p>\n"
        } else {
            // The ledger's runs are counted; the periods before it that rules read (no evidence) are said apart.
            let inLedger = runs.filter { $0.reason != .noEvidence }
            let days = inLedger.reduce(0) { $0 + $1.days }
            let uncovered = runs.filter { $0.reason == .noEvidence }.map(\.days).max() ?? 0
            html += "<p class=\"note\">" + (inLedger.isEmpty ? "Nothing in the ledger needs a look." :
                "\(days) day\(days == 1 ? "" : "s") in \(inLedger.count) run\(inLedger.count == 1 ? "" : "s"). "
                + "Assign the country you were in, or confirm the ledger's reading if it is right.")
                + (uncovered > 0 ? " \(uncovered) day\(uncovered == 1 ? "" : "s") before the ledger that rules read have no evidence." : "")
                + "</p>\n<ul class=\"review-runs\">\n"
            for run in runs { reviewRun(run, into: &html) }
            html += "</ul>\n"
        }
        html += """
            <form class="review-form">
            <label>From <input name="from" type="date" required></label>
            <label>To <input name="to" type="date" required></label>
            <label>Country <input name="country" required maxlength="2" size="3" placeholder="FR" autocomplete="off"></label>
            <label>Note <input name="note" maxlength="200"></label>
            <button type="submit">Assign</button>
            <output class="form-result" role="status"></output>
            </form>
            </section>

            """
    }

    private func reviewRun(_ run: ReviewRun, into html: inout String) {
        let span = run.days == 1 ? "\(run.from)" : "\(run.from) to \(run.to) (\(run.days) days)"
        html += "<li data-review-from=\"\(run.from)\" data-review-to=\"\(run.to)\" data-review-reason=\"\(run.reason.rawValue)\">"
        html += "<span class=\"review-span\">\(span)</span> <span class=\"review-reason \(run.reason.rawValue)\">\(Self.reviewLabel(run.reason))</span> "
        if let rules = run.rules {
            // Before the ledger: nothing to assign or confirm here, only evidence to import or stays to add.
            html += "<span class=\"note\">read by \(HTMLText.escape(rules.joined(separator: ", "))); import evidence for these days or add stays</span>"
            html += "</li>\n"
            return
        }
        if !run.countries.isEmpty { html += "<span class=\"note\">involves \(run.countries.map(\.rawValue).joined(separator: ", "))</span> " }
        for suggestion in run.suggestions {
            html += "<button type=\"button\" data-action=\"assign\" data-country=\"\(suggestion.rawValue)\">Assign \(HTMLText.escape(Self.label(suggestion)))</button> "
        }
        if run.suggestions.isEmpty {
            html += "<button type=\"button\" data-action=\"assign\" title=\"No country to suggest: fill in the form below\">Assign…</button> "
        }
        if run.isSplittable, let before = run.sides.before, let after = run.sides.after { reviewSplit(run, before: before, after: after, into: &html) }
        html += "<button type=\"button\" data-action=\"confirm\">\(run.reason == .unknown ? "Confirm unknown" : "Confirm as read")</button>"
        html += "<output role=\"status\"></output></li>\n"
    }

    /// A run between two countries split at a day the person picks (the middle to begin with): `before` through that
    /// day, `after` from the next.
    private func reviewSplit(_ run: ReviewRun, before: CountryCode, after: CountryCode, into html: inout String) {
        let middle = run.from.adding(days: (run.days - 1) / 2), last = run.to.adding(days: -1)
        html += "<span class=\"review-split\"><button type=\"button\" data-action=\"split\" data-country=\"\(before.rawValue)\" data-then=\"\(after.rawValue)\">"
        html += "Split</button> \(before.rawValue) through "
        html += "<input type=\"date\" name=\"until\" value=\"\(middle)\" min=\"\(run.from)\" max=\"\(last)\" required "
        html += "aria-label=\"Last day in \(HTMLText.escape(before.name))\"> then \(after.rawValue)</span> "
    }

    /// What a reason means, for people.
    static func reviewLabel(_ reason: ReviewReason) -> String {
        switch reason {
        case .unknown: "no country known"
        case .disputed: "your stays and the evidence disagree"
        case .transitSuspect: "a one-day flip or a connection: transit?"
        case .possibleTransit: "counted as a UK day, possibly a transit"
        case .lowConfidence: "low confidence"
        case .regionBorder: "within 300 m of another state or province"
        case .noEvidence: "no evidence, before the ledger begins"
        case .checkpointDiffers: "an EES check and your ledger count differently"
        }
    }
}
