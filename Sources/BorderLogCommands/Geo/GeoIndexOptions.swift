import ArgumentParser
import BorderLogGeo

/// Where the geo index is read from.
struct GeoIndexOptions: ParsableArguments {
    @Option(name: .customLong("index"), help: ArgumentHelp(
        "Geo index file. Default: $BORDERLOG_GEO_INDEX, else $BORDERLOG_DATA_DIR/geo.idx, else ~/.local/share/borderlog/geo.idx if it exists, else /usr/share/borderlog/geo.idx (the package's).",
        valueName: "path"))
    var path: String?

    func load() throws -> GeoIndex {
        do {
            return try GeoIndex.load(path: path)
        } catch {
            Console.err("error: \(error)")
            throw ExitCode.failure
        }
    }
}
