import BorderLogModel
import Foundation
import GRDB

/// A row of `dayOverride`. `countries` is stored comma-separated in visiting order (repeats kept), `exempt` as
/// comma-separated reasons.
struct OverrideRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "dayOverride"

    var date: LocalDay
    var countries: String
    var note: String?
    var createdAt: Date
    var exempt: String
    /// The regions named, comma-separated in the order given; empty for an override of countries only.
    var regions: String

    init(_ override: DayOverride, createdAt: Date = Date()) {
        date = override.date
        countries = override.countries.map(\.rawValue).joined(separator: ",")
        note = override.note
        self.createdAt = createdAt
        exempt = override.exempt.map(\.rawValue).joined(separator: ",")
        regions = override.regions.map(\.rawValue).joined(separator: ",")
    }

    var override: DayOverride {
        DayOverride(
            date: date, countries: countries.split(separator: ",").compactMap(CountryCode.init), note: note,
            exempt: exempt.split(separator: ",").compactMap { ExemptReason(rawValue: String($0)) },
            regions: regions.split(separator: ",").compactMap(RegionCode.init))
    }
}
