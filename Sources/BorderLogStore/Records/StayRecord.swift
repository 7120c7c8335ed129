import BorderLogModel
import Foundation
import GRDB

/// A row of `manualStay`: one stay the user stated, from a CSV file or `stays add`.
public struct StayRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "manualStay"

    public var id: Int64?
    public var country: CountryCode
    public var entry: LocalDay
    public var exit: LocalDay?
    public var note: String?
    /// The CSV file it came from; nil for stays added on the command line.
    public var sourceId: Int64?
    public var line: Int?
    public var createdAt: Date
    /// Covered by a residence permit or long-stay visa.
    public var permit: Bool
    public var origin: Stay.Origin
    public var region: RegionCode?

    public enum Columns {
        static let sourceId = Column(CodingKeys.sourceId)
        static let entry = Column(CodingKeys.entry)
        static let exit = Column(CodingKeys.exit)
        static let origin = Column(CodingKeys.origin)
    }

    public init(stay: Stay, sourceId: Int64? = nil, line: Int? = nil, createdAt: Date = Date()) {
        country = stay.country
        entry = stay.entry
        exit = stay.exit
        note = stay.note
        self.sourceId = sourceId
        self.line = line
        self.createdAt = createdAt
        permit = stay.permit
        origin = stay.origin
        region = stay.region
    }

    public var stay: Stay { Stay(country: country, entry: entry, exit: exit, note: note, permit: permit, origin: origin, region: region) }

    /// Where the stay came from: `file:line` for an imported one, `review` for one assigned in review, nil for one
    /// added by hand.
    public func origin(sourcePaths: [Int64: String]) -> String? {
        if origin == .review { return Stay.Origin.review.rawValue }
        return sourceId.flatMap { sourcePaths[$0] }.map { "\($0):\(line ?? 0)" }
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
