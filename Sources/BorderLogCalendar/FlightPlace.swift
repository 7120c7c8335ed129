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
