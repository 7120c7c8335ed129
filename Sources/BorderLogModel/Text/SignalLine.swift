import Foundation

/// One signal as `signals --format jsonl` lists it (docs/reports.md, "JSON output"): every field is present, `null`
/// when unknown; calendar signals (and booked flights) add their flight's fields.
public struct SignalLine: Codable, Sendable, Equatable {
    /// The fields every signal has.
    public struct Fields: Codable, Sendable, Equatable {
        public var kind: SignalKind
        /// The file as imported.
        public var source: String
        /// RFC 3339 in UTC.
        @Nullable public var utc: String?
        @Nullable public var local: WallTime?
        public var day: LocalDay
        @Nullable public var timezone: String?
        @Nullable public var lat: Double?
        @Nullable public var lon: Double?
        @Nullable public var accuracy: Double?
        @Nullable public var country: CountryCode?
        /// The state or province, and another within the tolerance of the point (docs/regions.md).
        @Nullable public var region: RegionCode?
        @Nullable public var nearbyRegion: RegionCode?
    }

    /// What a calendar signal adds: the flight number and the route and times the calendar states.
    public struct FlightFields: Codable, Sendable, Equatable {
        @Nullable public var flight: String?
        public var from: String
        public var to: String
        @Nullable public var departure: String?
        @Nullable public var arrival: String?
    }

    public var fields: Fields
    /// Present for calendar signals only.
    public var flight: FlightFields?

    public init(_ signal: Signal, source: String) {
        fields = Fields(
            kind: signal.kind, source: source, utc: signal.utc.map { RFC3339.utc($0) }, local: signal.local, day: signal.day,
            timezone: signal.timeZone, lat: signal.coordinate?.latitude, lon: signal.coordinate?.longitude,
            accuracy: signal.accuracy, country: signal.country, region: signal.region, nearbyRegion: signal.nearbyRegion)
        flight = signal.flight.map { FlightFields(flight: $0.flight, from: $0.from, to: $0.to, departure: $0.departure, arrival: $0.arrival) }
    }

    /// The two parts share one JSON object.
    public init(from decoder: any Decoder) throws {
        fields = try Fields(from: decoder)
        flight = [.calendar, .booking, .logbook].contains(fields.kind) ? try? FlightFields(from: decoder) : nil
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
        try flight?.encode(to: encoder)
    }
}
