import BorderLogSettings
import Foundation

/// Simplified country outlines for the HTML report's map, built at setup beside the geo index (`make geodata`,
/// tools/geodata/build_map.py, from Natural Earth's public-domain admin-0 countries and DCW-GMT's states and
/// provinces). Found and read here, for the report and for `borderlog doctor` alike.
public struct WorldMap: Decodable, Sendable {
    public struct Country: Decodable, Sendable {
        /// ISO 3166-1 alpha-2, overseas territories under their own codes.
        public let code: String
        public let name: String
        /// SVG path data in the map's pixel space; empty for a country too small to outline.
        public let path: String
        /// Where to draw a country too small to see as an outline.
        public let dot: [Double]?
        /// The bounding box of its main parts, `[x0, y0, x1, y1]`.
        public let box: [Double]?

        public init(code: String, name: String, path: String, dot: [Double]?, box: [Double]?) {
            self.code = code
            self.name = name
            self.path = path
            self.dot = dot
            self.box = box
        }
    }

    public let source: String
    public let width: Double
    public let height: Double
    public let countries: [Country]
    /// The states and provinces of the US, Canada and Australia (docs/regions.md), drawn over their countries; nil in
    /// a map built before regions.
    public let regions: [Country]?

    public init(source: String, width: Double, height: Double, countries: [Country], regions: [Country]? = nil) {
        self.source = source
        self.width = width
        self.height = height
        self.countries = countries
        self.regions = regions
    }

    /// Where the map is looked for: `$BORDERLOG_WORLD_MAP`, else `worldmap.json` beside the geo index (wherever
    /// ``GeoIndex/defaultPath(environment:)`` finds that: the person's own data folder, or the package's
    /// /usr/share/borderlog).
    public static func defaultPath(environment: [String: String] = ProcessEnvironment.current) -> String {
        if let path = environment["BORDERLOG_WORLD_MAP"], !path.isEmpty { return path }
        return URL(fileURLWithPath: GeoIndex.defaultPath(environment: environment)).deletingLastPathComponent().appendingPathComponent("worldmap.json").path
    }

    /// The map at `path` (default: `defaultPath()`): missing when there is no file there, unreadable when the file
    /// cannot be opened or is not a world map.
    public static func load(path: String? = nil) throws(WorldMapError) -> WorldMap {
        let path = path ?? defaultPath()
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .mapMissing(path: path) }
            let reason = isFolder.boolValue ? "it is a folder" : access(path, R_OK) != 0 ? "no permission to read it" : "\(error.localizedDescription)"
            throw .mapUnreadable(path: path, reason: reason)
        }
        do {
            return try JSONDecoder().decode(WorldMap.self, from: data)
        } catch DecodingError.dataCorrupted {
            throw .mapUnreadable(path: path, reason: "not JSON")
        } catch DecodingError.keyNotFound(let key, _) {
            throw .mapUnreadable(path: path, reason: "not a world map: no \"\(key.stringValue)\"")
        } catch {
            throw .mapUnreadable(path: path, reason: "not a world map: \(error)")
        }
    }

    /// The data the map was drawn from, without the licence and the notes that follow them ("Natural Earth 1:10m
    /// admin-0 countries 5.1.1").
    public var sourceName: String {
        let cut = [" (", ", ", "; "].compactMap { source.range(of: $0)?.lowerBound }.min() ?? source.endIndex
        return String(source[..<cut])
    }
}

/// Why the world map could not be loaded.
public enum WorldMapError: Error, CustomStringConvertible, Equatable {
    case mapMissing(path: String)
    case mapUnreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .mapMissing(let path):
            "the world map is missing at \(path); run `make geodata` (it is built beside the geo index), or set BORDERLOG_WORLD_MAP"
        case .mapUnreadable(let path, let reason):
            "the world map at \(path) cannot be read (\(reason)); rebuild it with `make geodata`"
        }
    }
}
