/// A stay the user states: "I was in `country` from `entry` to `exit`", both days included.
public struct Stay: Sendable, Equatable, Hashable, Codable {
    /// How the person stated the stay.
    public enum Origin: String, Sendable, Codable, CaseIterable {
        /// A stays file, `stays add`, or the API's travel segments.
        case stated
        /// `review assign`: the person's answer to days the ledger could not place or was unsure of. It decides its
        /// days over other stays (it is the later word), and observed evidence does not dispute it.
        case review
    }

    public var country: CountryCode
    /// The state or province, when the person named one (`US-NY`, docs/regions.md); always of `country`.
    public var region: RegionCode?
    public var entry: LocalDay
    /// Last day, included; nil while the person is still there.
    public var exit: LocalDay?
    public var note: String?
    /// Covered by a residence permit or long-stay visa: its days are `permit` days, which the Schengen rule (and any
    /// rule honouring `permit`) leaves out.
    public var permit: Bool
    public var origin: Origin

    public init(
        country: CountryCode, entry: LocalDay, exit: LocalDay? = nil, note: String? = nil, permit: Bool = false, origin: Origin = .stated,
        region: RegionCode? = nil
    ) {
        self.country = country
        self.region = region
        self.entry = entry
        self.exit = exit
        self.note = note
        self.permit = permit
        self.origin = origin
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
        "\(region.map(\.rawValue) ?? country.rawValue) \(entry)…\(exit.map(\.description) ?? "(still there)")" + (permit ? " (permit)" : "")
    }
}

/// A day whose countries the user fixes outright, above all other evidence.
public struct DayOverride: Sendable, Equatable, Codable {
    public var date: LocalDay
    /// Countries of the day in the order they were visited, repeats kept (`NZ, AU, NZ`); the last is where the day ended.
    public var countries: [CountryCode]
    /// The states and provinces the person named (`US-NJ,US-NY,US-NJ`, docs/regions.md), in the order given; each is
    /// of one of `countries`. Empty when the override names countries only.
    public var regions: [RegionCode]
    public var note: String?
    /// Reasons the day is left out of the rules that honour them (a medical stay, a transit, commuting…); the day
    /// keeps its countries for everything else.
    public var exempt: [ExemptReason]

    public init(date: LocalDay, countries: [CountryCode], note: String? = nil, exempt: [ExemptReason] = [], regions: [RegionCode] = []) {
        self.date = date
        self.countries = countries
        self.regions = regions
        self.note = note
        self.exempt = Array(Set(exempt)).sorted()
    }
}
