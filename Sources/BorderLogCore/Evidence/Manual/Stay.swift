/// A stay the user states: "I was in `country` from `entry` to `exit`", both days included.
public struct Stay: Sendable, Equatable, Hashable, Codable {
    public var country: CountryCode
    public var entry: LocalDay
    /// Last day, included; nil while the person is still there.
    public var exit: LocalDay?
    public var note: String?

    public init(country: CountryCode, entry: LocalDay, exit: LocalDay? = nil, note: String? = nil) {
        self.country = country
        self.entry = entry
        self.exit = exit
        self.note = note
    }

    /// The days of the stay, with an open stay running to `openEnd`; nil when that is before entry.
    public func days(openEnd: LocalDay) -> DayRange? {
        DayRange(entry, exit ?? openEnd)
    }

    /// Whether two stays share a day other than one stay's exit being the other's entry
    /// (a border-crossing day belongs to both and is not an overlap). The same one-day stay twice overlaps.
    public func overlaps(_ other: Stay) -> Bool {
        let farFuture = LocalDay(ordinal: Int.max / 2)
        return entry < (other.exit ?? farFuture) && other.entry < (exit ?? farFuture)
            || (country, entry, exit) == (other.country, other.entry, other.exit)
    }

    public var rangeDescription: String {
        "\(country) \(entry)…\(exit.map(\.description) ?? "(still there)")"
    }
}

/// A day whose countries the user fixes outright, above all other evidence.
public struct DayOverride: Sendable, Equatable, Codable {
    public var date: LocalDay
    /// Countries of the day in the order they were visited; the last is where the day ended.
    public var countries: [CountryCode]
    public var note: String?

    public init(date: LocalDay, countries: [CountryCode], note: String? = nil) {
        self.date = date
        self.countries = countries
        self.note = note
    }
}
