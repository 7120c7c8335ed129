import BorderLogRules
import BorderLogStages

extension AuditReport {
    /// The appendix: for each eligibility rule turned on that is a form's, the trips abroad the form asks for
    /// (`report absences`, docs/absences.md), dates as the form writes them, with the total and the days without
    /// evidence.
    func absences(_ flow: PageFlow) {
        guard !data.absences.isEmpty else { return }
        flow.section(Section.absences.rawValue)
        flow.paragraph(
            "One row a trip out of the country within the period each form asks about: the day you left and the day you came back "
                + "(both days in the country) and the days wholly outside between them. The command borderlog report absences --authority ID "
                + "--format csv gives the same rows under each form's own headings.", colour: .muted)
        for report in data.absences {
            let authority = report.authority
            let dates = authority.dateStyle
            let name = data.ruleBook.eligibilityRule(report.rule)?.name ?? report.rule
            flow.subheading("\(name): trips out of \(authority.countryPhrase), \(dates.format(report.period.start)) to \(dates.format(report.period.end))")
            if report.trips.isEmpty {
                flow.paragraph("No trip out of \(authority.countryPhrase) in the period.")
            } else {
                let columns = [
                    TableColumn(title: "Left", width: 58), TableColumn(title: "Came back", width: 74),
                    TableColumn(title: "Days outside", width: 58, alignment: .right), TableColumn(title: "Countries", width: 140),
                    TableColumn(title: "Reason", width: flow.width - 330),
                ]
                let offsets = flow.columnOffsets(columns)
                let canvas = flow.canvas
                func places(_ trip: AbsencesReport.Trip) -> String { trip.destinations.map(\.name).joined(separator: ", ") }
                flow.table(columns, rows: report.trips, height: { trip in
                    let wrapped = [(places(trip), columns[3]), (trip.reason, columns[4])].map { text, column in
                        canvas.measure(text, width: column.width - 6, style: .body(8)).height
                    }
                    return max(14, (wrapped.max() ?? 0) + 5)
                }) { trip, y in
                    flow.cell(dates.format(trip.departure), column: columns[0], x: offsets[0], y: y + 1.5)
                    flow.cell(dates.format(trip.return) + (trip.open ? " (open)" : ""), column: columns[1], x: offsets[1], y: y + 1.5)
                    let unknown = trip.unknownDays > 0 ? " (\(trip.unknownDays) unknown)" : ""
                    flow.cell("\(trip.daysOutside)\(unknown)", column: columns[2], x: offsets[2], y: y + 1.5)
                    flow.cell(places(trip), column: columns[3], x: offsets[3], y: y + 1.5, wrap: true)
                    flow.cell(trip.reason, column: columns[4], x: offsets[4], y: y + 1.5, wrap: true)
                }
            }
            flow.paragraph(report.totalSentence, style: .bold(8.5))
            for warning in report.warnings { flow.bullet("Note: \(warning.prefix(1).uppercased() + warning.dropFirst()).", style: .body(8.5)) }
        }
    }

}
