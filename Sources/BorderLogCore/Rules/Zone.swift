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

    /// The Schengen Area's id in the bundled zones: the zone crossings records and zone-only days speak of.
    public static let schengenID = "schengen"

    public var id: String
    public var name: String
    public var note: String?
    public var members: [Membership]

    public init(id: String, name: String, note: String? = nil, members: [Membership]) {
        self.id = id
        self.name = name
        self.note = note
        self.members = members
    }

    /// Whether a day spent in `country` on `day` is a day in this zone.
    public func contains(_ country: CountryCode, on day: LocalDay) -> Bool {
        members.contains { $0.country == country && $0.covers(day) }
    }

    /// Whether any of `countries` on `day` makes it a zone day (a day counts if any part was spent in the zone).
    public func containsAny(_ countries: some Sequence<CountryCode>, on day: LocalDay) -> Bool {
        countries.contains { contains($0, on: day) }
    }
}
