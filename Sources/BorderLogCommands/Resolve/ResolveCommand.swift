import ArgumentParser
import BorderLogModel
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

    @OptionGroup var index: GeoIndexOptions

    public init() {}

    public mutating func run() throws {
        let locked = try global.openForWriting(.resolve)
        let (context, _) = global.context(geo: index.geo)
        let summary = try Stages.resolve(ResolveOptions(all: all), in: locked.store, context: context)
        Console.err(summary.line)
    }
}
