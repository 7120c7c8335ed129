import BorderLogFlights
import BorderLogGeo
import BorderLogModel

/// One end of a route as an event's text names it: an airport, or a city written with its country code where several
/// of the city's airports fit (`TOULOUSE FR`, `PORTLAND US`): the country is certain, the airport is not.
public enum FlightPlace: Hashable, Sendable, CustomStringConvertible {
    /// An IATA code.
    case airport(String)
    /// The city as written, its country, and the codes of the airports there that fit.
    case city(String, country: CountryCode, candidates: [String])

    /// The IATA code, when the airport is known.
    public var code: String? {
        if case .airport(let code) = self { code } else { nil }
    }

    /// Whether this airport may be the one `place` names: the same, or one of the city's candidates.
    func fits(_ place: FlightPlace) -> Bool {
        switch place {
        case .airport: self == place
        case .city(_, _, let candidates): code.map(candidates.contains) ?? false
        }
    }

    /// The code, or the city and its country as written (`TOULOUSE FR`).
    public var description: String {
        switch self {
        case .airport(let code): code
        case .city(let name, let country, _): "\(name) \(country.rawValue)"
        }
    }
}

extension AirportLookup {
    /// The end a detected place names; nil for a code the table does not know, or a city none of whose candidates it does.
    public func end(_ place: FlightPlace) -> FlightEnd? {
        switch place {
        case .airport(let code):
            return airport(code).map(FlightEnd.airport)
        case .city(_, let country, let codes):
            let candidates = codes.compactMap(airport)
            guard !candidates.isEmpty else { return nil }
            let zones = Set(candidates.map(\.timeZone))
            let shared = zones.count == 1 ? zones.first ?? nil : nil
            let countryZones = index.timeZones(of: country)
            return .city(FlightEnd.OpenAirport(
                name: place.description, country: country, candidates: candidates,
                timeZone: shared ?? (countryZones.count == 1 ? countryZones[0] : nil)))
        }
    }
}
