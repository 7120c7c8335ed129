import Foundation

/// Which stage produced a signal.
public enum SignalKind: String, Codable, Sendable, CaseIterable {
    case photo
    case location
    case calendar
    /// A reservation stated in a booking email (docs/evidence/mail.md): a plan, weaker than anything observed.
    case booking
    /// A flight from a logbook the person kept (docs/evidence/logbooks.md): flown, as the person says; between a
    /// boarding pass and a booking in precedence, as a calendar flight is.
    case logbook
}

/// One timestamped piece of presence evidence: a photo's GPS and capture time, a location sample,
/// a flight's departure or arrival.
///
/// The day follows docs/ledger.md, "Days": the local calendar date where the evidence was made.
public struct Signal: Sendable, Equatable {
    public var kind: SignalKind
    /// A stable key that is the same whenever the same evidence is imported again (from any path),
    /// so re-imports add nothing. Readers build it from content, never from the file path.
    public var identity: String
    /// The exact instant, when the evidence gives one.
    public var utc: Date?
    /// Wall-clock time where the evidence was made, when known.
    public var local: WallTime?
    public var day: LocalDay
    /// IANA zone at the place, when known.
    public var timeZone: String?
    public var coordinate: Coordinate?
    /// Horizontal accuracy in metres, when the source gives one.
    public var accuracy: Double?
    /// Filled by resolution (or by a reader that already knows it, e.g. an airport).
    public var country: CountryCode?
    public var nearBorder: Bool?
    /// The state or province, for countries with a region layer (docs/regions.md); filled by resolution.
    public var region: RegionCode?
    /// Another region within the layer's tolerance of the point: the signal may be in either.
    public var nearbyRegion: RegionCode?
    /// What the signal says beyond place and time: its flight, booking, photo provenance or motion, typed.
    public var detail: SignalDetail

    public init(
        kind: SignalKind, identity: String, utc: Date? = nil, local: WallTime? = nil, day: LocalDay, timeZone: String? = nil,
        coordinate: Coordinate? = nil, accuracy: Double? = nil, country: CountryCode? = nil, nearBorder: Bool? = nil,
        region: RegionCode? = nil, nearbyRegion: RegionCode? = nil, flight: FlightDetail? = nil, detail: SignalDetail = SignalDetail()
    ) {
        self.kind = kind
        self.identity = identity
        self.utc = utc
        self.local = local
        self.day = day
        self.timeZone = timeZone
        self.coordinate = coordinate
        self.accuracy = accuracy
        self.country = country
        self.nearBorder = nearBorder
        self.region = region
        self.nearbyRegion = nearbyRegion
        self.detail = detail
        if let flight { self.detail.flight = flight }
    }

    /// True when nothing is left for resolution: country and zone known, and the region too where a located signal's
    /// country has a region layer (a reader that placed an airport knows its country, not its state).
    public var isResolved: Bool {
        guard let country, timeZone != nil else { return false }
        return coordinate == nil || region != nil || !RegionCode.hasRegions(country)
    }

    /// The flight a calendar or booking signal is one end of.
    public var flight: FlightDetail? {
        get { detail.flight }
        set { detail.flight = newValue }
    }
}
