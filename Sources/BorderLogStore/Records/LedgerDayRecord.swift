import BorderLogCore
import Foundation
import GRDB

/// A row of `ledgerDay`. Lists (countries, flags, zones, exempt reasons) are stored comma-separated, evidence as JSON.
struct LedgerDayRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ledgerDay"

    var snapshotId: Int64
    var date: LocalDay
    var country: CountryCode?
    var countries: String
    var confidence: Double
    var confidenceLabel: String
    var evidence: String
    var flags: String
    var zones: String
    var reason: String
    var exempt: String

    enum Columns {
        static let snapshotId = Column(CodingKeys.snapshotId)
        static let date = Column(CodingKeys.date)
    }

    init(snapshotId: Int64, day: LedgerDay) {
        self.snapshotId = snapshotId
        date = day.date
        country = day.country
        countries = day.countries.map(\.rawValue).joined(separator: ",")
        confidence = day.confidence
        confidenceLabel = day.confidenceLabel.rawValue
        evidence = JSONText.object(day.evidence)
        flags = day.flags.map(\.rawValue).joined(separator: ",")
        zones = day.zones.joined(separator: ",")
        reason = day.reason
        exempt = day.exempt.map(\.rawValue).joined(separator: ",")
    }

    func ledgerDay() throws -> LedgerDay {
        func list(_ text: String) -> [Substring] { text.split(separator: ",") }
        return LedgerDay(
            date: date, country: country, countries: list(countries).compactMap(CountryCode.init),
            confidence: confidence, confidenceLabel: LedgerDay.ConfidenceLabel(rawValue: confidenceLabel) ?? .low,
            evidence: try JSONDecoder().decode([String: [String: Int]].self, from: Data(evidence.utf8)),
            flags: list(flags).compactMap { LedgerDay.Flag(rawValue: String($0)) }, zones: list(zones).map(String.init),
            reason: reason, exempt: list(exempt).compactMap { ExemptReason(rawValue: String($0)) })
    }
}
