import BorderLogModel
import BorderLogStages

extension AuditReport {
    /// Each eligibility rule turned on: eligible or not on the last day, the earliest date, the binding window.
    func eligibility(_ flow: PageFlow) {
        guard !data.eligibility.isEmpty else { return }
        flow.subheading("Eligibility on \(data.on)")
        for answer in data.eligibility {
            let report = answer.report
            let country = data.ruleBook.name(of: report.zone)
            let verdict = (report.eligible ? "eligible" : "not eligible") + (report.coverage < 1 ? " as far as the evidence goes" : "")
            flow.paragraph("\(answer.name) (\(answer.rule)): \(verdict)", style: .bold(9), after: 2)
            var lines = [answer.sentence(countryName: country)]
            if let binding = report.conditions.first(where: { $0.id == report.binding }) {
                lines.append("Binding window: \(binding.windowStart) to \(binding.windowEnd) (\(binding.id)).")
            }
            lines += answer.notes(countryName: country)
            flow.paragraph(lines.joined(separator: " "), style: .body(8.5), after: 6)
        }
        flow.paragraph(
            "Counts of days, not legal advice; the command borderlog rules list gives each rule's source and what it does not model.",
            style: .body(7.5), colour: .muted)
    }
}
