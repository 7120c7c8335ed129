import BorderLogGeo
@testable import BorderLogHTML
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Logging
import Testing

/// The page's structure, rendered in process from a store with a travel day, an unknown gap and an override.
@Suite struct HTMLReportRenderingTests {
    func render(map: WorldMap? = nil) throws -> (html: String, data: ReportData) {
        let store = try Store()
        _ = try store.addStay(stay("GB", "2026-10-25", "2026-11-03", note: "home <&> \"away\""))
        _ = try store.addStay(stay("FR", "2026-11-03", "2026-11-05"))
        _ = try store.addStay(stay("FR", "2026-11-09", "2026-11-10"))
        try store.setOverride(DayOverride(date: day("2026-11-10"), countries: [country("FR"), country("MC")], note: "Monaco"))
        let context = StageContext(logger: Logger(label: "test"), observer: CollectingObserver())
        _ = try Stages.infer(InferOptions(to: day("2026-11-10"), rules: try RuleBook.bundled(), policy: .init(), today: day("2026-11-10")), in: store, context: context)
        let view = try LedgerView(store: store, rules: try RuleBook.bundled())
        let data = try Stages.reportData(view, store: store, today: day("2026-11-10"))
        return (HTMLReport(data, map: map, version: "test").render(), data)
    }

    @Test func everyDayIsAButtonWithTheHooksAndMonthsStartOnTheRightWeekday() throws {
        let (html, data) = try render()
        #expect(html.matches(of: try Regex("<button type=\"button\" class=\"d")).count == data.ledger.days.count)
        #expect(html.contains("data-date=\"2026-11-03\" data-country=\"FR\" data-flags=\"manual travel-day\""))
        // 2026-11-01 is a Sunday: six empty cells before it in a week that starts on Monday.
        let november = try #require(html.range(of: "aria-label=\"November 2026\""))
        let grid = html[november.upperBound...].prefix(while: { $0 != "B" })
        #expect(grid.components(separatedBy: "<span class=\"pad\"></span>").count - 1 == 6)
        #expect(html.contains("data-date=\"2026-11-07\" data-country=\"\" data-flags=\"unknown\""))
        #expect(html.contains("class=\"d t ov\""))
    }

    @Test func userTextIsEscapedInMarkupAndInTheDayData() throws {
        let (html, _) = try render()
        let script = try #require(html.range(of: "<script type=\"application/json\" id=\"day-data\">"))
        let end = try #require(html.range(of: "</script>", range: script.upperBound..<html.endIndex))
        let json = String(html[script.upperBound..<end.lowerBound])
        // Markup outside the data never holds the raw note; inside it, nothing can close the script element.
        #expect(!(html[..<script.lowerBound] + html[end.upperBound...]).contains("home <&>"))
        #expect(!json.contains("</"))
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let days = try #require(decoded["days"] as? [String: [String: Any]])
        let notes = (days["2026-11-01"]?["evidence"] as? [[String: Any]])?.compactMap { $0["note"] as? String }
        #expect(notes?.contains { $0.contains("home <&> \"away\"") } == true)
    }

    @Test func theMapZoomsToTheCountriesVisitedAndDrawsMicrostatesAsDots() throws {
        let map = WorldMap(source: "test", width: 1000, height: 400, countries: [
            .init(code: "GB", name: "United Kingdom", path: "M477 70l20 0 0 24z", dot: nil, box: [477, 70, 505, 95]),
            .init(code: "FR", name: "France", path: "M487 91l35 0 0 25z", dot: nil, box: [487, 91, 523, 116]),
            .init(code: "MC", name: "Monaco", path: "", dot: [527, 113], box: [527, 113, 527, 113]),
            .init(code: "US", name: "United States", path: "M33 35l280 0 0 128z", dot: nil, box: [33, 35, 314, 164]),
        ])
        let (html, _) = try render(map: map)
        #expect(html.contains("<circle class=\"dot s1\" data-country=\"MC\" data-days=\"1\""))
        #expect(html.contains("data-country=\"US\" data-days=\"0\""))
        let box = try #require(map.viewBox(showing: ["GB", "FR", "MC"]))
        #expect(box.x <= 477 && box.x + box.width >= 527 && box.y <= 70 && box.y + box.height >= 116)
        #expect(abs(box.width / box.height - 2.5) < 0.01)
        #expect(map.viewBox(showing: ["GB", "US"]) != nil)
        #expect(map.viewBox(showing: []) == nil)
    }

    @Test func coloursAreStableAndNeighbouringCodesDiffer() {
        #expect(CountryPalette.colour(country("FR")) == CountryPalette.colour(country("FR")))
        #expect(CountryPalette.colour(country("FR")) != CountryPalette.colour(country("FI")))
        #expect(CountryPalette.colour(country("DE")) != CountryPalette.colour(country("DK")))
    }
}

/// The day data's JSON inside a `<script>` element.
@Suite struct ScriptJSONTests {
    @Test(arguments: [
        ("{\"n\":\"</script>\"}", "{\"n\":\"<\\/script>\"}"),
        ("{\"n\":\"a\u{2028}b\u{2029}c\"}", "{\"n\":\"a\\u2028b\\u2029c\"}"),
        ("{\"n\":\"€ – ✈ Zürich\"}", "{\"n\":\"€ – ✈ Zürich\"}"),
        ("{\"n\":\"<b>&\"}", "{\"n\":\"<b>&\"}"),
    ])
    func scriptJSONCannotCloseTheElementOrBreakALine(input: String, expected: String) {
        #expect(HTMLText.scriptJSON(input) == expected)
    }
}
