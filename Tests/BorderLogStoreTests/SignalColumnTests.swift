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
        #expect(SignalColumn.flightKinds == "kind IN ('calendar', 'booking', 'logbook')")
        // SQLite says which index answers the flight query: the partial one, not a scan.
        let plan = try store.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT country, kind, detail FROM signal WHERE \(SignalColumn.flightKinds) AND day >= '2024-01-01'")
                .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("signal_flight") }, "\(plan)")
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
