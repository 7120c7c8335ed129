import BorderLogCore

/// Where a coordinate lies: its country (ISO 3166-1 alpha-2) and IANA time zone.
public struct GeoResolution: Hashable, Sendable {
    /// The country or territory, nil on the open sea beyond territorial waters or for invalid input.
    public let country: CountryCode?
    /// The IANA time-zone id (`Europe/Paris`, or `Etc/GMT+2` at sea), nil for invalid input.
    public let timeZone: String?
    /// True when another country lies within about one to four kilometres (a 3×3 block of 0.02° cells),
    /// so that inference can lower its confidence.
    public let nearBorder: Bool

    public init(country: CountryCode?, timeZone: String?, nearBorder: Bool) {
        self.country = country
        self.timeZone = timeZone
        self.nearBorder = nearBorder
    }

    /// The resolution of a coordinate that is not a valid position.
    public static let invalid = GeoResolution(country: nil, timeZone: nil, nearBorder: false)
}
