import BorderLogCore
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

    /// What the cells mean.
    private func legend(_ flow: PageFlow) {
        let canvas = flow.canvas
        let sample = data.ledger.days.first { !$0.isUnknown }?.country ?? CountryCode("GB")!
        let travel = data.ledger.days.first { Set($0.countries).count > 1 }?.countries ?? [sample, sample]
        var x = flow.left
        func label(_ text: String) {
            canvas.text(text, x: x, y: flow.y + 1, style: .body(7.5), colour: .muted)
            x += canvas.measure(text, style: .body(7.5)).width + 16
        }
        chip(sample, flow, x: x, y: flow.y)
        x += Self.chipWidth + 4
        label("the country of the day")
        chip(travel[0], flow, x: x, y: flow.y)
        chip(travel[travel.count - 1], flow, x: x + Self.chipWidth + 1, y: flow.y)
        x += 2 * Self.chipWidth + 5
        label("a travel day, in visiting order")
        chip(sample, flow, x: x, y: flow.y, faded: true)
        x += Self.chipWidth + 4
        label("low confidence")
        flow.y += 15
        x = flow.left
        canvas.hatch(x: x, y: flow.y, width: Self.chipWidth, height: 10, colour: .unknown)
        x += Self.chipWidth + 4
        label("unknown")
        canvas.stroke(x: x, y: flow.y, width: Self.chipWidth, height: 10, colour: .accent, lineWidth: 1)
        x += Self.chipWidth + 4
        label("override")
        canvas.stroke(x: x, y: flow.y, width: Self.chipWidth, height: 10, colour: .breach, lineWidth: 1)
        x += Self.chipWidth + 4
        label("disputed (evidence for countries no travel explains)")
        flow.y += 24
    }
}
