import BorderLogInference
import BorderLogModel
import BorderLogStages

extension AuditReport {
    /// One month grid per month of the period, two side by side: each day's countries as code chips.
    func calendars(_ flow: PageFlow) {
        guard let range = data.range else { return }
        flow.section(Section.calendar.rawValue)
        legend(flow)
        let byDate = Dictionary(data.ledger.days.map { ($0.date, $0) }) { first, _ in first }
        var months: [(year: Int, month: Int)] = []
        var cursor = (year: range.first.year, month: range.first.month)
        while (cursor.year, cursor.month) <= (range.last.year, range.last.month) {
            months.append(cursor)
            cursor = cursor.month == 12 ? (cursor.year + 1, 1) : (cursor.year, cursor.month + 1)
        }
        let gap = 20.0
        let monthWidth = (flow.width - gap) / 2
        let cellWidth = monthWidth / 7
        let cellHeight = 24.0
        let monthHeight = 16 + 11 + 6 * cellHeight
        for pair in stride(from: 0, to: months.count, by: 2) {
            flow.need(monthHeight)
            for (column, month) in months[pair..<min(pair + 2, months.count)].enumerated() {
                drawMonth(
                    month, flow, x: flow.left + Double(column) * (monthWidth + gap), y: flow.y, cellWidth: cellWidth, cellHeight: cellHeight,
                    range: range, days: byDate)
            }
            flow.y += monthHeight + 14
        }
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    private func drawMonth(
        _ month: (year: Int, month: Int), _ flow: PageFlow, x: Double, y: Double, cellWidth: Double, cellHeight: Double,
        range: DayRange, days: [LocalDay: LedgerDay]
    ) {
        let canvas = flow.canvas
        canvas.text("\(Self.monthNames[month.month - 1]) \(month.year)", x: x, y: y, style: .bold(9.5), colour: .accent)
        for (index, name) in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].enumerated() {
            canvas.text(name, x: x + (Double(index) + 0.5) * cellWidth, y: y + 16, style: .body(6), colour: .muted, alignment: .centre)
        }
        let first = LocalDay(year: month.year, month: month.month, day: 1)!
        let offset = Self.weekday(first)
        for dayNumber in 1...LocalDay.daysIn(month: month.month, year: month.year) {
            let date = first.adding(days: dayNumber - 1)
            let slot = offset + dayNumber - 1
            let cellX = x + Double(slot % 7) * cellWidth
            let cellY = y + 27 + Double(slot / 7) * cellHeight
            let inner = (x: cellX + 1, y: cellY + 1, width: cellWidth - 2, height: cellHeight - 2)
            guard range.contains(date), let day = days[date] else {
                canvas.text("\(dayNumber)", x: inner.x + 2, y: inner.y + 1, style: .body(5.5), colour: .rule)
                continue
            }
            if day.isZoneOnly {
                zoneOnlyCell(inner, dayNumber: dayNumber, canvas)
                continue
            }
            if day.isUnknown {
                canvas.hatch(x: inner.x, y: inner.y, width: inner.width, height: inner.height, colour: .unknown)
                canvas.fill(x: inner.x + 1, y: inner.y + 1, width: 9, height: 7, colour: .white)
                canvas.text("\(dayNumber)", x: inner.x + 2, y: inner.y + 1, style: .body(5.5), colour: .muted)
                canvas.text("?", x: inner.x + inner.width / 2, y: inner.y + 9, style: .bold(7), colour: .muted, alignment: .centre)
                continue
            }
            canvas.fill(x: inner.x, y: inner.y, width: inner.width, height: inner.height, colour: .faint)
            canvas.text("\(dayNumber)", x: inner.x + 2, y: inner.y + 1, style: .body(5.5), colour: .muted)
            // Countries in visiting order, a repeat (out and back) shown once.
            var shown: [CountryCode] = []
            for country in day.countries where shown.last != country { shown.append(country) }
            if shown.count > 2 { shown = [shown[0], shown[shown.count - 1]] }
            let faded = day.confidenceLabel == .low
            let chip = shown.count > 1 ? min(Self.chipWidth, (inner.width - 3) / 2) : Self.chipWidth
            var chipX = inner.x + (inner.width - Double(shown.count) * chip - Double(shown.count - 1)) / 2
            for country in shown {
                self.chip(country, flow, x: chipX, y: inner.y + 9.5, width: chip, height: 10, size: 6.2, faded: faded)
                chipX += chip + 1
            }
            if day.flags.contains(.disputed) {
                canvas.stroke(x: inner.x, y: inner.y, width: inner.width, height: inner.height, colour: .breach, lineWidth: 1)
            } else if day.flags.contains(.override) {
                canvas.stroke(x: inner.x, y: inner.y, width: inner.width, height: inner.height, colour: .accent, lineWidth: 1)
            }
        }
    }

