import BorderLogModel

/// An airport, by its IATA code or, for an airfield that has none, its ICAO code. Its country and time zone come from the resolver at its position,
/// not from the airport data's own fields.
public struct Airport: Hashable, Sendable, Codable {
    /// The three-letter IATA code, upper case; the four-letter ICAO code of an airport without one.
    public let code: String
    /// The four-letter ICAO code, when the airport data gives one.
    public var icao: String?
    public let name: String
    /// The city the airport serves, as the airport data names it (English).
    public let city: String
    public let latitude: Double
    public let longitude: Double
    public let country: CountryCode?
    /// IANA time-zone id at the airport.
    public let timeZone: String?
    /// The state or province at the airport, for countries with a region layer (docs/regions.md).
    public var region: RegionCode?

    public init(code: String, name: String, city: String, latitude: Double, longitude: Double,
                country: CountryCode?, timeZone: String?, region: RegionCode? = nil) {
        self.code = code
        self.name = name
        self.city = city
        self.latitude = latitude
        self.longitude = longitude
        self.country = country
        self.timeZone = timeZone
        self.region = region
    }
}
