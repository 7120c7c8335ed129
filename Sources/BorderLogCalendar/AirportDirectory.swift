import BorderLogGeo
import BorderLogModel

/// What the flight detector needs to know about airports: which codes exist, and which airport a
/// city or airport name means. ``AirportLookup`` answers from the geo index; tests can use a table.
public protocol AirportDirectory {
    func isAirport(code: String) -> Bool
    /// The IATA code of the airport a city or airport name (any language the table knows) means.
    func airportCode(named name: String) -> String?
    /// The airport a city name means within one country (`FRANKFURT DE`, `LISBOA PT PORTELA`): never one in
    /// another country. `airportWords` are the words written after the country code, often the airport's own
    /// name (`PORTELA`), which pick among a city's airports.
    func airport(named name: String, in country: CountryCode, airportWords: [String]) -> AirportChoice
}

/// The geo index's airport table (BorderLogGeo) is the directory the readers use.
extension AirportLookup: AirportDirectory {}

extension AirportDirectory {
    /// Directories that cannot search by country know none: the detector then finds no flight and warns.
    public func airport(named name: String, in country: CountryCode, airportWords: [String]) -> AirportChoice {
        .unknown
    }
}
