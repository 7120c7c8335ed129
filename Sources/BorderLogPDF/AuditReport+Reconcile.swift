import BorderLogModel
import BorderLogRules
import BorderLogStages

extension AuditReport {
    /// "Official record", only when crossings were imported: the ledger held against the record of border crossings
    /// (`report reconcile` for every authority, docs/evidence/stays-and-crossings.md). The two Schengen counts side by
    /// side, the days the two disagree on as runs, what the record leaves open, and the crossings.
    func reconcile(_ flow: PageFlow) {
        guard let report = data.reconcile else { return }
        flow.section(Section.reconcile.rawValue, newPage: false)
        let zone = data.schengenName
        let authorities = Set(data.crossings.map(\.authority)).sorted { $0.rawValue < $1.rawValue }.map(\.recordName)
        if let period = report.period {
            flow.paragraph(
                "The ledger held against the record of border crossings (\(authorities.joined(separator: ", "))) from \(period.start) to "
                    + "\(period.end). Between an entry and the next exit the record puts the person inside, both days included; inside the "
                    + "\(zone) it cannot say in which country. The record alone is what a border's calculator counts; the ledger adds the "
                    + "person's own evidence.", colour: .muted)
        }
        counts(report, zone: zone, flow)
        // Grouped by kind, as the bullets above the table explain them, then by date.
        let order = Dictionary(uniqueKeysWithValues: ReconcileReport.Kind.allCases.enumerated().map { ($1, $0) })
        disagreements(report.runs.sorted { (order[$0.kind]!, $0.days.first) < (order[$1.kind]!, $1.days.first) }, zone: zone, flow)
        for note in report.notes { flow.bullet("Note: \(note.prefix(1).uppercased() + note.dropFirst()).") }
        crossings(flow)
    }

    /// The record's count and the ledger's, side by side.
    private func counts(_ report: ReconcileReport, zone: String, _ flow: PageFlow) {
        let canvas = flow.canvas
        let limit = data.schengen?.limit ?? report.schengen.recordUsed + report.schengen.recordRemaining
        let gap = 12.0
        let width = (flow.width - gap) / 2
        let box = 44.0
        flow.need(box + 10)
        let sides = [
            ("By the record alone", report.schengen.recordUsed, report.schengen.recordRemaining),
            ("By the ledger", report.schengen.ledgerUsed, report.schengen.ledgerRemaining),
        ]
        for (index, (title, used, remaining)) in sides.enumerated() {
            let x = flow.left + Double(index) * (width + gap)
            let colour: PDFColour = used > limit ? .breach : remaining <= 10 ? .warning : .ok
            canvas.fill(x: x, y: flow.y, width: width, height: box, colour: colour.lightened(0.9), radius: 4)
            canvas.fill(x: x, y: flow.y, width: 4, height: box, colour: colour)
            canvas.text("\(title), \(zone) on \(report.on)", x: x + 12, y: flow.y + 7, style: .body(8), colour: .muted)
            canvas.text("used \(used), remaining \(remaining)", x: x + 12, y: flow.y + 21, style: .bold(12), colour: .text)
        }
        flow.y += box + 12
    }

    /// The disagreeing days as runs, with what each kind means.
    private func disagreements(_ runs: [ReconcileReport.Run], zone: String, _ flow: PageFlow) {
        guard !runs.isEmpty else { return flow.paragraph("The ledger and the record agree on every day of the period.") }
        flow.subheading("Days the ledger and the record disagree on")
        for kind in ReconcileReport.Kind.allCases where runs.contains(where: { $0.kind == kind }) {
            flow.bullet("\(kind.rawValue): " + Self.meaning(kind), style: .body(8.5))
        }
        let columns = [
            TableColumn(title: "Days", width: 130), TableColumn(title: "Count", width: 36, alignment: .right),
            TableColumn(title: "Kind", width: 88), TableColumn(title: "The record", width: 130),
            TableColumn(title: "The ledger", width: flow.width - 384),
        ]
        let offsets = flow.columnOffsets(columns)
        let style = PDFCanvas.Style.body(8)
        func area(_ area: PresenceArea) -> String { area.name(in: data.ruleBook) }
        flow.table(columns, rows: runs, height: { _ in 14 }) { run, y in
            let span = run.days.count == 1 ? "\(run.days.first)" : "\(run.days.first) to \(run.days.last)"
            flow.cell(span, column: columns[0], x: offsets[0], y: y + 1.5, style: style)
            flow.cell(String(run.days.count), column: columns[1], x: offsets[1], y: y + 1.5, style: style)
            flow.cell(run.kind.rawValue, column: columns[2], x: offsets[2], y: y + 1.5, style: style)
            flow.cell("\(run.record == .inside ? "inside" : "outside") the \(area(run.area))", column: columns[3], x: offsets[3], y: y + 1.5, style: style)
            if run.ledger.isEmpty {
                let text = run.kind == .extraInLedger ? "\(area(run.area)), country unknown" : "no country known"
                flow.cell(text, column: columns[4], x: offsets[4], y: y + 1.5, style: style, colour: .muted)
            } else {
                for (index, country) in run.ledger.enumerated() {
                    chip(country, flow, x: offsets[4] + 3 + Double(index) * (Self.chipWidth + 2), y: y + 1)
                }
            }
        }
    }

    /// The crossings the record is made of, in date order.
    private func crossings(_ flow: PageFlow) {
        flow.subheading("Crossings on record up to \(data.on)")
        let columns = [
            TableColumn(title: "Date", width: 70), TableColumn(title: "Entry or exit", width: 64), TableColumn(title: "Country", width: 150),
            TableColumn(title: "Port", width: 90), TableColumn(title: "Recorded by", width: flow.width - 374),
        ]
        let offsets = flow.columnOffsets(columns)
        let style = PDFCanvas.Style.body(8)
        flow.table(columns, rows: data.crossings, height: { _ in 14 }) { crossing, y in
            flow.cell(crossing.date.description, column: columns[0], x: offsets[0], y: y + 1.5, style: style)
            flow.cell(crossing.direction.rawValue, column: columns[1], x: offsets[1], y: y + 1.5, style: style)
            chip(crossing.country, flow, x: offsets[2] + 3, y: y + 1)
            flow.cell(crossing.country.name, column: columns[2], x: offsets[2] + Self.chipWidth + 4, y: y + 1.5, style: style)
            flow.cell(crossing.port, column: columns[3], x: offsets[3], y: y + 1.5, style: style)
            flow.cell(crossing.authority.recordName, column: columns[4], x: offsets[4], y: y + 1.5, style: style)
        }
    }

    /// What a kind of disagreement means, for an adviser.
    private static func meaning(_ kind: ReconcileReport.Kind) -> String {
        switch kind {
        case .missingInLedger: "the record puts the person inside; the evidence places them elsewhere."
        case .unknownInLedger: "only the record puts the person inside; no evidence names a country."
        case .extraInLedger: "the evidence places the person inside; the record says they were outside."
        }
    }
}
