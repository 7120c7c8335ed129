import BorderLogCore
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
        resolved = signal.country != nil && signal.timeZone != nil
        let stored = signal.storedDetail
        detail = stored.isEmpty ? nil : JSONText.object(stored)
    }

    /// Column by column rather than through `Decodable`: reports and inference read signals by the hundred
    /// thousand, and the generic decoder cost several times the SQLite read.
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        kind = try row.decode(forColumn: "kind")
        sourceId = try row.decode(forColumn: "sourceId")
        identity = try row.decode(forColumn: "identity")
        utc = try row.decode(forColumn: "utc")
        local = try row.decode(forColumn: "local")
        day = try row.decode(forColumn: "day")
        timezone = try row.decode(forColumn: "timezone")
        lat = try row.decode(forColumn: "lat")
        lon = try row.decode(forColumn: "lon")
        accuracy = try row.decode(forColumn: "accuracy")
        country = try row.decode(forColumn: "country")
        nearBorder = try row.decode(forColumn: "nearBorder")
        resolved = try row.decode(forColumn: "resolved")
        detail = try row.decode(forColumn: "detail")
    }

    /// One decoder for every record's `detail` (making one per signal cost more than the decoding).
    private static let detailDecoder = JSONDecoder()

    public var signal: Signal {
        var fields = detail.flatMap { try? Self.detailDecoder.decode([String: String].self, from: Data($0.utf8)) } ?? [:]
        let flight = kind.carriesFlights ? FlightDetail(storedDetail: fields) : nil
        if flight != nil { fields = fields.filter { !FlightDetail.keys.contains($0.key) } }
        return Signal(
            kind: kind, identity: identity, utc: utc, local: local, day: day, timeZone: timezone,
            coordinate: lat.flatMap { lat in lon.flatMap { Coordinate(latitude: lat, longitude: $0) } }, accuracy: accuracy,
            country: country, nearBorder: nearBorder,
            flight: flight, detail: fields)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension SignalKind: DatabaseValueConvertible {}

extension SignalKind {
    /// Whether a signal of this kind may be one end of a flight (its detail then holds a `FlightDetail`).
    var carriesFlights: Bool { self == .calendar || self == .booking }
}

extension Signal {
    /// The `detail` column's entries: the free-form detail and, for a calendar signal, its flight.
    var storedDetail: [String: String] {
        guard let flight else { return detail }
        return detail.merging(flight.storedDetail) { _, flightValue in flightValue }
    }
}
