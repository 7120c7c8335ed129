import BorderLogModel
import Foundation
import GRDB

/// A row of `plan`: one saved what-if stay.
struct PlanRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "plan"

    var id: Int64?
    var country: CountryCode
    var entry: LocalDay
    var exit: LocalDay
    var name: String?
    var createdAt: Date

    enum Columns {
        static let entry = Column(CodingKeys.entry)
        static let id = Column(CodingKeys.id)
    }

    init(_ plan: Plan, createdAt: Date = Date()) {
        id = plan.id
        country = plan.country
        entry = plan.entry
        exit = plan.exit
        name = plan.name
        self.createdAt = createdAt
    }

    /// The plan; nil only for a row whose days were edited out of order outside BorderLog.
    var plan: Plan? { Plan(id: id, country: country, entry: entry, exit: exit, name: name) }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
