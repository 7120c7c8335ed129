import BorderLogInference
import BorderLogModel
import Foundation
import GRDB
import GRDBSQLite

/// Reads the located signals into an `ObservationCollector`, all of them or those from a day on: only the columns
/// inference uses, straight from SQLite (no `Row`, no `String` per row), in row-id order within each day so that the
/// weights add up the same way every time (`ObservationCollector`).
///
/// A location sample's altitude and speed (which tell a sample in flight) are read from its detail's bytes
/// (`StoredFlightClues`), by SQLite's JSON functions only for a detail in another shape; flight details are decoded
/// only for calendar and booking signals. The flights are read first, through their own index (`FlightWindows` must
/// know them before the points they span), and a point's instant is read only on days a flight may span.
enum ObservationReader {
    /// The observations of the days from `first` on (all when nil). `path`, the store's file, lets a full read of at
    /// least `splitRows` rows read its later half on a second connection and core (`LaterHalfReader`).
    static func observations(
        _ db: Database, from first: LocalDay?, policy: InferencePolicy, path: String? = nil, splitRows: Int64 = Store.splitReadRows
    ) throws -> Observations {
        let flights = try flightWindows(db, from: first?.adding(days: -FlightWindows.reachDays))
        var collector = ObservationCollector(policy: policy, flights: flights, span: try span(db, from: first))
        var decoder = PointDecoder(db, flights: flights)
        if let first {
            // The day index holds each day's rows in row-id order.
            let statement = try db.makeStatement(sql: PointDecoder.columns + " AND day >= ? ORDER BY day, id")
            try statement.setArguments([first])
            try forEachRawRow(statement) { row in if let point = try decoder.point(row) { collector.add(point) } }
            return collector.observations()
        }
        // All of them in storage order (a table scan, nothing sorted): the first half here, the later half beside it.
        let last = try Int64.fetchOne(db, sql: "SELECT max(id) FROM signal") ?? 0
        let split = path != nil && last >= splitRows ? last / 2 : last
        let later = path.flatMap { split < last ? LaterHalfReader(path: $0, after: split, revision: try? Store.evidenceRevision(db), flights: flights) : nil }
        let statement = try db.makeStatement(sql: PointDecoder.columns + " AND id <= ? ORDER BY id")
        try statement.setArguments([split])
        try forEachRawRow(statement) { row in if let point = try decoder.point(row) { collector.add(point) } }
        if let later {
            if let points = later.wait() {
                for point in points { collector.add(point) }
            } else {
                // The second connection failed or saw other evidence: this one reads the rest itself.
                let rest = try db.makeStatement(sql: PointDecoder.columns + " AND id > ? ORDER BY id")
                try rest.setArguments([split])
                try forEachRawRow(rest) { row in if let point = try decoder.point(row) { collector.add(point) } }
            }
        }
        return collector.observations()
    }

    /// The windows of the flights whose signals are filed from `first` on (all when nil), through the flight index
    /// (migration v10).
    private static func flightWindows(_ db: Database, from first: LocalDay?) throws -> FlightWindows {
        let statement = try db.makeStatement(sql: """
            SELECT country, kind, detail FROM signal
            WHERE \(SignalColumn.flightKinds) AND country IS NOT NULL AND detail IS NOT NULL\(first == nil ? "" : " AND day >= ?")
            """)
        if let first { try statement.setArguments([first]) }
        var countries = StoredCountries()
        var legs: [(country: CountryCode, leg: EvidencePoint.FlightLeg)] = []
        try forEachRawRow(statement) { row in
            guard let country = countries.country(row.bytes(0)), let kind = row.string(1).flatMap(SignalKind.init(rawValue:)),
                  let flight = SignalDetail(storedJSON: row.string(2), kind: kind).flight else { return }
            legs.append((country, EvidencePoint.FlightLeg(flight)))
        }
        return FlightWindows(legs: legs)
    }

    /// The days the signals fall in, from the day index alone.
    private static func span(_ db: Database, from first: LocalDay?) throws -> DayRange? {
        let row = try first.map { try Row.fetchOne(db, sql: "SELECT min(day), max(day) FROM signal WHERE day >= ?", arguments: [$0]) }
            ?? Row.fetchOne(db, sql: "SELECT min(day), max(day) FROM signal")
        guard let low: LocalDay = row?[0], let high: LocalDay = row?[1] else { return nil }
        return DayRange(low, high)
    }

    /// The flight clues of details `StoredFlightClues` does not read, asked of SQLite as before that reader existed.
    struct UnusualDetails {
        private let db: Database
        private var statement: Statement?

        init(_ db: Database) {
            self.db = db
        }

        mutating func flightClues(_ detail: UnsafeBufferPointer<UInt8>) throws -> (altitude: Double?, speed: Double?) {
            let statement = try statement ?? db.makeStatement(sql: """
                SELECT CASE WHEN instr(?1, '"altitude"') > 0 AND json_valid(?1) THEN CAST(json_extract(?1, '$.altitude') AS REAL) END,
                       CASE WHEN instr(?1, 'peed"') > 0 AND json_valid(?1)
                            THEN CAST(coalesce(json_extract(?1, '$.speed'), json_extract(?1, '$.trackSpeed')) AS REAL) END
                """)
            self.statement = statement
            sqlite3_reset(statement.sqliteStatement)
            bindText(detail, to: statement.sqliteStatement, at: 1)
            var clues: (altitude: Double?, speed: Double?) = (nil, nil)
            try forEachRawRow(statement) { row in clues = (row.optionalDouble(0), row.optionalDouble(1)) }
            return clues
        }
    }
}
