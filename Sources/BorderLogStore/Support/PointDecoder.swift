import BorderLogCore
import Foundation
import GRDB

/// Makes the `EvidencePoint` of one row of `columns`, on one connection: its day and country caches, and the
/// statement for details only SQLite reads (`ObservationReader.UnusualDetails`).
struct PointDecoder {
    /// The columns inference reads, in the order `point(_:)` reads them.
    private static let read: [SignalColumn] = [.day, .kind, .country, .local, .accuracy, .nearBorder, .detail, .utc]
    private static func at(_ column: SignalColumn) -> Int32 { Int32(read.firstIndex(of: column)!) }
    private static let day = at(.day), kind = at(.kind), country = at(.country), local = at(.local), accuracy = at(.accuracy)
    private static let nearBorder = at(.nearBorder), detail = at(.detail), utc = at(.utc)

    /// The query of those columns, of the signals that have a country; a query adds its own `AND …` and order.
    static let columns = "SELECT \(SignalColumn.list(read)) FROM signal WHERE country IS NOT NULL"

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
        guard let day = days.day(row.bytes(Self.day)), let kind = Self.kind(row.bytes(Self.kind)),
              let country = countries.country(row.bytes(Self.country)) else { return nil }
        var point = EvidencePoint(
            day: day, kind: kind, country: country, secondsOfDay: StoredDays.secondsOfDay(row.bytes(Self.local)),
            accuracy: row.optionalDouble(Self.accuracy), nearBorder: row.optionalInt(Self.nearBorder).map { $0 != 0 } ?? false)
        if kind == .location, !row.isNull(Self.detail) {
            let detail = row.bytes(Self.detail)
            (point.altitude, point.speed) = try StoredFlightClues.read(detail) ?? unusual.flightClues(detail)
        }
        if kind.carriesFlights, let flight = SignalDetail(storedJSON: row.string(Self.detail), kind: kind).flight {
            point.flight = EvidencePoint.FlightLeg(flight)
        } else if flights.mayCover(day) {
            point.utc = StoredDays.instant(row.bytes(Self.utc))
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
