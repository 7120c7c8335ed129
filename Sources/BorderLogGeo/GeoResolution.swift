import BorderLogModel

/// Where a coordinate lies: its country (ISO 3166-1 alpha-2) and IANA time zone.
public struct GeoResolution: Hashable, Sendable {
    /// The country or territory, nil on the open sea beyond territorial waters or for invalid input.
    public let country: CountryCode?
    /// The IANA time-zone id (`Europe/Paris`, or `Etc/GMT+2` at sea), nil for invalid input.
    public let timeZone: String?
    /// True when another country lies within about one to four kilometres (a 3×3 block of 0.02° cells),
    /// so that inference can lower its confidence.
    public let nearBorder: Bool
    /// The state or province (US, CA, AU: docs/regions.md), always one of `country`; nil elsewhere, at sea beyond its
    /// waters, or with an index built before the region layer.
    public let region: RegionCode?
    /// Another region of the same country whose outline lies within the layer's tolerance (300 m): the point may be in
    /// either, and a day with it is flagged `region-border`.
    public let nearbyRegion: RegionCode?

    public init(country: CountryCode?, timeZone: String?, nearBorder: Bool, region: RegionCode? = nil, nearbyRegion: RegionCode? = nil) {
        self.country = country
        self.timeZone = timeZone
        self.nearBorder = nearBorder
        self.region = region
        self.nearbyRegion = nearbyRegion
    }

    /// The region as `geo lookup` writes it: one code, or the region and its neighbour joined by `|` at a border.
    public var regionText: String? {
        region.map { RegionCode.text($0, nearby: nearbyRegion) }
    }

    /// The resolution of a coordinate that is not a valid position.
    public static let invalid = GeoResolution(country: nil, timeZone: nil, nearBorder: false)
}
