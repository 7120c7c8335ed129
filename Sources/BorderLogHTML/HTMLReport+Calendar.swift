import BorderLogInference
import BorderLogModel
import Foundation

extension HTMLReport {
    static let fullMonthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// Each year as month grids (weeks from Monday); every day of the range is a button carrying the day hooks
    /// (`data-date`, `data-country`, `data-flags`).
    func calendar(into html: inout String) {
        guard let range = data.range else { return }
        let days = Dictionary(uniqueKeysWithValues: data.ledger.days.map { ($0.date, $0) })
        html += """
            <section id="calendar" aria-labelledby="calendar-title">
            <h2 id="calendar-title">Calendar</h2>
            <p class="legend"><span><i class="d sample" style="--a:hsl(200 60% 80%)"></i>a day in one country</span>\
            <span><i class="d sample t" style="--a:hsl(200 60% 80%);--b:hsl(30 70% 78%)"></i>travel day (split)</span>\
            <span><i class="d sample u"></i>unknown</span><span><i class="d sample z"></i>in the \(HTMLText.escape(data.schengenName)), country unknown</span><span><i class="d sample low" style="--a:hsl(200 60% 80%)"></i>low confidence</span>\
            <span><i class="d sample ov" style="--a:hsl(200 60% 80%)"></i>your override</span>\
            <span><i class="d sample dis" style="--a:hsl(200 60% 80%)"></i>disputed</span> \
            <span class="hint">Select a day for its evidence.</span></p>

            """
        for year in range.first.year...range.last.year {
            html += "<div class=\"year\"><h3>\(year)</h3><div class=\"months\">\n"
            for month in 1...12 {
                guard let first = LocalDay(year: year, month: month, day: 1) else { continue }
                let last = LocalDay(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1)!.adding(days: -1)
                guard last >= range.first, first <= range.last else { continue }
                monthGrid(first: first, last: last, days: days, range: range, into: &html)
            }
            html += "</div></div>\n"
        }
        html += "</section>\n"
    }

    private func monthGrid(first: LocalDay, last: LocalDay, days: [LocalDay: LedgerDay], range: DayRange, into html: inout String) {
        let name = "\(Self.fullMonthNames[first.month - 1]) \(first.year)"
        html += "<div class=\"month\" role=\"group\" aria-label=\"\(name)\"><h4>\(Self.fullMonthNames[first.month - 1])</h4><div class=\"grid\">"
        html += "<span class=\"wd\">Mo</span><span class=\"wd\">Tu</span><span class=\"wd\">We</span><span class=\"wd\">Th</span><span class=\"wd\">Fr</span><span class=\"wd\">Sa</span><span class=\"wd\">Su</span>"
        // 1970-01-01 was a Thursday: Monday-based weekday = (ordinal + 3) mod 7.
        let lead = ((first.ordinal + 3) % 7 + 7) % 7
        html += String(repeating: "<span class=\"pad\"></span>", count: lead)
        for ordinal in first.ordinal...last.ordinal {
            let date = LocalDay(ordinal: ordinal)
            guard range.contains(date), let day = days[date] else {
                html += "<span class=\"pad\" title=\"\(date): outside this report\">\(date.day)</span>"
                continue
            }
            dayButton(day, into: &html)
        }
        html += "</div></div>\n"
    }

    private func dayButton(_ day: LedgerDay, into html: inout String) {
        var classes = "d"
        var style = ""
        let flags = day.flags.map(\.rawValue).joined(separator: " ")
        if let first = day.countries.first, let last = day.countries.last {
            style = "--a:var(\(CountryPalette.variable(first)))"
            if day.countries.count > 1 {
                classes += " t"
                style += ";--b:var(\(CountryPalette.variable(last)))"
            }
        } else {
            classes += day.isZoneOnly ? " z" : " u"
        }
        if day.confidenceLabel == .low && !day.isUnknown { classes += " low" }
        if day.flags.contains(.override) { classes += " ov" }
        if day.flags.contains(.disputed) { classes += " dis" }
        let reading = self.reading(day)
        html += "<button type=\"button\" class=\"\(classes)\" data-date=\"\(day.date)\" data-country=\"\(day.country?.rawValue ?? "")\" data-flags=\"\(flags)\""
        if !style.isEmpty { html += " style=\"\(style)\"" }
        html += " title=\"\(HTMLText.escape(reading))\" aria-label=\"\(HTMLText.escape(reading))\">\(day.country?.rawValue ?? "?")</button>"
    }

    /// One line for a day: where, how sure, and the flags.
    func reading(_ day: LedgerDay) -> String {
        let place = day.isZoneOnly ? "in the \(data.zoneName(of: day)), country unknown"
            : day.countries.isEmpty ? "unknown" : day.countries.map(\.name).joined(separator: " → ")
        var text = "\(day.date): \(place)"
        if !day.isUnknown { text += ", \(day.confidenceLabel.rawValue) confidence (\(String(format: "%.2f", day.confidence)))" }
        let flags = day.flags.filter { $0 != .unknown }.map(\.rawValue)
        if !flags.isEmpty { text += "; " + flags.joined(separator: ", ") }
        return text
    }
}
