import BorderLogModel
import GRDB

/// A row of `dayConfirmation`: the reading of a day the person confirmed in review, countries comma-separated in
/// visiting order (empty for a day confirmed as unknown).
struct ConfirmationRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "dayConfirmation"

    var date: LocalDay
    var countries: String
    var confirmedOn: LocalDay

    init(_ confirmation: DayConfirmation) {
        date = confirmation.date
        countries = confirmation.countries.map(\.rawValue).joined(separator: ",")
        confirmedOn = confirmation.confirmedOn
    }

    var confirmation: DayConfirmation {
        DayConfirmation(date: date, countries: countries.split(separator: ",").compactMap(CountryCode.init), confirmedOn: confirmedOn)
    }
}
