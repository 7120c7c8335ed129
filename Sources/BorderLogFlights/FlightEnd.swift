import BorderLogGeo
import BorderLogModel

/// Where a flight leaves or lands: an airport of the table, or a city in a named country whose airport a calendar
/// event leaves open (its `FlightPlace.city`). The open end still puts the person in its country on that day; it has
/// no position of its own.
public enum FlightEnd: Hashable, Sendable {
    case airport(Airport)
    case city(OpenAirport)

    /// A city where several airports of its country fit.
    public struct OpenAirport: Hashable, Sendable {
        /// The city and its country as the event writes them (`TOULOUSE FR`).
        public var name: String
        public var country: CountryCode
        /// The airports that fit, all in `country`.
        public var candidates: [Airport]
        /// The zone the candidates share, else the country's only zone; nil when there is neither (the event's
        /// own zone is used then).
        public var timeZone: String?

        public init(name: String, country: CountryCode, candidates: [Airport], timeZone: String?) {
            self.name = name
            self.country = country
            self.candidates = candidates
            self.timeZone = timeZone
        }
    }

    /// The airport, when it is known.
    public var airport: Airport? {
        if case .airport(let airport) = self { airport } else { nil }
    }

    /// The airport's code (IATA, else ICAO), or the city and its country (`TOULOUSE FR`) when the airport is open.
    public var label: String {
        switch self {
        case .airport(let airport): airport.code
        case .city(let open): open.name
        }
    }

    public var country: CountryCode? {
        switch self {
        case .airport(let airport): airport.country
        case .city(let open): open.country
        }
    }

    public var timeZone: String? {
        switch self {
        case .airport(let airport): airport.timeZone
        case .city(let open): open.timeZone
        }
    }

    /// Where block times are measured from: the airport, or the middle of the candidates (one city's airports).
    var position: (latitude: Double, longitude: Double) {
        switch self {
        case .airport(let airport): (airport.latitude, airport.longitude)
        case .city(let open):
            (open.candidates.map(\.latitude).reduce(0, +) / Double(open.candidates.count),
             open.candidates.map(\.longitude).reduce(0, +) / Double(open.candidates.count))
        }
    }
}
