import BorderLogModel
import BorderLogSettings
import BorderLogStages
import Foundation

extension HTMLReport {
    /// Zone days used on each day of the range against the limit, today's position, and when days roll off.
    func chart(into html: inout String) {
        guard let series = data.series, let range = data.range, !series.used.isEmpty else { return }
        let limit = series.limit.maxDays
        let width = 960.0, height = 240.0, left = 40.0, right = 12.0, top = 12.0, bottom = 28.0
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let ceiling = Double(max(Int(Double(limit) * 1.15), (series.used.max() ?? 0) + 5))
        let step = series.used.count > 1 ? plotWidth / Double(series.used.count - 1) : 0
        func x(_ index: Int) -> Double { left + Double(index) * step }
        func y(_ value: Int) -> Double { top + plotHeight * (1 - Double(value) / ceiling) }
        func f(_ value: Double) -> String { String(format: "%.1f", value) }

        var line = "M\(f(x(0))) \(f(y(series.used[0])))"
        for index in 1..<max(1, series.used.count) { line += "L\(f(x(index))) \(f(y(series.used[index])))" }
        let area = line + "L\(f(x(series.used.count - 1))) \(f(y(0)))L\(f(x(0))) \(f(y(0)))Z"
        let zoneName = HTMLText.escape(series.zone.name)
        html += """
            <section id="chart" aria-labelledby="chart-title">
            <h2 id="chart-title">\(zoneName): days used in any \(series.limit.windowDays) days</h2>
            <figure>
            <svg class="chart" viewBox="0 0 \(Int(width)) \(Int(height))" role="img" aria-labelledby="chart-desc">
            <desc id="chart-desc">Days spent in the \(zoneName) in the \(series.limit.windowDays) days up to each day from \(range.first) to \(range.last), \
            against the limit of \(limit); the highest count is \(series.used.max() ?? 0). The same figures are in the table below the chart.</desc>

            """
        // Horizontal grid and labels.
        for value in stride(from: 0, through: Int(ceiling), by: limit >= 60 ? 30 : 10) {
            html += "<line class=\"grid\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(y(value)))\" y2=\"\(f(y(value)))\"/><text class=\"axis\" x=\"\(f(left - 6))\" y=\"\(f(y(value) + 4))\" text-anchor=\"end\">\(value)</text>"
        }
        // Time axis: months for a short range, years for a long one.
        let long = range.count > 550
        for index in 0..<series.used.count {
            let day = range.first.adding(days: index)
            guard day.day == 1, !long || day.month == 1 else { continue }
            let text = long ? String(day.year) : Self.monthNames[day.month - 1] + (day.month == 1 ? " \(day.year)" : "")
            html += "<line class=\"tick\" x1=\"\(f(x(index)))\" x2=\"\(f(x(index)))\" y1=\"\(f(top + plotHeight))\" y2=\"\(f(top + plotHeight + 5))\"/><text class=\"axis\" x=\"\(f(x(index)))\" y=\"\(f(height - 8))\" text-anchor=\"middle\">\(text)</text>"
        }
        html += "<path class=\"area\" d=\"\(area)\"/><path class=\"used\" d=\"\(line)\"/>"
        html += "<line class=\"limit\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(y(limit)))\" y2=\"\(f(y(limit)))\"/><text class=\"limit-label\" x=\"\(f(left + 6))\" y=\"\(f(y(limit) - 5))\">limit \(limit)</text>"
        if range.contains(data.today) {
            let index = range.first.days(to: data.today)
            // The label sits left of the line in the right half, so that it stays inside the chart.
            let leftOfLine = x(index) > left + plotWidth / 2
            html += "<line class=\"today\" x1=\"\(f(x(index)))\" x2=\"\(f(x(index)))\" y1=\"\(f(top))\" y2=\"\(f(top + plotHeight))\"/>"
            html += "<text class=\"today-label\" x=\"\(f(x(index) + (leftOfLine ? -4 : 4)))\" y=\"\(f(y(series.used[index]) - 8))\" text-anchor=\"\(leftOfLine ? "end" : "start")\">today: \(series.used[index])</text>"
        }
        html += "\n</svg>\n<figcaption>Each point counts the days spent in the \(zoneName) during the \(series.limit.windowDays) days up to that day; the dashed line is the limit of \(limit).</figcaption>\n</figure>\n"
        rollOffs(series, into: &html)
        chartTable(series, range: range, into: &html)
        html += "</section>\n"
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private func rollOffs(_ series: ReportData.RollingSeries, into html: inout String) {
        guard let last = data.range?.last, let used = series.used.last else { return }
        let shown = series.rollOffs.prefix(12)
        guard !shown.isEmpty else {
            html += "<p>No day in the window of \(last) counts toward the limit, so none rolls off.</p>\n"
            return
        }
        html += "<table class=\"rolloff\"><caption>When days become available again, if no more are added after \(last) (used then: \(used))</caption>"
        html += "<thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Days that stop counting</th><th scope=\"col\">Remaining from that date</th></tr></thead><tbody>\n"
        for rollOff in shown {
            html += "<tr data-rolloff=\"\(rollOff.date)\"><td>\(rollOff.date)</td><td class=\"n\">\(rollOff.days)</td><td class=\"n\">\(rollOff.remaining)</td></tr>\n"
        }
        html += "</tbody></table>\n"
        if series.rollOffs.count > shown.count {
            html += "<p class=\"note\">\(series.rollOffs.count - shown.count) more dates follow until \(series.rollOffs.last!.date).</p>\n"
        }
    }

    /// The chart's figures for people who cannot see it: the count on the first of each month and on the last day.
    private func chartTable(_ series: ReportData.RollingSeries, range: DayRange, into html: inout String) {
        html += "<details><summary>The chart as a table</summary><table class=\"series\"><thead><tr><th scope=\"col\">Day</th><th scope=\"col\">Days used</th><th scope=\"col\">Remaining</th></tr></thead><tbody>\n"
        for index in 0..<series.used.count {
            let day = range.first.adding(days: index)
            guard day.day == 1 || index == 0 || index == series.used.count - 1 else { continue }
            html += "<tr><td>\(day)</td><td class=\"n\">\(series.used[index])</td><td class=\"n\">\(max(0, series.limit.maxDays - series.used[index]))</td></tr>\n"
        }
        html += "</tbody></table></details>\n"
    }
}
