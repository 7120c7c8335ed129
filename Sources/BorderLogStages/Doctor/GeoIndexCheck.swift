import BorderLogGeo

/// The geo index is where the defaults find it, opens, and says which boundary data it was built from.
public struct GeoIndexCheck: SetupCheck {
    public let geo: GeoContext
    public var subject: String { "geo index" }

    public init(geo: GeoContext) {
        self.geo = geo
    }

    public func run() -> CheckOutcome {
        let path = geo.path
        guard FileMode(path: path) != nil else {
            return .failed(
                problem: "no geo index at \(path): imports cannot tell countries or time zones from coordinates",
                fix: "install the borderlog package, or run `make geodata` in a source checkout, or set BORDERLOG_GEO_INDEX to the file")
        }
        do {
            let index = try geo.required()
            let built = ["timezones", "countries"].compactMap { index.sources[$0].map(Self.shortName) }
            return .ok("\(path) (\(built.isEmpty ? "sources not recorded" : built.joined(separator: "; ")))")
        } catch {
            return .failed(problem: "\(error)", fix: "build it again: `make geodata` in a source checkout, or reinstall the borderlog package")
        }
    }

    /// A source's name and version without the licence and provenance that follow them.
    private static func shortName(_ source: String) -> String {
        let cut = [" with ", " ("].compactMap { source.range(of: $0)?.lowerBound }.min() ?? source.endIndex
        return String(source[..<cut])
    }
}
