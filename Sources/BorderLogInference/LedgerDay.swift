import BorderLogModel

/// One day of the presence ledger: where the person was, how sure BorderLog is, and why.
public struct LedgerDay: Sendable, Equatable, Codable {
    public enum Flag: String, Sendable, Codable, CaseIterable, Comparable {
        case override
        case manual
        case gapFilled = "gap-filled"
        case travelDay = "travel-day"
        case disputed
        case transitSuspect = "transit-suspect"
        case nearBorder = "near-border"
        case unknown
        /// Inside the Schengen Area by the record of a border crossing (from an entry to its exit), with nothing
        /// naming the country: counted for the zone's rules, unknown for every country's.
        case zoneOnly = "zone-only"
        /// The person confirmed the day's reading (`review confirm`) and the ledger still reads it so.
        case confirmed
        /// A point of the day lies within the region layer's tolerance of a state or province the day is not in
        /// (docs/regions.md): the person may have been there too.
        case regionBorder = "region-border"

        public static func < (lhs: Flag, rhs: Flag) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public enum ConfidenceLabel: String, Sendable, Codable {
        case high, medium, low
    }

    public var date: LocalDay
    /// Where the day ended (or most evidence); nil when unknown.
    public var country: CountryCode?
    /// Every country with presence that day, in the order visited, repeats kept (`NZ, AU, NZ`: out and back the
    /// same day); the last is where the day ended. Empty when unknown.
    public var countries: [CountryCode]
    public var confidence: Double
    public var confidenceLabel: ConfidenceLabel
    /// Evidence counts: source → country (or the zone a record alone names) → count.
    public var evidence: EvidenceCounts
    public var flags: [Flag]
    /// Zones whose membership includes one of `countries` on `date`.
    public var zones: [ZoneID]
    /// Why the day reads as it does, for `explain`.
    public var reason: String
    /// Reasons the day is left out of the rules that honour them: an override's `--exempt` reasons, and `permit` on
    /// the days of a stay covered by a residence permit. Sorted; usually empty.
    public var exempt: [ExemptReason]
    /// Every state or province with presence that day (US, CA, AU: docs/regions.md), in visiting order; empty where
    /// none is known. Each belongs to one of `countries`.
    public var regions: [RegionCode]
    /// The region where the day ended, of `country`; nil when unknown or when the country has no region layer.
    public var region: RegionCode?

    public init(
        date: LocalDay, country: CountryCode?, countries: [CountryCode], confidence: Double,
        confidenceLabel: ConfidenceLabel, evidence: EvidenceCounts, flags: [Flag], zones: [ZoneID], reason: String = "",
        exempt: [ExemptReason] = [], regions: [RegionCode] = [], region: RegionCode? = nil
    ) {
        self.date = date
        self.country = country
        self.countries = countries
        self.confidence = confidence
        self.confidenceLabel = confidenceLabel
        self.evidence = evidence
        self.flags = flags
        self.zones = zones
        self.reason = reason
        self.exempt = exempt
        self.regions = regions
        self.region = region
    }

    /// No country is known (a zone-only day included: its zone is known, its country is not).
    public var isUnknown: Bool { countries.isEmpty }

    /// In a zone by the record, country unknown.
    public var isZoneOnly: Bool { flags.contains(.zoneOnly) }

    enum CodingKeys: String, CodingKey {
        case date, country, countries, regions, region, confidence, confidenceLabel, evidence, flags, zones, reason, exempt
    }

    /// `regions` may be absent (days written before regions were known).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            date: try container.decode(LocalDay.self, forKey: .date), country: try container.decodeIfPresent(CountryCode.self, forKey: .country),
            countries: try container.decode([CountryCode].self, forKey: .countries), confidence: try container.decode(Double.self, forKey: .confidence),
            confidenceLabel: try container.decode(ConfidenceLabel.self, forKey: .confidenceLabel),
            evidence: try container.decode(EvidenceCounts.self, forKey: .evidence), flags: try container.decode([Flag].self, forKey: .flags),
            zones: try container.decode([ZoneID].self, forKey: .zones), reason: try container.decode(String.self, forKey: .reason),
            exempt: try container.decode([ExemptReason].self, forKey: .exempt),
            regions: try container.decodeIfPresent([RegionCode].self, forKey: .regions) ?? [],
            region: try container.decodeIfPresent(RegionCode.self, forKey: .region))
    }
}
