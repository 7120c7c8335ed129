import BorderLogModel
import Foundation

/// The META section: grid parameters, zones with their countries, the tie-break labels, sources.
struct IndexMetadata: Decodable {
    struct Grid: Decodable {
        var unit: Int
        var cell: Int
        var cols: Int
        var rows: Int
    }

    struct Zone: Decodable {
        var name: String
        /// zone.tab's code first, then the other countries Natural Earth may choose inside the zone.
        var countries: [String]
        /// The countries Natural Earth chooses between inside the zone; empty for zones of one country.
        var tie: [String]
    }

    /// The region layer (ISO 3166-2 states and provinces of a few countries); absent from indexes built before it.
    struct Regions: Decodable {
        var countries: [String]
        /// The layer's labels, in order.
        var labels: [String]
        /// How close another region's outline may be for a point to give both.
        var toleranceMeters: Double
    }

    var format: Int
    var grid: Grid
    var regions: Regions?
    var zones: [Zone]
    var tieLabels: [String]
    var sources: [String: String]
    var licence: String

    init(json: UnsafeRawBufferPointer, path: String) throws(GeoError) {
        do {
            self = try JSONDecoder().decode(IndexMetadata.self, from: Data(json))
        } catch {
            throw .indexInvalid(path: path, reason: "unreadable metadata: \(error)")
        }
        guard grid.unit == Int(GridLayer.unitsPerDegree), grid.cell == Int(GridLayer.cell),
              grid.cols == GridLayer.columns, grid.rows == GridLayer.rows else {
            throw .indexInvalid(path: path, reason: "unexpected grid \(grid)")
        }
        guard tieLabels.count <= 64 else { throw .indexInvalid(path: path, reason: "too many tie-break countries") }
    }
}

/// Per-zone lookups flattened into arrays for the hot path.
struct ZoneTable: Sendable {
    let names: [String]
    /// zone.tab's country; nil for Etc/* ocean zones.
    let primary: [CountryCode?]
    /// Bit i set: tie label i may be chosen inside the zone. Zero for zones of one country.
    let tieMask: [UInt64]
    let tieCountries: [CountryCode?]
    let antarctica = CountryCode("AQ")
    var count: Int { names.count }

    init(_ meta: IndexMetadata) {
        names = meta.zones.map(\.name)
        primary = meta.zones.map { $0.countries.first.flatMap { CountryCode($0) } }
        tieCountries = meta.tieLabels.map { CountryCode($0) }
        tieMask = meta.zones.map { zone in
            var mask: UInt64 = 0
            for (bit, label) in meta.tieLabels.enumerated() where zone.tie.contains(label) { mask |= 1 << UInt64(bit) }
            return mask
        }
    }
}
