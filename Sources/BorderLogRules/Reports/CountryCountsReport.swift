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
        public let name: String
        public let from: LocalDay
        public let to: LocalDay
        public let days: Int
        /// Country code → days with presence.
        public let countries: [String: Int]
        /// Zone id → zone-only days: inside the zone by the record of a border crossing, country unknown.
        public let zoneOnly: [String: Int]
        /// Days nothing places at all (zone-only days are counted under `zoneOnly` instead).
        public let unknown: Int
        /// With a home country: known days with no presence in it. Left out without one.
        public let homeAbsence: Int?
    }

    public let on: LocalDay
    /// The profile's home country, whose absence days each window counts; left out without one.
    public let home: CountryCode?
    public let windows: [Window]

    public init(ledger: Ledger, on day: LocalDay, custom: DayRange? = nil, home: CountryCode? = nil) {
        on = day
        self.home = home
        windows = Self.ranges(on: day, custom: custom).map { name, range in CountryCountsReport.count(ledger, name: name, range: range, home: home) }
    }

    /// The windows ending on `day`: the last 30, 90, 180 and 365 days, the calendar year so far, and `custom`.
    static func ranges(on day: LocalDay, custom: DayRange?) -> [(name: String, range: DayRange)] {
        var ranges: [(String, DayRange)] = [30, 90, 180, 365].map { ("last\($0)", DayRange(day.adding(days: -($0 - 1)), day)!) }
        ranges.append(("year\(day.year)", DayRange(LocalDay(year: day.year, month: 1, day: 1)!, day)!))
        if let custom { ranges.append(("range", custom)) }
        return ranges
    }

    /// A window's column heading: `30d`, `2026`, or the custom range.
    static func heading(name: String, from: LocalDay, to: LocalDay) -> String {
        switch name {
        case "range": "\(from)…\(to)"
        case let name where name.hasPrefix("last"): String(name.dropFirst(4)) + "d"
        default: String(name.dropFirst(4))
        }
    }

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

    private static func count(_ ledger: Ledger, name: String, range: DayRange, home: CountryCode?) -> Window {
        var countries: [String: Int] = [:]
        var zoneOnly: [String: Int] = [:]
        var placed = 0
        var away = 0
        for day in ledger.days where range.contains(day.date) {
            if day.isZoneOnly {
                placed += 1
                for zone in day.zones { zoneOnly[zone, default: 0] += 1 }
            } else if !day.isUnknown {
                placed += 1
                for country in Set(day.countries) { countries[country.rawValue, default: 0] += 1 }
                if let home, !day.countries.contains(home) { away += 1 }
            }
        }
        return Window(
            name: name, from: range.first, to: range.last, days: range.count, countries: countries, zoneOnly: zoneOnly, unknown: range.count - placed,
            homeAbsence: home.map { _ in away })
    }

    /// A table: one row per country (most days first), one column per window, then zone-only days, unknown days last.
    public var text: String {
        let headers = windows.map { Self.heading(name: $0.name, from: $0.from, to: $0.to) }
        // Most days in the last 365 first, then the calendar year, then by code.
        let key = { (code: String) in (self.windows[3].countries[code] ?? 0, self.windows[4].countries[code] ?? 0) }
        let codes = Set(windows.flatMap(\.countries.keys)).sorted { (key($1).0, key($1).1, $0) < (key($0).0, key($0).1, $1) }
        var rows = [["country"] + headers]
        for code in codes {
            let name = CountryCode(code).map { "\($0) \($0.name)" } ?? code
            rows.append([name] + windows.map { String($0.countries[code] ?? 0) })
        }
        for zone in Set(windows.flatMap(\.zoneOnly.keys)).sorted() {
            let name = zone == Zone.schengenID ? "Schengen Area" : zone
            rows.append(["\(name), country unknown"] + windows.map { String($0.zoneOnly[zone] ?? 0) })
        }
        rows.append(["unknown"] + windows.map { String($0.unknown) })
        if let home { rows.append(["away from \(home)"] + windows.map { String($0.homeAbsence ?? 0) }) }
        return Self.table(rows)
    }
}
