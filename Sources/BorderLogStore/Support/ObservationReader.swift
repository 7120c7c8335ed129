import BorderLogCore
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
    static func observations(_ db: Database, from first: LocalDay?, policy: InferencePolicy) throws -> Observations {
        let flights = try flightWindows(db, from: first?.adding(days: -FlightWindows.reachDays))
        let columns = "SELECT day, kind, country, local, accuracy, nearBorder, detail, utc FROM signal WHERE country IS NOT NULL"
        // All of them in storage order (a table scan, nothing sorted); the days from `first` on through the day index,
        // which holds each day's rows in row-id order.
        let statement = try db.makeStatement(sql: first == nil ? columns + " ORDER BY id" : columns + " AND day >= ? ORDER BY day, id")
        if let first { try statement.setArguments([first]) }
        var collector = ObservationCollector(policy: policy, flights: flights, span: try span(db, from: first))
        var days = StoredDays()
        var countries = StoredCountries()
        var unusual = UnusualDetails(db)
        try forEachRawRow(statement) { row in
            guard let day = days.day(row.bytes(0)), let kind = kind(row.bytes(1)), let country = countries.country(row.bytes(2)) else { return }
            var point = EvidencePoint(
                day: day, kind: kind, country: country, secondsOfDay: StoredDays.secondsOfDay(row.bytes(3)), accuracy: row.optionalDouble(4),
                nearBorder: row.optionalInt(5).map { $0 != 0 } ?? false)
            if kind == .location, !row.isNull(6) {
                let detail = row.bytes(6)
                (point.altitude, point.speed) = try StoredFlightClues.read(detail) ?? unusual.flightClues(detail)
            }
            if kind.carriesFlights, let detail = row.string(6),
               let fields = try? JSONDecoder().decode([String: String].self, from: Data(detail.utf8)),
               let flight = FlightDetail(storedDetail: fields) {
                point.flight = EvidencePoint.FlightLeg(flight)
            } else if flights.mayCover(day) {
                point.utc = StoredDays.instant(row.bytes(7))
            }
            collector.add(point)
        }
        return collector.observations()
    }

    /// The windows of the flights whose signals are filed from `first` on (all when nil), through the flight index
    /// (migration v10).
    private static func flightWindows(_ db: Database, from first: LocalDay?) throws -> FlightWindows {
        let statement = try db.makeStatement(sql: """
            SELECT country, detail FROM signal
            WHERE kind IN ('calendar', 'booking') AND country IS NOT NULL AND detail IS NOT NULL\(first == nil ? "" : " AND day >= ?")
            """)
        if let first { try statement.setArguments([first]) }
        var countries = StoredCountries()
        var legs: [(country: CountryCode, leg: EvidencePoint.FlightLeg)] = []
        try forEachRawRow(statement) { row in
            guard let country = countries.country(row.bytes(0)), let detail = row.string(1),
                  let fields = try? JSONDecoder().decode([String: String].self, from: Data(detail.utf8)),
                  let flight = FlightDetail(storedDetail: fields) else { return }
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

    private static func kind(_ bytes: UnsafeBufferPointer<UInt8>) -> SignalKind? {
        switch bytes.first {
        case UInt8(ascii: "p"): .photo
        case UInt8(ascii: "l"): .location
        case UInt8(ascii: "c"): .calendar
        case UInt8(ascii: "b"): .booking
        default: nil
        }
    }

    /// The flight clues of details `StoredFlightClues` does not read, asked of SQLite as before that reader existed.
    private struct UnusualDetails {
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
