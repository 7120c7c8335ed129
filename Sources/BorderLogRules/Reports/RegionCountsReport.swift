import BorderLogInference
import BorderLogModel

/// Days per state or province (`report regions`, docs/regions.md), over `report countries`' windows.
///
/// A day counts once for every region with presence that day (a commuter's day, `US-NJ,US-NY,US-NJ`, once for each),
/// the way a statutory-residence count takes any part of a day. `unknown` counts the days with presence in a country
/// that has a region layer (the one asked for, with `country`) but no region of it known.
public struct RegionCountsReport: Sendable, Equatable, Encodable {
    public struct Window: Sendable, Equatable, Encodable {
        public let window: ReportWindow
        public let from: LocalDay
        public let to: LocalDay
        public let days: Int
        /// Region → days with presence.
        public let regions: [RegionCode: Int]
        /// Days in a country with a region layer whose region is not known.
        public let unknown: Int

        private enum CodingKeys: String, CodingKey {
            case window = "name", from, to, days, regions, unknown
        }
    }

    public let on: LocalDay
    /// The country the report is limited to; left out for every country with a region layer.
    public let country: CountryCode?
    public let windows: [Window]

    /// The window of that kind, if the report has it.
    public func window(_ window: ReportWindow) -> Window? { windows.first { $0.window == window } }

    public init(ledger: Ledger, on day: LocalDay, custom: DayRange? = nil, country: CountryCode? = nil) {
        on = day
        self.country = country
        windows = ReportWindow.windows(on: day, custom: custom).map { window, range in
            RegionCountsReport.count(ledger, window: window, range: range, country: country)
        }
    }

    private static func count(_ ledger: Ledger, window: ReportWindow, range: DayRange, country: CountryCode?) -> Window {
        var regions: [RegionCode: Int] = [:]
        var unknown = 0
        let counted = { (code: CountryCode) in country.map { $0 == code } ?? RegionCode.hasRegions(code) }
        for day in ledger.days where range.contains(day.date) {
            for region in Set(day.regions) where counted(region.country) { regions[region, default: 0] += 1 }
            let placed = Set(day.regions.map(\.country))
            if day.countries.contains(where: { counted($0) && !placed.contains($0) }) { unknown += 1 }
        }
        return Window(window: window, from: range.first, to: range.last, days: range.count, regions: regions, unknown: unknown)
    }

    /// Regions with most days in the last 365 first, then the calendar year, then by code.
    private var ordered: [RegionCode] {
        let key = { (code: RegionCode) in (self.windows[3].regions[code] ?? 0, self.windows[4].regions[code] ?? 0) }
        return Set(windows.flatMap(\.regions.keys)).sorted { (key($1).0, key($1).1, $0) < (key($0).0, key($0).1, $1) }
    }

    /// A table: one row per region, one column per window, unknown days last.
    public var text: String {
        var rows = [["region"] + windows.map { $0.window.heading(from: $0.from, to: $0.to) }]
        for code in ordered { rows.append(["\(code) \(code.name)"] + windows.map { String($0.regions[code] ?? 0) }) }
        rows.append(["region unknown"] + windows.map { String($0.unknown) })
        return CountryCountsReport.table(rows)
    }

    /// `region,name,WINDOW…` with the windows' names as headers, one row per region, then `unknown`.
    public var csv: String {
        var lines = [(["region", "name"] + windows.map(\.window.name)).joined(separator: ",")]
        for code in ordered { lines.append(([code.rawValue, code.name] + windows.map { String($0.regions[code] ?? 0) }).joined(separator: ",")) }
        lines.append((["unknown", ""] + windows.map { String($0.unknown) }).joined(separator: ","))
        return lines.joined(separator: "\n")
    }
}
