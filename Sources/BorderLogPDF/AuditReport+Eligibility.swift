import BorderLogCore
import BorderLogStages

extension AuditReport {
    /// Each eligibility rule turned on: eligible or not on the last day, the earliest date, the binding window.
    func eligibility(_ flow: PageFlow) {
        guard !data.eligibility.isEmpty else { return }
        flow.subheading("Eligibility on \(data.on)")
        for answer in data.eligibility {
            let report = answer.report
            let country = report.map { data.ruleBook.zone($0.zone)?.name ?? $0.zone } ?? ""
            let verdict = report.map { $0.eligible ? "eligible" : "not eligible" } ?? "not evaluated"
            flow.paragraph("\(answer.name) (\(answer.rule)): \(verdict)", style: .bold(9), after: 2)
            var lines = [answer.sentence(countryName: country)]
            if let report, let binding = report.conditions.first(where: { $0.id == report.binding }) {
                lines.append("Binding window: \(binding.windowStart) to \(binding.windowEnd) (\(binding.id)).")
            }
            if let unknown = report?.conditions.map(\.unknownDays).max(), unknown > 0 {
                lines.append("\(Self.plural(unknown, "day")) of a window have no evidence and count neither as present nor away.")
            }
            flow.paragraph(lines.joined(separator: " "), style: .body(8.5), after: 6)
        }
        flow.paragraph(
            "Counts of days, not legal advice; `borderlog rules list` gives each rule's source and what it does not model.",
            style: .body(7.5), colour: .muted)
    }
}
