import ArgumentParser
import BorderLogCore
import BorderLogStages

/// `borderlog resolve` / `borderlog-resolve`: country and time zone for every stored signal, offline.
public struct ResolveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve stored signals to a country and time zone with the offline index.",
        discussion: """
            Incremental: only signals not yet resolved are looked at, unless --all (after a data update). \
            Signals without coordinates, and points on the open sea, stay without a country.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Re-resolve every signal, e.g. after the index was rebuilt.")
    var all = false

    @Option(help: "Geo index file. Default: $BORDERLOG_GEO_INDEX, else the data directory's geo.idx.")
    var index: String?

    public init() {}

    public mutating func run() throws {
        let locked = try global.openForWriting(.resolve)
        let (context, _) = global.context()
        let summary = try Stages.resolve(ResolveOptions(all: all, geoIndexPath: index), in: locked.store, context: context)
        Console.err(summary.line)
    }
}