    /// A zone-only day: hatched and framed in the Schengen colour (an unknown day is hatched grey, unframed), with
    /// "?" for the country no evidence names.
    private func zoneOnlyCell(_ inner: (x: Double, y: Double, width: Double, height: Double), dayNumber: Int, _ canvas: PDFCanvas) {
        canvas.hatch(x: inner.x, y: inner.y, width: inner.width, height: inner.height, colour: PDFColour.schengen.lightened(0.45))
        canvas.stroke(x: inner.x, y: inner.y, width: inner.width, height: inner.height, colour: .schengen, lineWidth: 1)
        canvas.fill(x: inner.x + 1, y: inner.y + 1, width: 9, height: 7, colour: .white)
        canvas.text("\(dayNumber)", x: inner.x + 2, y: inner.y + 1, style: .body(5.5), colour: .muted)
        canvas.text("?", x: inner.x + inner.width / 2, y: inner.y + 9, style: .bold(7), colour: .schengen, alignment: .centre)
    }

    /// What the cells mean, in rows that wrap at the right margin.
    private func legend(_ flow: PageFlow) {
        let canvas = flow.canvas
        let sample = data.ledger.days.first { !$0.isUnknown }?.country ?? CountryCode("GB")!
        let travel = data.ledger.days.first { Set($0.countries).count > 1 }?.countries ?? [sample, sample]
        let style = PDFCanvas.Style.body(7.5)
        var x = flow.left
        // A swatch `width` wide, drawn with its top-left corner at (x, y), then its label.
        func item(_ width: Double, _ text: String, swatch: (Double, Double) -> Void) {
            let label = canvas.measure(text, style: style).width
            if x > flow.left, x + width + 4 + label > flow.right {
                x = flow.left
                flow.y += 15
            }
            swatch(x, flow.y)
            x += width + 4
            canvas.text(text, x: x, y: flow.y + 1, style: style, colour: .muted)
            x += label + 16
        }
        let width = Self.chipWidth
        item(width, "the country of the day") { chip(sample, flow, x: $0, y: $1) }
        item(2 * width + 1, "a travel day, in visiting order") { x, y in
            chip(travel[0], flow, x: x, y: y)
            chip(travel[travel.count - 1], flow, x: x + width + 1, y: y)
        }
        item(width, "low confidence") { chip(sample, flow, x: $0, y: $1, faded: true) }
        item(width, "unknown") { canvas.hatch(x: $0, y: $1, width: width, height: 10, colour: .unknown) }
        item(width, "in the \(data.schengenName), country unknown") { x, y in
            canvas.hatch(x: x, y: y, width: width, height: 10, colour: PDFColour.schengen.lightened(0.45))
            canvas.stroke(x: x, y: y, width: width, height: 10, colour: .schengen, lineWidth: 1)
        }
        item(width, "override") { canvas.stroke(x: $0, y: $1, width: width, height: 10, colour: .accent, lineWidth: 1) }
        item(width, "disputed (evidence for countries no travel explains)") {
            canvas.stroke(x: $0, y: $1, width: width, height: 10, colour: .breach, lineWidth: 1)
        }
        flow.y += 24
    }
}
