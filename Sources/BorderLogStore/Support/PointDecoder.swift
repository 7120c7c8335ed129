import BorderLogInference
import BorderLogModel
import Foundation
import GRDB

/// Makes the `EvidencePoint` of one row of `columns`, on one connection: its day and country caches, and the
/// statement for details only SQLite reads (`ObservationReader.UnusualDetails`).
struct PointDecoder {
    /// The columns inference reads, each at its position in the query (its raw value): constants, since every row of
    /// a million is read through them.
    private enum Read: Int32, CaseIterable {
        case day, kind, country, local, accuracy, nearBorder, detail, utc, region, nearbyRegion

        var column: SignalColumn {
            switch self {
            case .day: .day
            case .kind: .kind
            case .country: .country
            case .local: .local
            case .accuracy: .accuracy
            case .nearBorder: .nearBorder
            case .detail: .detail
            case .utc: .utc
            case .region: .region
            case .nearbyRegion: .nearbyRegion
            }
        }
    }

    /// The query of those columns, of the signals that have a country; a query adds its own `AND …` and order.
    static let columns = "SELECT \(SignalColumn.list(Read.allCases.map(\.column))) FROM signal WHERE country IS NOT NULL"

    private let flights: FlightWindows
    private var days = StoredDays()
    private var countries = StoredCountries()
    private var regions = StoredRegions()
    private var unusual: ObservationReader.UnusualDetails

    init(_ db: Database, flights: FlightWindows) {
        self.flights = flights
        unusual = ObservationReader.UnusualDetails(db)
    }

    /// The point of `row`; nil for a row whose day, kind or country cannot be read.
    mutating func point(_ row: RawRow) throws -> EvidencePoint? {
        guard let day = days.day(row.bytes(Read.day.rawValue)), let kind = Self.kind(row.bytes(Read.kind.rawValue)),
              let country = countries.country(row.bytes(Read.country.rawValue)) else { return nil }
        var point = EvidencePoint(
            day: day, kind: kind, country: country, secondsOfDay: StoredDays.secondsOfDay(row.bytes(Read.local.rawValue)),
            accuracy: row.optionalDouble(Read.accuracy.rawValue), nearBorder: row.optionalInt(Read.nearBorder.rawValue).map { $0 != 0 } ?? false)
        if !row.isNull(Read.region.rawValue) {
            point.region = regions.region(row.bytes(Read.region.rawValue))
            if !row.isNull(Read.nearbyRegion.rawValue) { point.nearbyRegion = regions.region(row.bytes(Read.nearbyRegion.rawValue)) }
        }
        if kind == .location, !row.isNull(Read.detail.rawValue) {
            let detail = row.bytes(Read.detail.rawValue)
            (point.altitude, point.speed) = try StoredFlightClues.read(detail) ?? unusual.flightClues(detail)
        }
        if kind.carriesFlights, let flight = SignalDetail(storedJSON: row.string(Read.detail.rawValue), kind: kind).flight {
            point.flight = EvidencePoint.FlightLeg(flight)
        } else if flights.mayCover(day) {
            point.utc = StoredDays.instant(row.bytes(Read.utc.rawValue))
        }
        return point
    }

    /// Every kind's stored text as bytes, from `SignalKind` itself: a kind added there is read here.
    private static let kinds = SignalKind.allCases.map { (kind: $0, bytes: Array($0.rawValue.utf8)) }

    /// The kind whose stored text the bytes are; nil for any other text.
    static func kind(_ bytes: UnsafeBufferPointer<UInt8>) -> SignalKind? {
        for candidate in kinds where candidate.bytes.count == bytes.count && candidate.bytes.first == bytes.first {
            if candidate.bytes.indices.allSatisfy({ bytes[$0] == candidate.bytes[$0] }) { return candidate.kind }
        }
        return nil
    }
}
