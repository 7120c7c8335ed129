import BorderLogModel
import BorderLogSettings
import Foundation
import Synchronization

/// The offline resolver: coordinates to country and IANA time zone, and the airport table.
///
/// Loaded once from the compact index file that `make geodata` builds (tools/geodata); nothing is
/// fetched at run time. Immutable after loading, so one instance can serve any number of threads,
/// and every lookup is deterministic.
///
/// ```swift
/// let index = try GeoIndex.load()
/// let here = index.resolve(latitude: 47.6970, longitude: 8.6910)   // DE, Europe/Busingen
/// ```
public final class GeoIndex: Sendable {
    /// The file the index was loaded from.
    public let path: String
    /// Where the boundary data came from, as recorded by the build (source, version, licence).
    public let sources: [String: String]

    private let file: MappedFile
    private let zones: GridLayer
    private let ties: GridLayer
    private let zoneTable: ZoneTable
    private let regions: RegionLayer?
    private let airportTable: AirportTable

    /// The index at `path` (default: ``defaultPath(environment:)``), opened once per process: a run's stages reach
    /// it through their `GeoContext` (BorderLogStages), which comes here, and a process that runs several (the
    /// server, a test run) maps and checks the file once. A file rebuilt since (another size or modification time)
    /// is opened again.
    public static func load(path: String? = nil) throws(GeoError) -> GeoIndex {
        let path = path ?? defaultPath()
        var info = stat()
        let stamp = stat(path, &info) == 0 ? "\(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)" : ""
        if let open = opened.withLock({ $0[path] }), open.stamp == stamp { return open.index }
        let index = try GeoIndex(path: path)
        opened.withLock { $0[path] = (stamp, index) }
        return index
    }

    /// The indexes this process has opened, by path, with the file's size and modification time then.
    private static let opened = Mutex<[String: (stamp: String, index: GeoIndex)]>([:])

    /// Where the index lives: `$BORDERLOG_GEO_INDEX`, else `$BORDERLOG_DATA_DIR/geo.idx`, else the person's own
    /// `$XDG_DATA_HOME/borderlog/geo.idx` (`~/.local/share/borderlog/geo.idx`) when it exists, else the first
    /// `borderlog/geo.idx` that exists under `$XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`; the Debian package
    /// installs one in /usr/share), else the person's own path again (the one messages name and `make geodata` writes).
    public static func defaultPath(environment: [String: String] = ProcessEnvironment.current) -> String {
        if let path = environment["BORDERLOG_GEO_INDEX"], !path.isEmpty { return path }
        if let dir = environment["BORDERLOG_DATA_DIR"], !dir.isEmpty { return dir + "/geo.idx" }
        let own: String
        if let dir = environment["XDG_DATA_HOME"], !dir.isEmpty {
            own = dir + "/borderlog/geo.idx"
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            own = home + "/.local/share/borderlog/geo.idx"
        }
        if FileManager.default.fileExists(atPath: own) { return own }
        let shared = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return shared.split(separator: ":").map { $0 + "/borderlog/geo.idx" }.first { FileManager.default.fileExists(atPath: $0) } ?? own
    }

    /// Opens and validates an index file.
    public init(path: String) throws(GeoError) {
        let index = try IndexFile(path: path)
        let meta = try IndexMetadata(json: index.section("META", path: path), path: path)
        self.path = path
        file = index.file
        sources = meta.sources
        zones = try GridLayer(nodes: index.section("ZNOD", path: path), blob: index.section("ZBLB", path: path), path: path)
        ties = try GridLayer(nodes: index.section("NNOD", path: path), blob: index.section("NBLB", path: path), path: path)
        zoneTable = ZoneTable(meta)
        if let table = meta.regions {
            let layer = try GridLayer(nodes: index.section("RNOD", path: path), blob: index.section("RBLB", path: path), path: path)
            regions = RegionLayer(layer: layer, table: table)
        } else {
            regions = nil
        }
        airportTable = AirportTable(
            tsv: try index.section("AIRP", path: path), icaoCodes: index.optionalSection("AICO"), icaoOnly: index.optionalSection("AIRX"))
    }

    // MARK: - Resolution

    /// The country and time zone at a WGS84 position.
    ///
    /// Latitude −90…90, longitude −180…180; anything else (NaN included) resolves to
    /// ``GeoResolution/invalid``. South of −60° the country is AQ (Antarctic Treaty area).
    public func resolve(latitude: Double, longitude: Double) -> GeoResolution {
        guard latitude >= -90, latitude <= 90, longitude >= -180, longitude <= 180 else { return .invalid }
        let x = (longitude + 180) * GridLayer.unitsPerDegree
        let y = (latitude + 90) * GridLayer.unitsPerDegree
        let hit = zones.lookup(x: x, y: y)
        guard hit.label >= 0, hit.label < zoneTable.count else {
            return GeoResolution(country: latitude < -60 ? zoneTable.antarctica : nil, timeZone: nil, nearBorder: hit.nearBorder)
        }
        let zone = hit.label
        var country = zoneTable.primary[zone]
        let allowed = zoneTable.tieMask[zone]
        if allowed != 0 {
            let tie = ties.lookup(x: x, y: y).label
            if tie >= 0, tie < 64, allowed & (1 << UInt64(tie)) != 0 {
                country = zoneTable.tieCountries[tie]
            }
        }
        if latitude < -60 { country = zoneTable.antarctica }
        guard let country, let regions, regions.countries.contains(country) else {
            return GeoResolution(country: country, timeZone: zoneTable.names[zone], nearBorder: hit.nearBorder)
        }
        let (region, nearby) = regions.lookup(x: x, y: y, latitude: latitude, in: country)
        return GeoResolution(
            country: country, timeZone: zoneTable.names[zone], nearBorder: hit.nearBorder, region: region, nearbyRegion: nearby)
    }

    /// True when the index has the region layer (indexes built before it have none: `make geodata` rebuilds).
    public var hasRegions: Bool { regions != nil }

    /// The time-zone id at a position, nil for invalid input.
    public func timeZone(latitude: Double, longitude: Double) -> String? {
        resolve(latitude: latitude, longitude: longitude).timeZone
    }

    /// The IANA zones tzdata's zone.tab files under `country` (Europe/Berlin and Europe/Busingen for DE), in the
    /// index's order.
    public func timeZones(of country: CountryCode) -> [String] {
        zip(zoneTable.names, zoneTable.primary).compactMap { name, primary in primary == country ? name : nil }
    }

    // MARK: - Airports

    /// The airport with this IATA or ICAO code (any letter case), or nil.
    public func airport(_ code: String) -> Airport? {
        airportTable.airport(code).map(withRegion)
    }

    /// Airports whose city or name matches `name` (case and accents ignored; a few common
    /// exonyms such as München or Genf are understood), best matches first: exact city, city
    /// prefix, then name containing the text.
    public func airports(matching name: String) -> [Airport] {
        airportTable.matching(name).map(withRegion)
    }

    /// Every airport with an IATA code in the index, sorted by code.
    public var allAirports: [Airport] { airportTable.airports.map(withRegion) }

    /// The airport with the region at its position (the table holds country and zone only).
    private func withRegion(_ airport: Airport) -> Airport {
        guard regions != nil else { return airport }
        var placed = airport
        placed.region = resolve(latitude: airport.latitude, longitude: airport.longitude).region
        return placed
    }
}
