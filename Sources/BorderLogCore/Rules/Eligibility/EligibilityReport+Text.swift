extension EligibilityReport {
    /// For people: the answer, each condition as measured on the day, then what holds the date back and by how much
    /// ("eligible from 2027-03-14; until then the 12 months ending 2026-08-01 hold 193 days away, 13 over the limit").
    public func text(countryName: String) -> String {
        var lines = ["\(name) (\(rule)) on \(on): \(eligible ? "ELIGIBLE" : "NOT ELIGIBLE")"]
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
                warning: up to \(unknown) day\(unknown == 1 ? "" : "s") of a window have no evidence placing you in a country; they count \
                neither as days present nor as days away, and could change the answer (see `borderlog report countries`).
                """)
        }
        if let assumedPresentFrom {
            lines.append("note: from \(assumedPresentFrom), after the ledger ends, every day is taken as a day in \(countryName).")
        }
        return lines.joined(separator: "\n")
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
