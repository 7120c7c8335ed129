import BorderLogModel

extension EligibilityReport {
    /// For people: the answer, each condition as measured on the day, then what holds the date back and by how much
    /// ("eligible from 2027-03-14; until then the 12 months ending 2026-08-01 hold 193 days away, 13 over the limit").
    public func text(countryName: String) -> String {
        var lines = ["\(name) (\(rule)) on \(on): \(eligible ? "ELIGIBLE" : "NOT ELIGIBLE")\(coverage < 1 ? " as far as the evidence goes" : "")"]
        if let evidence = evidenceNote(countryName: countryName) { lines.append("  \(evidence).") }
        lines += warnings.map { "warning: \($0)." }
        for condition in conditions {
            lines.append("  \(condition.met ? "met    " : "NOT MET") \(condition.id): \(condition.description)")
            lines.append("          \(condition.finding(countryName: countryName))")
            for run in condition.longRuns ?? [] {
                lines.append("          absence of \(run.count) days, \(run.first)…\(run.last): presumed to break continuous residence unless shown otherwise")
            }
        }
        if eligible {
            lines.append("eligible on \(on).")
        } else if let earliestEligible, let blocker = conditions.first(where: { $0.id == binding }) {
            lines.append("eligible from \(earliestEligible); until then \(blocker.finding(countryName: countryName)).")
        } else if let blocker = conditions.first(where: { $0.id == binding }) {
            lines.append("not eligible on any date within \(EligibilityReport.horizonYears) years; \(blocker.finding(countryName: countryName)).")
        }
        let unknown = conditions.map(\.unknownDays).max() ?? 0
        if unknown > 0 {
            lines.append("""
                warning: up to \(unknown) unknown day\(unknown == 1 ? "" : "s") in a window: no evidence places you in a country; they count \
                neither as days present nor as days away, and could change the answer (see `borderlog report countries`).
                """)
        }
        if let assumedPresentFrom {
            lines.append("note: from \(assumedPresentFrom), after the ledger ends, every day is taken as a day in \(countryName).")
        }
        return lines.joined(separator: "\n")
    }
}

extension EligibilityReport {
    /// How much of the answer rests on evidence, from the condition whose period has the least ("1,461 of the 1,826 days
    /// of absence-5-years, 2021-11-29…2026-11-28, are unknown (no evidence); they are assumed not to be absences"); nil when every
    /// day has some.
    public func evidenceNote(countryName: String) -> String? {
        guard let thinnest = conditions.filter({ $0.measure != .status && $0.periodUnknownDays > 0 }).min(by: { $0.coverage < $1.coverage }) else {
            return nil
        }
        let total = thinnest.periodStart.days(to: thinnest.periodEnd) + 1
        let assumed = thinnest.measure == .absence ? "they are assumed not to be absences" : "they are not counted as days in \(countryName)"
        return "\(EligibilityReport.grouped(thinnest.periodUnknownDays)) of the \(EligibilityReport.grouped(total)) days of \(thinnest.id), "
            + "\(thinnest.periodStart)…\(thinnest.periodEnd), are unknown (no evidence); \(assumed)"
    }

    /// `1,826`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }
}

extension EligibilityReport.Condition {
    /// What was found on the day, with how far it is from the limit.
    public func finding(countryName: String) -> String {
        let found = EligibilityReport.Condition.number(days)
        let span = "\(windowStart)…\(windowEnd)"
        let gap = EligibilityReport.Condition.number(shortfall)
        switch measure {
        case .status:
            return "the status was held \(found) of the \(limit) days \(span)" + (met ? "" : ", \(gap) short")
        case .presence, .absence:
            let what = measure == .presence ? "day\(days == Fraction(1) ? "" : "s") in \(countryName)" : "day\(days == Fraction(1) ? "" : "s") away"
            let whose = switch aggregate {
            case .total: "the window \(span) holds"
            case .mostInAnyTwelveMonths: "the 12 months ending \(windowEnd) hold"
            case .longestRun: "the longest run, \(span), holds"
            case .blocks: "the leanest year, \(span), holds"
            }
            let credit = creditedDays.map { " (\(EligibilityReport.Condition.number($0)) of them credited for days before the status)" } ?? ""
            let margin = met ? "" : kind == .max ? ", \(gap) over the limit" : ", \(gap) short of \(limit)"
            return "\(whose) \(found) \(what)\(credit)\(margin)"
        }
    }

    /// `1094.5`, `730`.
    static func number(_ value: Fraction) -> String {
        value.denominator == 1 ? String(value.numerator) : String(value.doubleValue)
    }
}
