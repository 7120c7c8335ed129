import BorderLogInference
import BorderLogModel

/// Days per country over the usual look-back windows and an optional custom range (`report countries`).
///
/// A day counts once for every country with presence that day (an out-and-back day, `NZ,AU,NZ`, once for NZ), so a
/// travel day counts for both ends and the columns can sum to more than the window's length. With the profile's
/// `home`, each window also has `homeAbsence`: known days spent wholly outside the home country (unknown and zone-only
/// days are not counted as away).
public struct CountryCountsReport: Sendable, Equatable, Encodable {
    public struct Window: Sendable, Equatable, Encodable {
        public let window: ReportWindow
        public let from: LocalDay
        public let to: LocalDay
        public let days: Int
        /// Days with presence, by country.
        public let countries: [CountryCode: Int]
        /// Zone id → zone-only days: inside the zone by the record of a border crossing, country unknown.
        public let zoneOnly: [ZoneID: Int]
        /// Days nothing places at all (zone-only days are counted under `zoneOnly` instead).
        public let unknown: Int
        /// With a home country: known days with no presence in it. Left out without one.
        public let homeAbsence: Int?

        private enum CodingKeys: String, CodingKey {
            case window = "name", from, to, days, countries, zoneOnly, unknown, homeAbsence
        }
    }

    public let on: LocalDay
    /// The profile's home country, whose absence days each window counts; left out without one.
    public let home: CountryCode?
    public let windows: [Window]

    public init(ledger: Ledger, on day: LocalDay, custom: DayRange? = nil, home: CountryCode? = nil) {
        on = day
        self.home = home
        windows = ReportWindow.windows(on: day, custom: custom).map { window, range in
            CountryCountsReport.count(ledger, window: window, range: range, home: home)
        }
    }

    /// The window of that kind, if the report has it.
    public func window(_ window: ReportWindow) -> Window? { windows.first { $0.window == window } }

    /// Rows as a table: the first column left-aligned, the others right-aligned.
    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    private static func count(_ ledger: Ledger, window: ReportWindow, range: DayRange, home: CountryCode?) -> Window {
        var countries: [CountryCode: Int] = [:]
        var zoneOnly: [ZoneID: Int] = [:]
        var placed = 0
        var away = 0
        for day in ledger.days where range.contains(day.date) {
            if day.isZoneOnly {
                placed += 1
                for zone in day.zones { zoneOnly[zone, default: 0] += 1 }
            } else if !day.isUnknown {
                placed += 1
                for country in Set(day.countries) { countries[country, default: 0] += 1 }
                if let home, !day.countries.contains(home) { away += 1 }
            }
        }
        return Window(
            window: window, from: range.first, to: range.last, days: range.count, countries: countries, zoneOnly: zoneOnly, unknown: range.count - placed,
            homeAbsence: home.map { _ in away })
    }

    /// A table: one row per country (most days first), one column per window, then zone-only days (their zones named
    /// as `rules` names them), unknown days last.
    public func text(rules: RuleBook) -> String {
        let headers = windows.map { $0.window.heading(from: $0.from, to: $0.to) }
        // Most days in the last 365 first, then the calendar year, then by code.
        let key = { (code: CountryCode) in (self.windows[3].countries[code] ?? 0, self.windows[4].countries[code] ?? 0) }
        let codes = Set(windows.flatMap(\.countries.keys)).sorted { (key($1).0, key($1).1, $0) < (key($0).0, key($0).1, $1) }
        var rows = [["country"] + headers]
        for code in codes {
            rows.append(["\(code) \(code.name)"] + windows.map { String($0.countries[code] ?? 0) })
        }
        for zone in Set(windows.flatMap(\.zoneOnly.keys)).sorted() {
            rows.append(["\(rules.name(of: zone)), country unknown"] + windows.map { String($0.zoneOnly[zone] ?? 0) })
        }
        rows.append(["unknown"] + windows.map { String($0.unknown) })
        if let home { rows.append(["away from \(home)"] + windows.map { String($0.homeAbsence ?? 0) }) }
        return Self.table(rows)
    }
}
