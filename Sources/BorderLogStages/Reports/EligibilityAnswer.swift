import BorderLogRules

/// An eligibility rule that is turned on, as the HTML and PDF reports show it: its report on the day.
public struct EligibilityAnswer: Sendable, Equatable {
    public var rule: String
    public var name: String
    public var report: EligibilityReport

    /// One sentence: eligible or not, and the earliest date with the condition that holds it back until then, as
    /// `report eligibility` words it. `countryName` names the rule's country.
    public func sentence(countryName: String) -> String {
        let evidence = report.coverage < 1 ? " as far as the evidence goes" : ""
        if report.eligible { return "Eligible on \(report.on)\(evidence): every condition holds." }
        let earliest = report.earliestEligible.map { "eligible from \($0)" } ?? "no date within \(EligibilityReport.horizonYears) years works"
        let blocker = report.conditions.first { $0.id == report.binding }.map { "; until then \($0.finding(countryName: countryName))" } ?? ""
        return "Not eligible on \(report.on)\(evidence); \(earliest)\(blocker)."
    }

    /// What the answer rests on and assumed: the days without evidence, and each status the profile lacks.
    public func notes(countryName: String) -> [String] {
        (report.evidenceNote(countryName: countryName).map { [$0.prefix(1).uppercased() + $0.dropFirst() + "."] } ?? [])
            + report.warnings.map { $0.prefix(1).uppercased() + $0.dropFirst() + "." }
    }
}
