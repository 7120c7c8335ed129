import BorderLogCore
import Foundation
import GRDB

/// A row of `dayOverride`. `countries` is stored comma-separated in visiting order.
struct OverrideRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "dayOverride"

    var date: LocalDay
    var countries: String
    var note: String?
    var createdAt: Date

    init(_ override: DayOverride, createdAt: Date = Date()) {
        date = override.date
        countries = override.countries.map(\.rawValue).joined(separator: ",")
        note = override.note
        self.createdAt = createdAt
    }

    var override: DayOverride {
        DayOverride(date: date, countries: countries.split(separator: ",").compactMap(CountryCode.init), note: note)
    }
}
