import ArgumentParser
import BorderLogGeo
import BorderLogStages

/// `--index`: where the geo index is read from, the same option for every command whose stage reads it.
struct GeoIndexOptions: ParsableArguments {
    @Option(name: .customLong("index"), help: ArgumentHelp(
        "Geo index file. Default: $BORDERLOG_GEO_INDEX, else $BORDERLOG_DATA_DIR/geo.idx, else ~/.local/share/borderlog/geo.idx if it exists, else /usr/share/borderlog/geo.idx (the package's).",
        valueName: "path"))
    var path: String?

    /// The index at `--index` or the default path, opened when a stage first asks (`StageContext.geo`). Each call
    /// is a new context with an opening of its own: a command takes one for its run.
    var geo: GeoContext { GeoContext(path: path) }

    /// The index for a `geo` command, which reads it itself: an index that cannot be opened ends the command with
    /// what is wrong and the fix.
    func load() throws -> GeoIndex {
        do {
            return try geo.required()
        } catch {
            Console.err("error: \(error)")
            throw ExitCode.failure
        }
    }
}
