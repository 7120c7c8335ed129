import BorderLogCore

/// An eligibility rule that is turned on, as the HTML and PDF reports show it: its report on the day, or why there is
/// none (a status the profile lacks, named with the `profile set` that adds it).
public struct EligibilityAnswer: Sendable, Equatable {
    public var rule: String
    public var name: String
    public var report: EligibilityReport?
    public var problem: String?

    /// One sentence: eligible or not, and the earliest date with the condition that holds it back until then, as
    /// `report eligibility` words it. `countryName` names the rule's country.
    public func sentence(countryName: String) -> String {
        guard let report else { return "Not evaluated: \(problem ?? "no report")." }
        if report.eligible { return "Eligible on \(report.on): every condition holds." }
        let earliest = report.earliestEligible.map { "eligible from \($0)" } ?? "no date within \(EligibilityReport.horizonYears) years works"
        let blocker = report.conditions.first { $0.id == report.binding }.map { "; until then \($0.finding(countryName: countryName))" } ?? ""
        return "Not eligible on \(report.on); \(earliest)\(blocker)."
    }
}
