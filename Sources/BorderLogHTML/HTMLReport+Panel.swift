import BorderLogCore
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
    func dayData(into html: inout String) {
        struct Item: Encodable {
            let kind: String
            let source: Int?
            let time: String?
            let country: String?
            let weight: Double?
            let note: String?
            let lat: Double?
            let lon: Double?
        }
        struct Day: Encodable {
            let countries: [String]
            let confidence: Double
            let label: String
            let flags: [String]
            let zones: [String]
            let reason: String
            let evidence: [Item]
            let signals: Int
        }
        struct Payload: Encodable {
            let sources: [String]
            let coordinates: Bool
            let perDay: Int
            let days: [String: Day]
        }
        var days: [String: Day] = [:]
        for day in data.ledger.days {
            let detail = data.details[day.date]
            let items = (detail?.evidence ?? []).map { item in
                Item(
                    kind: item.kind.rawValue, source: item.source, time: item.local.map { String($0.description.suffix(8)) },
                    country: item.country?.rawValue, weight: item.weight.map { ($0 * 10).rounded() / 10 }, note: item.note,
                    lat: item.coordinate?.latitude, lon: item.coordinate?.longitude)
            }
            days[day.date.description] = Day(
                countries: day.countries.map(\.rawValue), confidence: (day.confidence * 100).rounded() / 100,
                label: day.confidenceLabel.rawValue, flags: day.flags.map(\.rawValue), zones: day.zones, reason: day.reason,
                evidence: items, signals: detail?.signalCount ?? 0)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let payload = Payload(sources: data.sources, coordinates: data.withCoordinates, perDay: ReportData.evidencePerDay, days: days)
        let json = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        html += "<script type=\"application/json\" id=\"day-data\">\(HTMLText.scriptJSON(json))</script>\n"
    }
}
