import BorderLogModel
import Foundation
import GRDB

/// A row of `crossing`: one border crossing from a crossings file.
public struct CrossingRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "crossing"

    public var id: Int64?
    public var date: LocalDay
    public var direction: Crossing.Direction
    public var port: String
    public var country: CountryCode
    public var authority: Crossing.Authority
    public var note: String?
    /// The file it came from.
    public var sourceId: Int64?
    public var line: Int?
    /// `Crossing.identity`: the same crossing imported twice is one row.
    public var identity: String
    public var createdAt: Date

    public enum Columns {
        static let sourceId = Column(CodingKeys.sourceId)
        static let date = Column(CodingKeys.date)
        static let identity = Column(CodingKeys.identity)
    }

    public init(crossing: Crossing, sourceId: Int64? = nil, line: Int? = nil, createdAt: Date = Date()) {
        date = crossing.date
        direction = crossing.direction
        port = crossing.port
        country = crossing.country
        authority = crossing.authority
        note = crossing.note
        self.sourceId = sourceId
        self.line = line
        identity = crossing.identity
        self.createdAt = createdAt
    }

    public var crossing: Crossing {
        Crossing(date: date, direction: direction, port: port, country: country, authority: authority, note: note)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
