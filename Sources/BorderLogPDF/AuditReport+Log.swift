import BorderLogInference
import BorderLogModel
import BorderLogStages

extension AuditReport {
    /// Every day: date, countries, confidence, why, and the evidence counted by source and country.
    func dailyLog(_ flow: PageFlow) {
        flow.section(Section.log.rawValue)
        flow.paragraph(
            "One line per day. Countries are in visiting order (the day ended in the last), with the US states and Canadian and "
                + "Australian provinces under them; flags say how the day was decided "
                + "(override, manual: a stay the person recorded, gap-filled, travel-day, disputed, transit-suspect, near-border, region-border: a point within 300 m of another state or province, zone-only: in the "
                + "\(data.schengenName) by the record of border crossings, country unknown; confirmed: the person checked the reading, on the "
                + "date the reason gives); "
                + "evidence is counted by source, then country (manual: the person's stays; override: their corrections; transit and outlier: evidence that was not "
                + "counted as presence).", colour: .muted)
        let style = PDFCanvas.Style.body(7)
        let canvas = flow.canvas
        // The date and the countries are one word apart (dates are all as wide: DejaVu's digits are tabular), so that
        // text extraction, with or without layout, keeps a day's date and its countries ("unknown") on one line.
        let dateWidth = canvas.measure("0000-00-00   ", style: style).width
        let columns = [
            TableColumn(title: "Date", width: dateWidth), TableColumn(title: "Countries", width: 56), TableColumn(title: "Confidence", width: 50),
            TableColumn(title: "Flags", width: 78), TableColumn(title: "Reason", width: 150),
            TableColumn(title: "Evidence", width: flow.width - 334 - dateWidth),
        ]
        let offsets = flow.columnOffsets(columns)
        let tabs = [columns[0].width + columns[1].width, columns[0].width + columns[1].width + columns[2].width]
        // A zone-only day's place does not fit the column: its second half goes on a second line, tabbed to the column.
        let zoneOnlyTabs = [columns[0].width] + tabs
        let zoneName = data.schengenName
        func lead(_ day: LedgerDay) -> String {
            let confidence = day.isUnknown ? "" : String(format: "%.2f %@", Self.rounded(day.confidence), day.confidenceLabel.rawValue)
            let flags = (day.flags.filter { $0 != .unknown }.map(\.rawValue) + day.exempt.map { "exempt: \($0.rawValue)" }).joined(separator: ", ")
            if day.isZoneOnly { return "\(day.date)   \(zoneName)\t\t\(flags)\n\t(country unknown)" }
            let line = "\(day.date)   \(Self.countriesText(day, zoneName: zoneName))\t\(confidence)\t\(flags)"
            // The states or provinces (docs/regions.md) go on a second line under the countries.
            return day.regions.isEmpty ? line : line + "\n\t" + day.regions.map(\.rawValue).joined(separator: " → ")
        }
        func lineTabs(_ day: LedgerDay) -> [Double] { day.isZoneOnly || !day.regions.isEmpty ? zoneOnlyTabs : tabs }
        let evidenceWidth = columns[5].width - 6
        let reasonWidth = columns[4].width - 6
        flow.table(columns, rows: data.ledger.days, height: { day in
            max(
                canvas.measure(lead(day), style: style, tabs: lineTabs(day)).height,
                canvas.measure(day.reason, width: reasonWidth, style: style).height,
                canvas.measure(Self.evidenceText(day.evidence), width: evidenceWidth, style: style).height) + 3
        }) { day, y in
            let colour: PDFColour = day.isUnknown ? .muted : .text
            canvas.text(lead(day), x: offsets[0] + 3, y: y + 1, style: style, colour: colour, tabs: lineTabs(day))
            canvas.text(day.reason, x: offsets[4] + 3, y: y + 1, width: reasonWidth, style: style, colour: colour)
            canvas.text(Self.evidenceText(day.evidence), x: offsets[5] + 3, y: y + 1, width: evidenceWidth, style: style, colour: .muted)
        }
    }

    /// Every override on a day of the period, with its note.
    func overrides(_ flow: PageFlow) {
        flow.section(Section.overrides.rawValue, newPage: false)
        guard !data.overrides.isEmpty else { return flow.paragraph("No day of the period was fixed by hand.") }
        flow.paragraph(
            "Days the person fixed by hand (with borderlog override); an override wins over all other evidence, so each is listed "
                + "with the note given for it.", colour: .muted)
        let columns = [
            TableColumn(title: "Date", width: 70), TableColumn(title: "Countries", width: 90), TableColumn(title: "Note", width: flow.width - 160),
        ]
        let offsets = flow.columnOffsets(columns)
        let style = PDFCanvas.Style.body(8)
        let canvas = flow.canvas
        func note(_ override: DayOverride) -> String {
            let exempt = override.exempt.isEmpty ? "" : " (exempt: \(override.exempt.map(\.rawValue).joined(separator: ", ")))"
            return (override.note ?? "(no note)") + exempt
        }
        flow.table(columns, rows: data.overrides, height: { override in
            canvas.measure(note(override), width: columns[2].width - 6, style: style).height + 4
        }) { override, y in
            flow.cell(override.date.description, column: columns[0], x: offsets[0], y: y + 1.5, style: style)
            flow.cell(override.countries.map(\.rawValue).joined(separator: " → "), column: columns[1], x: offsets[1], y: y + 1.5, style: style)
            canvas.text(note(override), x: offsets[2] + 3, y: y + 1.5, width: columns[2].width - 6, style: style, colour: override.note == nil ? .muted : .text)
        }
    }
}
