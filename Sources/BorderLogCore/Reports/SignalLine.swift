import Foundation

/// One signal as `signals --format jsonl` lists it (DESIGN §7): every field is present, `null` when unknown;
/// calendar signals add their flight's `flight`, `from`, `to`, `departure` and `arrival`.
public struct SignalLine: Codable, Sendable, Equatable {
    public var kind: SignalKind
    /// The file as imported.
    public var source: String
    /// RFC 3339 in UTC.
    public var utc: String?
    public var local: WallTime?
    public var day: LocalDay
    public var timezone: String?
    public var lat: Double?
    public var lon: Double?
    public var accuracy: Double?
    public var country: CountryCode?
    public var flight: String?
    public var from: String?
    public var to: String?
    public var departure: String?
    public var arrival: String?

    public init(_ signal: Signal, source: String) {
        kind = signal.kind
        self.source = source
        utc = signal.utc.map { RFC3339.utc($0) }
        local = signal.local
        day = signal.day
        timezone = signal.timeZone
        lat = signal.coordinate?.latitude
        lon = signal.coordinate?.longitude
        accuracy = signal.accuracy
        country = signal.country
        if let leg = signal.flight {
            flight = leg.flight
            from = leg.from
            to = leg.to
            departure = leg.departure
            arrival = leg.arrival
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, source, utc, local, day, timezone, lat, lon, accuracy, country, flight, from, to, departure, arrival
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(source, forKey: .source)
        try container.encode(utc, forKey: .utc)
        try container.encode(local, forKey: .local)
        try container.encode(day, forKey: .day)
        try container.encode(timezone, forKey: .timezone)
        try container.encode(lat, forKey: .lat)
        try container.encode(lon, forKey: .lon)
        try container.encode(accuracy, forKey: .accuracy)
        try container.encode(country, forKey: .country)
        guard kind == .calendar else { return }
        try container.encode(flight, forKey: .flight)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(departure, forKey: .departure)
        try container.encode(arrival, forKey: .arrival)
    }
}
