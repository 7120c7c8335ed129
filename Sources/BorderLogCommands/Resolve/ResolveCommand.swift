import ArgumentParser
import BorderLogEvidence
import BorderLogGeo
import BorderLogCore
import BorderLogStore

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
        let geo = try GeoIndex.load(path: index)
        let (store, lock) = try global.openForWriting(stage: "resolve")
        defer { withExtendedLifetime(lock) {} }
        let all = all
        let summary = try store.recordRun(stage: "resolve", arguments: all ? ["--all"] : []) {
            var resolver = SignalResolver(index: geo)
            var summary = ResolveSummary()
            var after: Int64 = 0
            while true {
                let page = try store.signalsToResolve(all: all, after: after, limit: 20_000)
                guard let last = page.last else { break }
                let resolved = page.map { (id: $0.id, signal: resolver.resolve($0.signal)) }
                try store.saveResolutions(resolved)
                resolved.forEach { summary.count($0.signal) }
                after = last.id
            }
            return (summary, Store.RunCounts(seen: summary.signals, added: summary.withCountry), nil)
        }
        Console.err(summary.line)
    }
}

private struct ResolveSummary {
    var signals = 0, withCountry = 0, nearBorder = 0, withoutPlace = 0

    mutating func count(_ signal: Signal) {
        signals += 1
        if signal.country != nil { withCountry += 1 }
        if signal.nearBorder == true { nearBorder += 1 }
        if signal.coordinate == nil { withoutPlace += 1 }
    }

    var line: String {
        let unknown = signals - withCountry - withoutPlace
        return "resolve: \(signals) signals, \(withCountry) with a country (\(nearBorder) near a border), \(unknown) at sea or unknown, \(withoutPlace) without coordinates"
    }
}
