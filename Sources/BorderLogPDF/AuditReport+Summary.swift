import BorderLogModel
import BorderLogStages

extension AuditReport {
    /// A row of the countries table: a country, the days inside the Schengen Area with no country known, or the unknown days.
    private enum CountRow {
        case country(CountryCode)
        case zoneOnly
        case unknown
    }

    /// Schengen on the last day, in the fixed phrasing ("used N", "remaining M"), and every rule's status.
    func summary(_ flow: PageFlow) {
        flow.section(Section.summary.rawValue + " on \(data.on)")
        let canvas = flow.canvas
        if let schengen = data.schengen {
            let colour: PDFColour = !schengen.applies ? .ok : schengen.overstayDays > 0 ? .breach : schengen.remaining <= 10 ? .warning : .ok
            let box = data.schengenZoneOnlyDays > 0 ? 86.0 : 74.0
            flow.need(box + 10)
            canvas.fill(x: flow.left, y: flow.y, width: flow.width, height: box, colour: colour.lightened(0.9), radius: 4)
            canvas.fill(x: flow.left, y: flow.y, width: 4, height: box, colour: colour)
            canvas.text(
                "\(schengen.zoneName) on \(schengen.on): used \(schengen.used), remaining \(schengen.remaining)",
                x: flow.left + 14, y: flow.y + 10, style: .bold(13), colour: .text)
            var detail = "\(schengen.used) of \(schengen.limit) days used in the \(schengen.windowStart.days(to: schengen.windowEnd) + 1) days from \(schengen.windowStart) to \(schengen.windowEnd)"
            detail += schengen.overstayDays > 0 ? "; overstay \(schengen.overstayDays) days." : "; no overstay."
            if let reason = schengen.reason { detail = "No short-stay limit applies: \(reason)" }
            canvas.text(detail, x: flow.left + 14, y: flow.y + 32, width: flow.width - 24, style: .body(9))
            let unknown = schengen.unknownDays == 0
                ? "Every day in the window is known."
                : "\(Self.plural(schengen.unknownDays, "day")) in the window \(schengen.unknownDays == 1 ? "is" : "are") unknown and not counted; any of them could be a Schengen day."
            canvas.text(unknown, x: flow.left + 14, y: flow.y + 48, width: flow.width - 24, style: .body(8.5), colour: .muted)
            if data.schengenZoneOnlyDays > 0 {
                let count = data.schengenZoneOnlyDays
                canvas.text(
                    "\(Self.plural(count, "day")) used \(count == 1 ? "is" : "are") in the \(schengen.zoneName) only by the record of border crossings, country unknown.",
                    x: flow.left + 14, y: flow.y + 61, width: flow.width - 24, style: .body(8.5), colour: .muted)
            }
            flow.y += box + 14
            if let bilateral = schengen.bilateral {
                flow.paragraph(
                    "\(Self.plural(bilateral.days, "day")) over the limit, all in \(bilateral.state.name), count against its bilateral visa-waiver agreement.",
                    style: .body(7.5))
            }
            if let checkpoint = schengen.checkpoint { flow.paragraph(checkpoint.text, style: .body(7.5)) }
        }

        eligibility(flow)
        flow.subheading("Rules on \(data.on)")
        guard !data.rules.isEmpty else { return flow.paragraph("No rule is turned on.") }
        let columns = [
            TableColumn(title: "Rule", width: 196), TableColumn(title: "Period", width: 116),
            TableColumn(title: "Days", width: 44, alignment: .right), TableColumn(title: "Limit", width: 56),
            TableColumn(title: "Left", width: 32, alignment: .right), TableColumn(title: "Status", width: flow.width - 444),
        ]
        let offsets = flow.columnOffsets(columns)
        flow.table(columns, rows: data.rules, height: { status in
            max(16, canvas.measure(status.name, width: columns[0].width - 6, style: .body(8)).height + 6)
        }) { status, y in
            flow.cell(status.name, column: columns[0], x: offsets[0], y: y + 2, wrap: true)
            flow.cell("\(status.periodStart) to \(status.periodEnd)", column: columns[1], x: offsets[1], y: y + 2)
            let days = status.weightedDays.map { "\(status.days) (\(Self.number($0)))" } ?? status.aggregateDays.map { "\(status.days) (\($0))" }
                ?? String(status.days)
            flow.cell(days, column: columns[2], x: offsets[2], y: y + 2)
            let bounds = [status.maxDays.map { "max \($0)" }, status.minDays.map { "min \($0)" }].compactMap { $0 }.joined(separator: ", ")
            // An absence rule's limits are its levels, which the method section lists.
            flow.cell(bounds.isEmpty ? "levels" : bounds, column: columns[3], x: offsets[3], y: y + 2)
            flow.cell(status.remaining.map(String.init) ?? "", column: columns[4], x: offsets[4], y: y + 2)
            let colour: PDFColour = switch status.level {
            case .ok: .ok
            case .warning, .soft: .warning
            case .breach, .presumption, .hard: .breach
            case .below: .below
            }
            canvas.fill(x: offsets[5] + 3, y: y + 1, width: 44, height: 11, colour: colour, radius: 2)
            canvas.text(status.level.rawValue, x: offsets[5] + 25, y: y + 2.2, style: .bold(7), colour: .white, alignment: .centre)
        }
        if data.rules.contains(where: { $0.weightedDays != nil }) {
            flow.paragraph("For a weighted rule, Days is this year's count with the weighted sum in brackets.", style: .body(7.5), colour: .muted)
        }
        if data.rules.contains(where: { $0.aggregateDays != nil }) {
            flow.paragraph("For a two-year rule, Days is this year's count with the two years' total in brackets.", style: .body(7.5), colour: .muted)
        }
        for status in data.rules {
            if let from = status.residentFrom {
                let until = status.nonResidentFrom?.wrappedValue.map { ", non-resident from \($0)" } ?? ""
                flow.paragraph("\(status.name): " + (from.wrappedValue.map { "resident from \($0)\(until)." } ?? "no residence start found."), style: .body(7.5))
            }
            if let note = status.testsNote { flow.paragraph("\(status.name): \(note).", style: .body(7.5)) }
            if let unknown = status.unknownDays, unknown > 0 {
                flow.paragraph(
                    "\(status.name): as far as the evidence goes; \(Self.plural(unknown, "day")) of its period have no evidence and count neither way.",
                    style: .body(7.5), colour: .muted)
            }
        }
    }

