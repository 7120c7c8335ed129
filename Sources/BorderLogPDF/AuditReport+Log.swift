import BorderLogCore
import BorderLogStages

extension AuditReport {
    /// Every day: date, countries, confidence, why, and the evidence counted by source and country.
    func dailyLog(_ flow: PageFlow) {
        flow.section(Section.log.rawValue)
        flow.paragraph(
            "One line per day. Countries are in visiting order (the day ended in the last); flags say how the day was decided "
                + "(override, manual: a stay the person recorded, gap-filled, travel-day, disputed, transit-suspect, near-border); "
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
        func lead(_ day: LedgerDay) -> String {
            let confidence = day.isUnknown ? "" : String(format: "%.2f %@", Self.rounded(day.confidence), day.confidenceLabel.rawValue)
            let flags = (day.flags.filter { $0 != .unknown }.map(\.rawValue) + day.exempt.map { "exempt: \($0.rawValue)" }).joined(separator: ", ")
            return "\(day.date)   \(Self.countriesText(day))\t\(confidence)\t\(flags)"
        }
        let evidenceWidth = columns[5].width - 6
        let reasonWidth = columns[4].width - 6
        flow.table(columns, rows: data.ledger.days, height: { day in
            max(
                canvas.measure(lead(day), style: style, tabs: tabs).height,
                canvas.measure(day.reason, width: reasonWidth, style: style).height,
                canvas.measure(Self.evidenceText(day.evidence), width: evidenceWidth, style: style).height) + 3
        }) { day, y in
            let colour: PDFColour = day.isUnknown ? .muted : .text
            canvas.text(lead(day), x: offsets[0] + 3, y: y + 1, style: style, colour: colour, tabs: tabs)
            canvas.text(day.reason, x: offsets[4] + 3, y: y + 1, width: reasonWidth, style: style, colour: colour)
            canvas.text(Self.evidenceText(day.evidence), x: offsets[5] + 3, y: y + 1, width: evidenceWidth, style: style, colour: .muted)
        }
    }

    /// Runs of unknown days, with the known countries on either side.
    func unknownDays(_ flow: PageFlow) {
        flow.section(Section.unknown.rawValue, newPage: false)
        var runs: [(first: LedgerDay, last: LedgerDay, before: LedgerDay?, after: LedgerDay?)] = []
        let days = data.ledger.days
        var index = 0
        while index < days.count {
            guard days[index].isUnknown else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < days.count, days[end + 1].isUnknown, days[end + 1].date == days[end].date.adding(days: 1) { end += 1 }
            runs.append((days[index], days[end], index > 0 ? days[index - 1] : nil, end + 1 < days.count ? days[end + 1] : nil))
            index = end + 1
        }
        let total = runs.reduce(0) { $0 + $1.first.date.days(to: $1.last.date) + 1 }
        guard total > 0 else { return flow.paragraph("Every day of the period is known: no day is unknown.") }
        flow.paragraph(
            "\(Self.plural(total, "day")) of the period \(total == 1 ? "is" : "are") unknown, in \(Self.plural(runs.count, "stretch")): no evidence "
                + "places the person in any country on them. They are counted in no country and by no rule. Each is listed below and in "
                + "the daily log.", colour: .muted)
        let columns = [
            TableColumn(title: "Unknown days", width: 250), TableColumn(title: "Days", width: 40, alignment: .right),
            TableColumn(title: "Day before", width: 100), TableColumn(title: "Day after", width: flow.width - 390),
        ]
        let offsets = flow.columnOffsets(columns)
        let style = PDFCanvas.Style.body(8)
        let canvas = flow.canvas
        func dates(_ run: (first: LedgerDay, last: LedgerDay, before: LedgerDay?, after: LedgerDay?)) -> String {
            stride(from: run.first.date, through: run.last.date, by: 1).map(\.description).joined(separator: ", ")
        }
        flow.table(columns, rows: runs, height: { run in
            canvas.measure(dates(run), width: columns[0].width - 6, style: style).height + 4
        }) { run, y in
            canvas.text(dates(run), x: offsets[0] + 3, y: y + 1.5, width: columns[0].width - 6, style: style)
            flow.cell(String(run.first.date.days(to: run.last.date) + 1), column: columns[1], x: offsets[1], y: y + 1.5, style: style)
            flow.cell(run.before.map { "\(Self.countriesText($0)) (\($0.date))" } ?? "start of period", column: columns[2], x: offsets[2], y: y + 1.5, style: style, colour: .muted)
            flow.cell(run.after.map { "\(Self.countriesText($0)) (\($0.date))" } ?? "end of period", column: columns[3], x: offsets[3], y: y + 1.5, style: style, colour: .muted)
        }
    }

    /// Every override on a day of the period, with its note.
    func overrides(_ flow: PageFlow) {
        flow.section(Section.overrides.rawValue, newPage: false)
        guard !data.overrides.isEmpty else { return flow.paragraph("No day of the period was fixed by hand.") }
        flow.paragraph(
            "Days the person fixed by hand (`borderlog override`); an override wins over all other evidence, so each is listed "
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
