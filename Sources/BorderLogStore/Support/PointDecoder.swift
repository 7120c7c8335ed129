import BorderLogCore
import Foundation
import GRDB

/// Makes the `EvidencePoint` of one row of `columns`, on one connection: its day and country caches, and the
/// statement for details only SQLite reads (`ObservationReader.UnusualDetails`).
struct PointDecoder {
    /// The columns inference reads, of the signals that have a country; a query adds its own `AND …` and order.
    static let columns = "SELECT day, kind, country, local, accuracy, nearBorder, detail, utc FROM signal WHERE country IS NOT NULL"

    private let flights: FlightWindows
    private var days = StoredDays()
    private var countries = StoredCountries()
    private var unusual: ObservationReader.UnusualDetails

    init(_ db: Database, flights: FlightWindows) {
        self.flights = flights
        unusual = ObservationReader.UnusualDetails(db)
    }

    /// The point of `row`; nil for a row whose day, kind or country cannot be read.
    mutating func point(_ row: RawRow) throws -> EvidencePoint? {
        guard let day = days.day(row.bytes(0)), let kind = Self.kind(row.bytes(1)), let country = countries.country(row.bytes(2)) else { return nil }
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
        return point
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
}
