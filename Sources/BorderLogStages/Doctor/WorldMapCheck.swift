import BorderLogGeo

/// The world map the HTML report draws is where the report looks for it (``WorldMap/defaultPath(environment:)``),
/// reads as a map, and says which outlines it was built from.
public struct WorldMapCheck: SetupCheck {
    public let path: String
    public var subject: String { "world map" }

    /// The map at `path`, by default the one `report html` and `borderlog serve` would load.
    public init(path: String = WorldMap.defaultPath()) {
        self.path = path
    }

    public func run() -> CheckOutcome {
        let map: WorldMap
        do throws(WorldMapError) {
            map = try WorldMap.load(path: path)
        } catch {
            switch error {
            case .mapMissing:
                return .failed(
                    problem: "no world map at \(path): `report html` cannot draw its map",
                    fix: "install the borderlog package, or run `make geodata` in a source checkout (it builds the map beside the geo index), or set BORDERLOG_WORLD_MAP to the file")
            case .mapUnreadable(_, let reason):
                return .failed(problem: "the world map at \(path) cannot be read: \(reason)", fix: Self.rebuild)
            }
        }
        guard !map.countries.isEmpty else {
            return .failed(
                problem: "the world map at \(path) has no countries", fix: Self.rebuild)
        }
        let regions = map.regions.map { "\($0.count) states and provinces" } ?? "no states and provinces: `make geodata` adds them"
        return .ok("\(path) (\(map.sourceName); \(map.countries.count) countries, \(regions))")
    }

    private static let rebuild = "build it again: `make geodata` in a source checkout, or reinstall the borderlog package"
}
