import BorderLogGeo
import BorderLogModel
import Foundation

extension HTMLReport {
    /// Days spent per country in the range, as shades on a world map; tiny countries as dots.
    static let mapBuckets: [(upTo: Int, label: String)] = [(1, "1 day"), (7, "2–7 days"), (30, "8–30 days"), (90, "31–90 days"), (Int.max, "more than 90 days")]

    func worldMap(into html: inout String) {
        guard let range = data.range else { return }
        let days = data.counts.window(.range)?.countries ?? [:]
        html += "<section id=\"map\" aria-labelledby=\"map-title\">\n<h2 id=\"map-title\">Countries, \(range.first) to \(range.last)</h2>\n"
        guard let map else {
            html += "<p class=\"note\">The world map is not installed (run <code>make geodata</code>); the table of days per country below has every figure.</p>\n</section>\n"
            return
        }
        let visited = days.keys.sorted()
        let names = visited.map { "\($0.name) \(days[$0]!)" }.joined(separator: ", ")
        let world = "0 0 \(Int(map.width)) \(Int(map.height))"
        let zoom = map.viewBox(showing: Set(days.keys.map(\.rawValue))).map { String(format: "%.1f %.1f %.1f %.1f", $0.x, $0.y, $0.width, $0.height) }
        if zoom != nil {
            html += "<p class=\"map-tools\"><button type=\"button\" class=\"map-toggle\" data-world=\"\(world)\" data-zoom=\"\(zoom!)\" aria-pressed=\"false\">Show the whole world</button></p>\n"
        }
        html += """
            <figure>
            <svg class="map" viewBox="\(zoom ?? world)" role="img" aria-labelledby="map-desc">
            <desc id="map-desc">World map; countries with days in this range are shaded by the number of days: \(HTMLText.escape(names)). The table of days per country has the same figures.</desc>

            """
        var dots = ""
        // A country whose states or provinces hold days is shaded by them, not as a whole (docs/regions.md).
        let regionDays = data.regionCounts.window(.range)?.regions ?? [:]
        let shadedByRegion = Set(regionDays.filter { $0.value > 0 }.map(\.key.country.rawValue))
        for country in map.countries {
            let count = CountryCode(country.code).flatMap { days[$0] } ?? 0
            let shade = count == 0 || shadedByRegion.contains(country.code) ? "" : " s\(Self.mapBuckets.firstIndex { count <= $0.upTo }! + 1)"
            let title = "<title>\(HTMLText.escape(country.name)): \(count == 0 ? "no days" : "\(count) day\(count == 1 ? "" : "s")")</title>"
            if !country.path.isEmpty {
                html += "<path class=\"land\(shade)\" data-country=\"\(country.code)\" data-days=\"\(count)\" d=\"\(country.path)\">\(title)</path>\n"
            }
            if let dot = country.dot, dot.count == 2 {
                let radius = count > 0 ? 3.2 : 1.6
                dots += "<circle class=\"dot\(shade)\" data-country=\"\(country.code)\" data-days=\"\(count)\" cx=\"\(dot[0])\" cy=\"\(dot[1])\" r=\"\(radius)\">\(title)</circle>\n"
            }
        }
        // States and provinces over their countries: outlined, and shaded like a country when visited.
        for region in map.regions ?? [] where !region.path.isEmpty {
            let count = RegionCode(region.code).flatMap { regionDays[$0] } ?? 0
            let shade = count == 0 ? "" : " s\(Self.mapBuckets.firstIndex { count <= $0.upTo }! + 1)"
            let title = "<title>\(HTMLText.escape(region.name)): \(count == 0 ? "no days" : "\(count) day\(count == 1 ? "" : "s")")</title>"
            html += "<path class=\"region\(shade)\" data-region=\"\(region.code)\" data-days=\"\(count)\" d=\"\(region.path)\">\(title)</path>\n"
        }
        // Dots last, so that a microstate shows above the country around it.
        html += dots + "</svg>\n<figcaption><span class=\"legend\">"
        for (index, bucket) in Self.mapBuckets.enumerated() {
            html += "<span><i class=\"swatch s\(index + 1)\"></i>\(bucket.label)</span>"
        }
        html += "</span> Small countries and territories are drawn as dots; US states and Canadian and Australian provinces are outlined "
            + "and shaded by their own days. <a href=\"#counts\">The same figures as a table.</a></figcaption>\n</figure>\n</section>\n"
    }
}