    /// Days per country over the whole period, with bars; unknown days last.
    func countries(_ flow: PageFlow) {
        guard let window = data.counts.window(.range) else { return }
        flow.section(Section.countries.rawValue, newPage: false)
        flow.paragraph(
            "Days with presence in each country from \(window.from) to \(window.to) (\(Self.plural(window.days, "day"))). A travel day "
                + "counts for every country visited that day, so the days can add up to more than the period.", colour: .muted)
        let rows: [(row: CountRow, value: Int)] = window.countries.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { (.country($0.key), $0.value) }
        // Zone-only days (no country known, inside the zone by the record) get a row of their own.
        let zoneOnly = window.zoneOnly[ZoneID.schengen] ?? 0
        let unknown = window.unknown
        let most = Double(max(rows.first?.value ?? 1, unknown, zoneOnly, 1))
        let columns = [
            TableColumn(title: "Country", width: 170), TableColumn(title: "Days", width: 44, alignment: .right),
            TableColumn(title: "Share", width: 44, alignment: .right), TableColumn(title: "", width: flow.width - 258),
        ]
        let offsets = flow.columnOffsets(columns)
        let canvas = flow.canvas
        let barWidth = columns[3].width - 12
        let extra: [(row: CountRow, value: Int)] = (zoneOnly > 0 ? [(.zoneOnly, zoneOnly)] : []) + [(.unknown, unknown)]
        flow.table(columns, rows: rows + extra, height: { _ in 15 }) { row, y in
            let share = String(format: "%.1f%%", Double(row.value) * 100 / Double(window.days))
            switch row.row {
            case .country(let country):
                chip(country, flow, x: offsets[0] + 3, y: y + 1)
                flow.cell(country.name, column: columns[0], x: offsets[0] + Self.chipWidth + 4, y: y + 1.5)
                canvas.fill(x: offsets[3] + 6, y: y + 2, width: max(0.5, barWidth * Double(row.value) / most), height: 9, colour: PDFColour.country(country))
            case .zoneOnly:
                flow.cell("\(data.schengenName), country unknown", column: columns[0], x: offsets[0] + Self.chipWidth + 4, y: y + 1.5, colour: .muted)
                canvas.hatch(x: offsets[0] + 3, y: y + 1, width: Self.chipWidth, height: 10, colour: PDFColour.schengen.lightened(0.45))
                canvas.stroke(x: offsets[0] + 3, y: y + 1, width: Self.chipWidth, height: 10, colour: .schengen, lineWidth: 1)
                canvas.hatch(x: offsets[3] + 6, y: y + 2, width: max(0.5, barWidth * Double(row.value) / most), height: 9, colour: .schengen)
            case .unknown:
                flow.cell("unknown", column: columns[0], x: offsets[0] + Self.chipWidth + 4, y: y + 1.5, colour: .muted)
                canvas.hatch(x: offsets[0] + 3, y: y + 1, width: Self.chipWidth, height: 10, colour: .unknown)
                canvas.hatch(x: offsets[3] + 6, y: y + 2, width: max(0.5, barWidth * Double(row.value) / most), height: 9, colour: .unknown)
            }
            flow.cell(String(row.value), column: columns[1], x: offsets[1], y: y + 1.5)
            flow.cell(share, column: columns[2], x: offsets[2], y: y + 1.5, colour: .muted)
        }
        if data.years.count > 1 {
            flow.subheading("By calendar year")
            for year in data.years {
                let text = year.countries.sorted { ($1.value, $0.key.rawValue) < ($0.value, $1.key.rawValue) }
                    .map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
                flow.paragraph("\(year.year): \(text)", style: .body(8.5), after: 3)
            }
        }
    }

