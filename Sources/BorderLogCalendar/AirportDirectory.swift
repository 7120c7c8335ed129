/// What the flight detector needs to know about airports: which codes exist, and which airport a
/// city or airport name means. ``AirportLookup`` answers from the geo index; tests can use a table.
public protocol AirportDirectory {
    func isAirport(code: String) -> Bool
    /// The IATA code of the airport a city or airport name (any language the table knows) means.
    func airportCode(named name: String) -> String?
}
