import BorderLogModel
import BorderLogStages
import Foundation

extension HTMLReport {
    /// The day panel, filled by the script from the day data when a day is selected.
    func panel(into html: inout String) {
        html += """
            <aside id="panel" role="dialog" aria-modal="false" aria-labelledby="panel-title" tabindex="-1" hidden>
            <button type="button" class="close" aria-label="Close the day panel">×</button>
            <h2 id="panel-title"></h2>
            <div id="panel-body"></div>
            </aside>

            """
    }

    /// Every day's reading and evidence as JSON for the panel (coordinates only when the report was asked for them).
    /// Written field by field: a ten-year report holds tens of thousands of evidence items, and an encoder's generic
    /// machinery was a sixth of the whole report's time. Absent values are left out, as an encoder leaves them.
    func dayData(into html: inout String) {
        var json = JSONObjectText()
        json.raw("sources", "[" + data.sources.map(JSONText.string).joined(separator: ",") + "]")
        json.raw("coordinates", data.withCoordinates ? "true" : "false")
        json.number("perDay", Double(ReportData.evidencePerDay))
        // Zone-only days name no country: the panel's heading names their zone instead.
        var zoneNames = JSONObjectText()
        for id in Set(data.ledger.days.filter(\.isZoneOnly).flatMap(\.zones)).sorted() {
            zoneNames.string(id.rawValue, data.ruleBook.name(of: id))
        }
        json.raw("zoneNames", zoneNames.text)
        var days = JSONObjectText()
        for day in data.ledger.days {
            let detail = data.details[day.date]
            let items = (detail?.evidence ?? []).map { item in
                var object = JSONObjectText()
                object.string("kind", item.kind.rawValue)
                object.number("source", item.source.map(Double.init))
                object.string("time", item.local.map { String($0.description.suffix(8)) })
                object.string("country", item.country?.rawValue)
                object.number("weight", item.weight.map { ($0 * 10).rounded() / 10 })
                object.string("note", item.note)
                object.number("lat", item.coordinate?.latitude)
                object.number("lon", item.coordinate?.longitude)
                return object.text
            }
            var entry = JSONObjectText()
            entry.raw("countries", "[" + day.countries.map { JSONText.string($0.rawValue) }.joined(separator: ",") + "]")
            if !day.regions.isEmpty {
                entry.raw("regions", "[" + day.regions.map { JSONText.string("\($0.rawValue) \($0.name)") }.joined(separator: ",") + "]")
            }
            entry.number("confidence", (day.confidence * 100).rounded() / 100)
            entry.string("label", day.confidenceLabel.rawValue)
            entry.raw("flags", "[" + day.flags.map { JSONText.string($0.rawValue) }.joined(separator: ",") + "]")
            entry.raw("zones", "[" + day.zones.map { JSONText.string($0.rawValue) }.joined(separator: ",") + "]")
            entry.string("reason", day.reason)
            entry.raw("evidence", "[" + items.joined(separator: ",") + "]")
            entry.number("signals", Double(detail?.signalCount ?? 0))
            days.raw(day.date.description, entry.text)
        }
        json.raw("days", days.text)
        html += "<script type=\"application/json\" id=\"day-data\">\(HTMLText.scriptJSON(json.text))</script>\n"
    }
}

/// A JSON object written member by member; members whose value is nil are left out.
struct JSONObjectText {
    private(set) var body = ""

    var text: String { "{" + body + "}" }

    mutating func raw(_ key: String, _ json: String) {
        if !body.isEmpty { body += "," }
        body += JSONText.string(key)
        body += ":"
        body += json
    }

    mutating func string(_ key: String, _ value: String?) {
        if let value { raw(key, JSONText.string(value)) }
    }

    /// Whole numbers are written without a fraction, as JSON encoders write them.
    mutating func number(_ key: String, _ value: Double?) {
        guard let value, value.isFinite else { return }
        raw(key, value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)")
    }
}
