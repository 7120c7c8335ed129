import BorderLogInference
import BorderLogStages

extension AuditReport {
    /// Consecutive days of one reading, with the days on either side.
    struct DayRun {
        var first: LedgerDay
        var last: LedgerDay
        var before: LedgerDay?
        var after: LedgerDay?

        var count: Int { first.date.days(to: last.date) + 1 }
    }

    /// Runs of unknown days, with the known countries on either side; then, apart from them, the runs of zone-only
    /// days, whose zone is known from the record of border crossings though their country is not.
    func unknownDays(_ flow: PageFlow) {
        flow.section(Section.unknown.rawValue, newPage: false)
        let unknown = runs { $0.isUnknown && !$0.isZoneOnly }
        let zoneOnly = runs(where: \.isZoneOnly)
        let total = unknown.reduce(0) { $0 + $1.count }
        let zoneOnlyTotal = zoneOnly.reduce(0) { $0 + $1.count }
        if total == 0 {
            flow.paragraph(zoneOnlyTotal == 0
                ? "Every day of the period is known: no day is unknown."
                : "No day of the period is unknown. On \(Self.plural(zoneOnlyTotal, "day")) only the zone is known, not the country: they are listed below.")
        } else {
            flow.paragraph(
                "\(Self.plural(total, "day")) of the period \(total == 1 ? "is" : "are") unknown, in \(Self.plural(unknown.count, "stretch")): no evidence "
                    + "places the person in any country on them. They are counted in no country and by no rule. Each is listed below and in "
                    + "the daily log.", colour: .muted)
            runTable(unknown, title: "Unknown days", flow)
        }
        guard zoneOnlyTotal > 0 else { return }
        let zone = data.schengenName
        flow.subheading("In the \(zone), country unknown")
        flow.paragraph(
            "\(Self.plural(zoneOnlyTotal, "day")) in \(Self.plural(zoneOnly.count, "stretch")) \(zoneOnlyTotal == 1 ? "lies" : "lie") between an entry into the "
                + "\(zone) and the next exit from it in the record of border crossings, with no evidence naming the country. They are not "
                + "unknown days: they count for the \(zone)'s rules (its 90/180 days) and for no country's."
                + (data.reconcile == nil ? "" : " Official record holds the record against the evidence."), colour: .muted)
        runTable(zoneOnly, title: "Days in the \(zone), country unknown", flow)
    }

    /// The ledger's days that `matches` picks, as runs of consecutive dates.
    private func runs(where matches: (LedgerDay) -> Bool) -> [DayRun] {
        let days = data.ledger.days
        var runs: [DayRun] = []
        var index = 0
        while index < days.count {
            guard matches(days[index]) else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < days.count, matches(days[end + 1]), days[end + 1].date == days[end].date.adding(days: 1) { end += 1 }
            runs.append(DayRun(first: days[index], last: days[end], before: index > 0 ? days[index - 1] : nil, after: end + 1 < days.count ? days[end + 1] : nil))
            index = end + 1
        }
        return runs
    }

    /// Each run's dates, its length and the days around it.
    private func runTable(_ runs: [DayRun], title: String, _ flow: PageFlow) {
        let columns = [
            TableColumn(title: title, width: 250), TableColumn(title: "Days", width: 40, alignment: .right),
            TableColumn(title: "Day before", width: 100), TableColumn(title: "Day after", width: flow.width - 390),
        ]
        let offsets = flow.columnOffsets(columns)
        let style = PDFCanvas.Style.body(8)
        let canvas = flow.canvas
        let zoneName = data.schengenName
        func dates(_ run: DayRun) -> String {
            stride(from: run.first.date, through: run.last.date, by: 1).map(\.description).joined(separator: ", ")
        }
        func neighbour(_ day: LedgerDay?, _ otherwise: String) -> String {
            day.map { "\(Self.countriesText($0, zoneName: zoneName)) (\($0.date))" } ?? otherwise
        }
        flow.table(columns, rows: runs, height: { run in
            max(
                canvas.measure(dates(run), width: columns[0].width - 6, style: style).height,
                canvas.measure(neighbour(run.before, ""), width: columns[2].width - 6, style: style).height,
                canvas.measure(neighbour(run.after, ""), width: columns[3].width - 6, style: style).height) + 4
        }) { run, y in
            canvas.text(dates(run), x: offsets[0] + 3, y: y + 1.5, width: columns[0].width - 6, style: style)
            flow.cell(String(run.count), column: columns[1], x: offsets[1], y: y + 1.5, style: style)
            flow.cell(neighbour(run.before, "start of period"), column: columns[2], x: offsets[2], y: y + 1.5, style: style, colour: .muted, wrap: true)
            flow.cell(neighbour(run.after, "end of period"), column: columns[3], x: offsets[3], y: y + 1.5, style: style, colour: .muted, wrap: true)
        }
    }
}
