/// A named group of countries whose days are counted together (e.g. the Schengen Area).
///
/// Membership has dates: a day in a country counts for the zone only from the day the country joined
/// (and until the day it left, when it did).
public struct Zone: Codable, Sendable, Equatable, Identifiable {
    public struct Membership: Codable, Sendable, Equatable {
        public var country: CountryCode
        /// First day the country counts, inclusive; nil = always.
        public var from: LocalDay?
        /// Last day the country counts, inclusive; nil = still a member.
        public var until: LocalDay?
        /// Not a formal member, but borders are open so days count (Monaco, San Marino, the Vatican).
        public var deFacto: Bool?

        public init(country: CountryCode, from: LocalDay? = nil, until: LocalDay? = nil, deFacto: Bool? = nil) {
            self.country = country
            self.from = from
            self.until = until
            self.deFacto = deFacto
        }

        public func covers(_ day: LocalDay) -> Bool {
            (from.map { $0 <= day } ?? true) && (until.map { day <= $0 } ?? true)
        }
    }

    public var id: ZoneID
    public var name: String
    public var note: String?
    public var members: [Membership]
    /// States or provinces (docs/regions.md): a region zone (`{"id": "us-ny", "regions": ["US-NY"]}`) counts a day by
    /// the day's regions instead of its countries. Nil or empty for a zone of countries.
    public var regions: [RegionCode]?

    public init(id: ZoneID, name: String, note: String? = nil, members: [Membership], regions: [RegionCode]? = nil) {
        self.id = id
        self.name = name
        self.note = note
        self.members = members
        self.regions = regions
    }

    private enum CodingKeys: String, CodingKey { case id, name, note, members, regions }

    /// A region zone needs no `members`, and a zone of countries no `regions`; one needs one or the other.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(ZoneID.self, forKey: .id)
        let regions = try container.decodeIfPresent([RegionCode].self, forKey: .regions)
        let members = try container.decodeIfPresent([Membership].self, forKey: .members) ?? []
        guard !members.isEmpty || !(regions ?? []).isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .members, in: container, debugDescription: "zone '\(id)' has neither members (countries) nor regions (such as US-NY)")
        }
        self.init(
            id: id, name: try container.decodeIfPresent(String.self, forKey: .name) ?? id.rawValue, note: try container.decodeIfPresent(String.self, forKey: .note),
            members: members, regions: regions)
    }

    /// Counts days by their regions.
    public var isRegional: Bool { !(regions ?? []).isEmpty }

    /// Whether a day spent in `country` on `day` is a day in this zone.
    public func contains(_ country: CountryCode, on day: LocalDay) -> Bool {
        members.contains { $0.country == country && $0.covers(day) }
    }

    /// Whether any of `countries` on `day` makes it a zone day (a day counts if any part was spent in the zone).
    public func containsAny(_ countries: some Sequence<CountryCode>, on day: LocalDay) -> Bool {
        countries.contains { contains($0, on: day) }
    }
}
