import BorderLogFiles
import BorderLogModel
import Foundation
import GRDB

/// A row of `source`: one imported file, identified by path and by content.
public struct SourceRecord: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "source"

    public var id: Int64?
    public var path: String
    public var format: SourceFormat
    public var size: Int64
    public var mtime: Double
    public var contentHash: String
    public var importedAt: Date

    public enum Columns {
        static let path = Column(CodingKeys.path)
        static let format = Column(CodingKeys.format)
        static let contentHash = Column(CodingKeys.contentHash)
    }

    public init(path: String, format: SourceFormat, size: Int64, mtime: Double, contentHash: String, importedAt: Date = Date()) {
        self.path = path
        self.format = format
        self.size = size
        self.mtime = mtime
        self.contentHash = contentHash
        self.importedAt = importedAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
