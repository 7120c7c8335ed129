import BorderLogRules
import BorderLogTestSupport
import Foundation
import Testing

/// `report html` as a person opens it: rendered by chromium from disk, every figure compared with the command
/// line's JSON reports on the same store.
@Suite struct HTMLReportTests {
    let sample = SampleYearStore()
    var directory: TemporaryDirectory { sample.directory }
    var store: String { sample.path }
    var environment: [String: String] { sample.environment }

    private func borderlog(_ arguments: String...) async throws -> InProcessResult { try await sample.borderlog(arguments) }

    private func sampleStore() async throws { try await sample.fill(overrideNote: "Day trip <b>&</b> \"quotes\"") }

    /// `data-name="value"` attributes of every element that has `marker`, as dictionaries.
    private func elements(_ dom: String, with marker: String) -> [[String: String]] {
        let tag = try! Regex("<[a-z]+ [^>]*\(marker)[^>]*>")
        let attribute = try! Regex(#"([a-z-]+)="([^"]*)""#)
        return dom.matches(of: tag).map { match in
            var values: [String: String] = [:]
            for pair in String(dom[match.range]).matches(of: attribute) {
                values[String(pair.output[1].substring!)] = String(pair.output[2].substring!)
            }
            return values
        }
    }

    @Test func everyDayCountAndTripOfThePageEqualsTheJSONReports() async throws {
        try #require(Chromium.executable != nil, "chromium is needed: `make test` installs it")
        try await sampleStore()
        let page = directory.path("report.html")
        _ = try await borderlog("report", "html", "--out", page)
        let (dom, log) = try Chromium.dumpDOM(page)
        #expect(dom.contains("data-ready=\"1\""), "the page's script did not run to its end")
        #expect(!log.contains("Refused to") && !log.contains("net::ERR"), "the page tried to load something: \(log)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("url("))

        // Every ledger day, with its primary country and flags.
        let ledger = try JSONDecoder().decode([LedgerExport.Day].self, from: Data(try await borderlog("export", "ledger", "--format", "json").stdout.utf8))
        let days = elements(dom, with: "data-date=")
        #expect(days.count == ledger.count)
        for (element, day) in zip(days, ledger) {
            #expect(element["data-date"] == day.date.description)
            #expect(element["data-country"] == (day.country?.rawValue ?? ""))
            #expect(element["data-flags"] == day.flags.map(\.rawValue).joined(separator: " "))
        }

        // Schengen on the last day.
        let last = try #require(ledger.last?.date)
        let schengen = try JSONDecoder().decode(SchengenReport.self, from: Data(try await borderlog("report", "schengen", "--on", "\(last)", "--format", "json").stdout.utf8))
        let figure = try #require(elements(dom, with: "data-schengen-used=").first)
        #expect(figure["data-schengen-used"] == String(schengen.used) && figure["data-on"] == "\(last)")

        // Days per country over the page's range, and the map shading the same countries.
        let countries = try #require(try JSONSerialization.jsonObject(with: Data(
            try await borderlog("report", "countries", "--on", "\(last)", "--from", "\(ledger[0].date)", "--to", "\(last)", "--format", "json").stdout.utf8)) as? [String: Any])
        let range = try #require((countries["windows"] as? [[String: Any]])?.first { $0["name"] as? String == "range" }?["countries"] as? [String: Int])
        let counted = Dictionary(uniqueKeysWithValues: elements(dom, with: "data-window=\"range\"").map { ($0["data-country"]!, Int($0["data-days"]!)!) })
        #expect(counted == range)
        let shaded = elements(dom, with: "data-country=").filter { $0["class"]?.hasPrefix("land") == true || $0["class"]?.hasPrefix("dot") == true }
        let visited = Dictionary(shaded.filter { $0["data-days"] != "0" }.map { ($0["data-country"]!, Int($0["data-days"]!)!) }) { first, _ in first }
        #expect(visited == range)
        #expect(visited["VA"] == 1 && visited["RE"] == 12)

        // Trips.
        let trips = try JSONDecoder().decode([TripsReport.Trip].self, from: Data(try await borderlog("report", "trips", "--format", "json").stdout.utf8))
        let rows = elements(dom, with: "data-trip-country=")
        #expect(rows.map { $0["data-trip-country"]! } == trips.map { $0.country?.rawValue ?? "" })
        #expect(rows.map { $0["data-trip-entry"]! } == trips.map(\.entry.description))
        #expect(rows.map { $0["data-trip-days"]! } == trips.map { String($0.days) })

        // The override's note never reaches the markup raw, and cannot close the data's script.
        let data = try #require(html.range(of: "<script type=\"application/json\""))
        #expect(!html[..<data.lowerBound].contains("Day trip <b>"))
        #expect(html[data.lowerBound...].contains("Day trip <b>&<\\/b>"))

        // A link to a day opens its panel with the day's reading and evidence.
        let (opened, _) = try Chromium.dumpDOM(page + "#day=2026-04-05")
        let panel = try #require(opened.range(of: "<aside id=\"panel\"").map { String(opened[$0.lowerBound...].prefix(4000)) })
        #expect(!panel.hasPrefix("<aside id=\"panel\" role=\"dialog\" aria-modal=\"false\" aria-labelledby=\"panel-title\" tabindex=\"-1\" hidden"))
        #expect(panel.contains("2026-04-05") && panel.contains("IT → VA") && panel.contains("override"))

        let png = directory.path("report.png")
        try Chromium.screenshot(page, to: png)
        #expect(((try? FileManager.default.attributesOfItem(atPath: png)[.size]) as? Int ?? 0) > 50_000)
    }

    /// The client week in New York: the states on the map and in the table equal `report regions`, and the day panel
    /// names them.
    @Test func statesOnTheMapAndInTheTableEqualReportRegions() async throws {
        try #require(Chromium.executable != nil, "chromium is needed: `make test` installs it")
        try await sampleStore()
        let page = directory.path("report.html")
        _ = try await borderlog("report", "html", "--out", page)
        let (dom, _) = try Chromium.dumpDOM(page)
        let ledger = try JSONDecoder().decode([LedgerExport.Day].self, from: Data(try await borderlog("export", "ledger", "--format", "json").stdout.utf8))
        let (first, last) = (try #require(ledger.first?.date), try #require(ledger.last?.date))
        let report = try #require(try await borderlog("report", "regions", "--on", "\(last)", "--from", "\(first)", "--to", "\(last)", "--format", "json").json)
        let range = try #require((report["windows"] as? [[String: Any]])?.first { $0["name"] as? String == "range" }?["regions"] as? [String: Int])
        #expect(range == ["US-NJ": 5, "US-NY": 5])
        let table = Dictionary(uniqueKeysWithValues: elements(dom, with: "data-region-window=\"range\"").map { ($0["data-region"]!, Int($0["data-days"]!)!) })
        #expect(table == range)
        let shaded = elements(dom, with: "data-region=").filter { $0["class"]?.hasPrefix("region") == true }
        #expect(shaded.count >= 70, "every state and province large enough to draw (DC is not)")
        #expect(Dictionary(uniqueKeysWithValues: shaded.filter { $0["data-days"] != "0" }.map { ($0["data-region"]!, Int($0["data-days"]!)!) }) == range)
        let (opened, _) = try Chromium.dumpDOM(page + "#day=2026-09-23")
        let panel = try #require(opened.range(of: "<aside id=\"panel\"").map { String(opened[$0.lowerBound...].prefix(4000)) })
        #expect(panel.contains("States and provinces") && panel.contains("US-NJ New Jersey → US-NY New York"))
    }

    @Test func aRangeLimitsThePageAndAnUnwritablePathIsAClearError() async throws {
        try await sampleStore()
        let page = directory.path("april.html")
        _ = try await borderlog("report", "html", "--out", page, "--from", "2026-04-01", "--to", "2026-04-30")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.matches(of: try Regex("data-date=\"2026-04-")).count == 30)
        #expect(!html.contains("data-date=\"2026-05-01\""))
        let failed = await BorderLogCommandsTests.borderlog(["--store", store, "report", "html", "--out", directory.path("missing/folder/r.html")], environment: environment)
        #expect(failed.status == 1 && failed.stderr.contains("does not exist"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("missing")))
    }
}
