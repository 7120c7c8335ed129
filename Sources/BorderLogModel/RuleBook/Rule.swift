/// A day-count limit on presence in a zone: "at most 90 days in any 180", "at least 183 days in the tax year",
/// "no stay of more than six months".
///
/// A rule is data: the bundled library (`zones.json`) and the user's config file hold them. `source` cites the statute
/// or official guidance it follows and `notModelled` says what it leaves out; a rule counts days, it is never advice.
public struct Rule: Codable, Sendable, Equatable, Identifiable {
    /// Which days count toward a rule, read from the ledger.
    public enum Counting: String, Codable, Sendable, CaseIterable {
        /// A day counts if any part of it was spent in the zone (Schengen, most visa rules).
        case anyPresence
        /// A day counts only if it ended in the zone (the "midnight rule" of many tax residence tests). The UK's
        /// transit exception applies only to days marked `--exempt transit` (see `DayCounting`).
        case midnight
        /// Cyprus: the arrival day counts and the departure day does not; in and out the same day counts, out and back
        /// the same day does not.
        case arrivalNotDeparture
        /// Days away: a known day with no presence in the zone at all (home-country absence limits). Unknown days never
        /// count.
        case absence
        /// Full days away (US foreign earned income): a known day the ledger places wholly outside the zone, with no
        /// layover or flight in it, that neither began where the day before ended inside the zone nor ended where the
        /// next day begins inside it (a night flight to or from the zone spends the day partly on the way). Departure
        /// and arrival days never count; travel between two places outside the zone does. Unknown and zone-only days
        /// never count.
        case fullDayAbroad

        /// Whether the rule counts days away from the zone rather than days in it.
        public var countsAway: Bool { self == .absence || self == .fullDayAbroad }

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let counting = Counting(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown counting '\(text)'; use one of \(Counting.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self = counting
        }
    }

    /// A second limit over the same period: at most `maxDays` days with any presence in `zone` (New York's 548-day
    /// rule: 450 days abroad, and at most 90 of the 548 in New York). The rule is met only when both hold.
    public struct ZoneLimit: Codable, Sendable, Equatable {
        public var zone: ZoneID
        public var maxDays: Int
    }

    /// Nationals the rule does not apply to, and why (Schengen's short-stay limit and EU, EEA and Swiss nationals).
    public struct NationalsExempt: Codable, Sendable, Equatable {
        public var countries: [CountryCode]
        public var reason: String
    }

    public var id: String
    public var name: String
    public var zone: ZoneID
    public var period: Period
    public var maxDays: Int?
    public var minDays: Int?
    public var counting: Counting
    /// Warn when this many days or fewer remain before `maxDays`.
    public var warnWithin: Int?
    /// Whether an airside layover counts as a day in the zone (default no: for Schengen, changing planes without
    /// passing border control is not an entry).
    public var countTransit: Bool?
    /// Override reasons (and `permit`) whose days this rule leaves out.
    public var exemptReasons: [ExemptReason]?
    /// What the rule counts, in a sentence.
    public var summary: String?
    /// The statute or official guidance the rule follows.
    public var source: String?
    /// What the rule does not model (ties, intentions, exceptional circumstances…).
    public var notModelled: String?
    /// Whether `report rules` evaluates the rule; nil means yes. The bundled library ships most rules turned off.
    public var enabled: Bool?
    /// Nationals to whom the rule does not apply.
    public var nationalsExempt: NationalsExempt?
    /// With `absence` counting: only absences of at least this many days count (Quebec's health cover counts absences
    /// of 21 days or more). Unknown days inside an absence neither count nor end it.
    public var minAbsenceDays: Int?
    /// A second limit over the same period (see `ZoneLimit`).
    public var alsoAtMost: ZoneLimit?
    /// Another limit while the profile holds a status on the day (see `StatusLimit`).
    public var withStatus: StatusLimit?

    /// The limits that hold instead of `maxDays` and `minDays` while the profile holds `status` on the evaluation day
    /// (the UAE: 183 days in 12 months, or 90 for a resident).
    public struct StatusLimit: Codable, Sendable, Equatable {
        public var status: ResidenceStatus.ID
        public var maxDays: Int?
        public var minDays: Int?
    }

    public init(
        id: String, name: String, zone: ZoneID, period: Period, maxDays: Int? = nil, minDays: Int? = nil,
        counting: Counting = .anyPresence, warnWithin: Int? = nil, countTransit: Bool? = nil, exemptReasons: [ExemptReason]? = nil,
        summary: String? = nil, source: String? = nil, notModelled: String? = nil, enabled: Bool? = nil, nationalsExempt: NationalsExempt? = nil,
        minAbsenceDays: Int? = nil, alsoAtMost: ZoneLimit? = nil, withStatus: StatusLimit? = nil
    ) {
        self.id = id
        self.name = name
        self.zone = zone
        self.period = period
        self.maxDays = maxDays
        self.minDays = minDays
        self.counting = counting
        self.warnWithin = warnWithin
        self.countTransit = countTransit
        self.exemptReasons = exemptReasons
        self.summary = summary
        self.source = source
        self.notModelled = notModelled
        self.enabled = enabled
        self.nationalsExempt = nationalsExempt
        self.minAbsenceDays = minAbsenceDays
        self.alsoAtMost = alsoAtMost
        self.withStatus = withStatus
    }

    /// This rule with its status limits in force when one of `statuses` is `withStatus`'s and held on `day`.
    public func limits(for statuses: [ResidenceStatus], on day: LocalDay) -> Rule {
        guard let limit = withStatus, statuses.contains(where: { $0.id == limit.status && $0.isHeld(on: day) }) else { return self }
        var applied = self
        applied.maxDays = limit.maxDays ?? maxDays
        applied.minDays = limit.minDays ?? minDays
        return applied
    }

    public var isEnabled: Bool { enabled ?? true }

    /// Why the rule does not apply to a national of `nationalities` (the first that is exempt), or nil when it applies.
    public func exemption(for nationalities: [CountryCode]) -> String? {
        guard let exempt = nationalsExempt, let national = nationalities.first(where: exempt.countries.contains) else { return nil }
        return "you are a national of \(national) (\(national.name)): \(exempt.reason)"
    }
}
