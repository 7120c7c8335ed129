import BorderLogModel
@testable import BorderLogStore
import BorderLogTestSupport
import Foundation
import GRDB
import Testing

/// The one column list the insert, the row decoder and the point decoder are built from is the table's, in its
/// order, and the flight kinds are the partial index's own predicate (so the flight query is answered from it).
@Suite struct SignalColumnTests {
    @Test func theListIsTheTablesColumnsInTheirOrder() throws {
        let store = try Store(inMemory: ())
        let columns = try store.writer.read { db in try Row.fetchAll(db, sql: "PRAGMA table_info(signal)").map { $0["name"] as String } }
        #expect(columns == ["id"] + SignalColumn.allCases.map(\.rawValue))
    }

    @Test func everyColumnsParameterIsItsPlaceInTheList() {
        for (index, column) in SignalColumn.allCases.enumerated() {
            #expect(column.parameter == Int32(index + 1), "\(column)")
        }
    }

    @Test func theFlightKindsAreTheFlightIndexsPredicate() throws {
        let store = try Store(inMemory: ())
        let sql = try #require(try store.writer.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'signal_flight'")
        })
        #expect(sql.hasSuffix("WHERE " + SignalColumn.flightKinds))
        #expect(SignalColumn.flightKinds == "(kind = 'calendar' OR kind = 'booking' OR kind = 'logbook')")
        // SQLite says which index answers the flight query: the partial one, not a scan.
        let plan = try store.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT country, kind, detail FROM signal WHERE \(SignalColumn.flightKinds) AND day >= '2024-01-01'")
                .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("signal_flight") }, "\(plan)")
    }

    /// No check on the signal table nor its indexes tests `kind` against an IN list (SQLite would build a temporary
    /// table for it on every row written: migration v14), and the check still refuses a kind BorderLog has not.
    @Test func theSignalTableChecksKindsWithoutINLists() throws {
        let store = try Store(inMemory: ())
        let schema = try store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE tbl_name = 'signal' AND sql IS NOT NULL")
        }
        #expect(schema.count == 5 && !schema.contains { $0.uppercased().contains(" IN (") }, "\(schema)")
        #expect(throws: DatabaseError.self) {
            try store.writer.write { db in
                try db.execute(sql: "INSERT INTO source (path, format, size, mtime, contentHash, importedAt) VALUES ('a', 'gpx', 1, 0, 'h', '2024-01-01T00:00:00Z')")
                try db.execute(sql: "INSERT INTO signal (kind, sourceId, identity, day) VALUES ('postcard', 1, 'x', '2024-01-01')")
            }
        }
    }

    /// A store of round 4 keeps every signal through v14's rebuild: the same ids, kinds and values.
    @Test func aStoreFromBeforeV14KeepsItsSignals() throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "v13-logbooks")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO source (path, format, size, mtime, contentHash, importedAt) VALUES ('a', 'gpx', 1, 0, 'h', '2024-01-01T00:00:00Z')")
            try db.execute(sql: """
                INSERT INTO signal (id, kind, sourceId, identity, day, lat, lon, country, detail) VALUES
                    (7, 'location', 1, 'p', '2024-01-01', 48.5, 2.25, 'FR', NULL),
                    (9, 'logbook', 1, 'f', '2024-01-02', NULL, NULL, 'PT', '{"role":"arrival"}')
                """)
        }
        try Migrations.migrator.migrate(queue)
        let rows = try queue.read { db in try Row.fetchAll(db, sql: "SELECT id, kind, day, lat, country, detail FROM signal ORDER BY id") }
        #expect(rows.map { $0["id"] as Int64 } == [7, 9] && rows.map { $0["kind"] as String } == ["location", "logbook"])
        #expect(rows[0]["lat"] as Double? == 48.5 && rows[1]["country"] as String? == "PT" && rows[1]["detail"] as String? == #"{"role":"arrival"}"#)
        let indexes = try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'signal' AND sql IS NOT NULL ORDER BY name") }
        #expect(indexes == ["signal_day", "signal_flight", "signal_sourceId", "signal_unresolved"])
    }

    /// Every column written is read back: a signal of each kind, every field set, survives the store unchanged.
    @Test func aSignalOfEveryKindComesBackAsItWent() throws {
        let store = try Store(inMemory: ())
        let utc = Date(timeIntervalSince1970: 1_720_000_000)
        let flight = FlightDetail(
            role: .arrival, flight: "LH123", from: "FRA", to: "LIS", departure: "2024-07-03T09:00:00+02:00", arrival: "2024-07-03T11:00:00+01:00",
            uid: "uid-1", summary: "Flight to Lisbon", flags: [.multiLeg, .arrivalEstimated], uncertainAirports: [.departure])
        let booking = BookingDetail(
            kind: .flight, reservationNumber: "RXJ34P", provider: "TAP", what: "LH123 FRA→LIS", messageID: "a@b", subject: "Your trip",
            sender: "TAP <no-reply@tap>", messageDate: Date(timeIntervalSince1970: 1_719_000_000))
        let details: [(SignalKind, SignalDetail)] = [
            (.photo, SignalDetail(photo: PhotoDetail(container: "jpeg", make: "Canon", model: "R5", altitude: "412.30", dateSource: .original, clockSkew: -3600))),
            (.location, SignalDetail(motion: MotionDetail(altitude: 10_500, speedTenths: 2205, trackSpeedTenths: 13), other: ["format": "gpx"])),
            (.calendar, SignalDetail(flight: flight)),
            (.booking, SignalDetail(flight: flight, booking: booking)),
        ]
        let signals = details.enumerated().map { index, pair in
            Signal(
                kind: pair.0, identity: "signal:\(index)", utc: utc, local: WallTime("2024-07-03T11:00:00"), day: LocalDay(year: 2024, month: 7, day: 3)!,
                timeZone: "Europe/Lisbon", coordinate: Coordinate(latitude: 38.77, longitude: -9.13), accuracy: 12, country: CountryCode("PT"),
                nearBorder: index % 2 == 0, detail: pair.1)
        }
        try store.importSignals(signals, from: SourceRecord(path: "/t/mixed", format: .photo, size: 1, mtime: 1, contentHash: "h"))
        let stored = try store.signals().map(\.signal).sorted { $0.identity < $1.identity }
        #expect(stored == signals)
    }
}
