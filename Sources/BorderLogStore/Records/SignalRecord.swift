import BorderLogModel
import Foundation
import GRDB

/// A row of `signal`. `detail` is stored as JSON.
public struct SignalRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "signal"

    public var id: Int64?
    public var kind: SignalKind
    public var sourceId: Int64
    public var identity: String
    public var utc: Date?
    public var local: WallTime?
    public var day: LocalDay
    public var timezone: String?
    public var lat: Double?
    public var lon: Double?
    public var accuracy: Double?
    public var country: CountryCode?
    public var nearBorder: Bool?
    /// True once resolution has looked at the signal (even if the place is unknown).
    public var resolved: Bool
    public var detail: String?
    public var region: RegionCode?
    public var nearbyRegion: RegionCode?

    public enum Columns {
        static let kind = Column(CodingKeys.kind)
        static let day = Column(CodingKeys.day)
        static let resolved = Column(CodingKeys.resolved)
        static let sourceId = Column(CodingKeys.sourceId)
    }

    public init(_ signal: Signal, sourceId: Int64) {
        kind = signal.kind
        self.sourceId = sourceId
        identity = signal.identity
        utc = signal.utc
        local = signal.local
        day = signal.day
        timezone = signal.timeZone
        lat = signal.coordinate?.latitude
        lon = signal.coordinate?.longitude
        accuracy = signal.accuracy
        country = signal.country
        nearBorder = signal.nearBorder
        resolved = signal.isResolved
        detail = signal.detail.storedJSON
        region = signal.region
        nearbyRegion = signal.nearbyRegion
    }

    /// Column by column rather than through `Decodable`: reports and inference read signals by the hundred
    /// thousand, and the generic decoder cost several times the SQLite read.
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        typealias C = SignalColumn
        kind = try row.decode(forColumn: C.kind.rawValue)
        sourceId = try row.decode(forColumn: C.sourceId.rawValue)
        identity = try row.decode(forColumn: C.identity.rawValue)
        utc = try row.decode(forColumn: C.utc.rawValue)
        local = try row.decode(forColumn: C.local.rawValue)
        day = try row.decode(forColumn: C.day.rawValue)
        timezone = try row.decode(forColumn: C.timezone.rawValue)
        lat = try row.decode(forColumn: C.lat.rawValue)
        lon = try row.decode(forColumn: C.lon.rawValue)
        accuracy = try row.decode(forColumn: C.accuracy.rawValue)
        country = try row.decode(forColumn: C.country.rawValue)
        nearBorder = try row.decode(forColumn: C.nearBorder.rawValue)
        resolved = try row.decode(forColumn: C.resolved.rawValue)
        detail = try row.decode(forColumn: C.detail.rawValue)
        region = try row.decode(forColumn: C.region.rawValue)
        nearbyRegion = try row.decode(forColumn: C.nearbyRegion.rawValue)
    }

    public var signal: Signal {
        Signal(
            kind: kind, identity: identity, utc: utc, local: local, day: day, timeZone: timezone,
            coordinate: lat.flatMap { lat in lon.flatMap { Coordinate(latitude: lat, longitude: $0) } }, accuracy: accuracy,
            country: country, nearBorder: nearBorder, region: region, nearbyRegion: nearbyRegion,
            detail: SignalDetail(storedJSON: detail, kind: kind))
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension SignalKind: DatabaseValueConvertible {}

extension SignalKind {
    /// Whether a signal of this kind may be one end of a flight (its detail then holds a `FlightDetail`).
    var carriesFlights: Bool { self == .calendar || self == .booking || self == .logbook }
}
