import BorderLogCore
import BorderLogGeo
import Foundation

/// Simplified country outlines for the report's map, built at setup beside the geo index (`make geodata`,
/// tools/geodata/build_map.py, from Natural Earth's public-domain admin-0 countries).
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

    /// The part of the map that shows `codes` with some room around them, or nil for the whole world (nothing to
    /// show, or the countries spread over most of it). Width and height keep the map's own proportions.
    public func viewBox(showing codes: Set<String>) -> (x: Double, y: Double, width: Double, height: Double)? {
        let boxes = countries.filter { codes.contains($0.code) }.compactMap(\.box).filter { $0.count == 4 }
        guard let first = boxes.first else { return nil }
        var x0 = first[0], y0 = first[1], x1 = first[2], y1 = first[3]
        for box in boxes.dropFirst() {
            x0 = min(x0, box[0]); y0 = min(y0, box[1]); x1 = max(x1, box[2]); y1 = max(y1, box[3])
        }
        let aspect = width / height
        var w = max(x1 - x0, 60) * 1.3, h = max(y1 - y0, 24) * 1.3
        if w / h < aspect { w = h * aspect } else { h = w / aspect }
        guard w < width * 0.85 else { return nil }
        let x = min(max(0, (x0 + x1) / 2 - w / 2), width - w), y = min(max(0, (y0 + y1) / 2 - h / 2), height - h)
        return (x, max(0, y), w, min(h, height))
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

    /// `$BORDERLOG_WORLD_MAP`, else `worldmap.json` beside the geo index.
    public static func defaultPath(environment: [String: String] = ProcessEnvironment.current) -> String {
        if let path = environment["BORDERLOG_WORLD_MAP"], !path.isEmpty { return path }
        return URL(fileURLWithPath: GeoIndex.defaultPath(environment: environment)).deletingLastPathComponent().appendingPathComponent("worldmap.json").path
    }

    /// The map at `path` (default: `defaultPath()`).
    public static func load(path: String? = nil) throws(ReportRenderError) -> WorldMap {
        let path = path ?? defaultPath()
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .mapMissing(path: path)
        }
        do {
            return try JSONDecoder().decode(WorldMap.self, from: data)
        } catch {
            throw .mapUnreadable(path: path, reason: "\(error)")
        }
    }
}

/// Why the report's map could not be loaded.
public enum ReportRenderError: Error, CustomStringConvertible, Equatable {
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