    /// Consecutive days in one country, as `report trips` lists them.
    func trips(_ flow: PageFlow) {
        flow.section(Section.trips.rawValue, newPage: false)
        flow.paragraph(
            "Consecutive days whose country (where the day ended) is the same form a trip; a travel day ends one trip and starts the "
                + "next, so it belongs to both; an unknown day ends a trip. Confidence is the lowest of the trip's days.", colour: .muted)
        guard !data.trips.isEmpty else { return flow.paragraph("No trips: the period has no known day.") }
        let columns = [
            TableColumn(title: "Country", width: 160), TableColumn(title: "Entry", width: 70), TableColumn(title: "Exit", width: 70),
            TableColumn(title: "Days", width: 40, alignment: .right), TableColumn(title: "Zones", width: 90),
            TableColumn(title: "Confidence", width: flow.width - 430, alignment: .right),
        ]
        let offsets = flow.columnOffsets(columns)
        flow.table(columns, rows: data.trips, height: { _ in 14 }) { trip, y in
            if let country = trip.country {
                chip(country, flow, x: offsets[0] + 3, y: y + 1)
                flow.cell(country.name, column: columns[0], x: offsets[0] + Self.chipWidth + 4, y: y + 1.5)
            } else {
                flow.cell("\(trip.zoneOnlyName(in: data.ruleBook)), country unknown", column: columns[0], x: offsets[0] + 3, y: y + 1.5)
            }
            flow.cell(trip.entry.description, column: columns[1], x: offsets[1], y: y + 1.5)
            flow.cell(trip.exit?.description ?? "ongoing", column: columns[2], x: offsets[2], y: y + 1.5)
            flow.cell(String(trip.days), column: columns[3], x: offsets[3], y: y + 1.5)
            flow.cell(trip.zones.map(\.rawValue).joined(separator: ", "), column: columns[4], x: offsets[4], y: y + 1.5)
            flow.cell(String(format: "%.2f", trip.confidence), column: columns[5], x: offsets[5], y: y + 1.5)
        }
    }

    /// A weighted sum: whole, or with two decimals.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
