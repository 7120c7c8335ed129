import BorderLogInference
import BorderLogModel
import Foundation
import GRDB
import GRDBSQLite

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
    var regions: String
    var region: RegionCode?

    enum Columns {
        static let snapshotId = Column(CodingKeys.snapshotId)
        static let date = Column(CodingKeys.date)
    }

    /// Read column by column rather than through a `Decoder`: a ten-year snapshot is thousands of rows, read whenever
    /// the server builds its read model.
    init(row: Row) throws {
        guard let date = row["date"] as LocalDay? else {
            throw DatabaseError(message: "ledgerDay: the date '\(row["date"] as String? ?? "")' is not YYYY-MM-DD")
        }
        snapshotId = row["snapshotId"]
        self.date = date
        country = row["country"]
        countries = row["countries"]
        confidence = row["confidence"]
        confidenceLabel = row["confidenceLabel"]
        evidence = row["evidence"]
        flags = row["flags"]
        zones = row["zones"]
        reason = row["reason"]
        exempt = row["exempt"]
        regions = row["regions"]
        region = row["region"]
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
        zones = day.zones.map(\.rawValue).joined(separator: ",")
        reason = day.reason
        exempt = day.exempt.map(\.rawValue).joined(separator: ",")
        regions = day.regions.map(\.rawValue).joined(separator: ",")
        region = day.region
    }

    /// Writes the days of a new snapshot, bound straight to SQLite: a ten-year snapshot is 3,653 rows, and a one-day
    /// change writes them all again.
    static func insert(_ days: [LedgerDay], snapshotId: Int64, _ db: Database) throws {
        let statement = try db.makeStatement(sql: """
            INSERT INTO ledgerDay
                (snapshotId, date, country, countries, confidence, confidenceLabel, evidence, flags, zones, reason, exempt, regions, region)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let handle = statement.sqliteStatement
        for day in days {
            let record = LedgerDayRecord(snapshotId: snapshotId, day: day)
            sqlite3_reset(handle)
            sqlite3_bind_int64(handle, 1, record.snapshotId)
            bindText(record.date.description, to: handle, at: 2)
            bindText(record.country?.rawValue, to: handle, at: 3)
            bindText(record.countries, to: handle, at: 4)
            sqlite3_bind_double(handle, 5, record.confidence)
            for (index, text) in [record.confidenceLabel, record.evidence, record.flags, record.zones, record.reason, record.exempt, record.regions]
                .enumerated() {
                bindText(text, to: handle, at: Int32(6 + index))
            }
            bindText(record.region?.rawValue, to: handle, at: 13)
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                sqlite3_reset(handle)
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
            }
        }
        sqlite3_reset(handle)
    }

    func ledgerDay() throws -> LedgerDay {
        func list(_ text: String) -> [Substring] { text.split(separator: ",") }
        return LedgerDay(
            date: date, country: country, countries: list(countries).compactMap(CountryCode.init),
            confidence: confidence, confidenceLabel: LedgerDay.ConfidenceLabel(rawValue: confidenceLabel) ?? .low,
            evidence: try JSONText.counts(evidence) ?? JSONDecoder().decode(EvidenceCounts.self, from: Data(evidence.utf8)),
            flags: list(flags).compactMap { LedgerDay.Flag(rawValue: String($0)) }, zones: list(zones).map { ZoneID(String($0)) },
            reason: reason, exempt: list(exempt).compactMap { ExemptReason(rawValue: String($0)) },
            regions: list(regions).compactMap(RegionCode.init), region: region)
    }
}
