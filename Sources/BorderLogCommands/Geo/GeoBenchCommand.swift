import ArgumentParser
import BorderLogGeo

/// `borderlog geo bench`: in-process timings for Benchmarks/geo/bench.sh (hidden).
struct GeoBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time index loading and in-process lookups; prints JSON.",
        shouldDisplay: false
    )

    @Option(help: "Number of lookups to time.")
    var count = 2_000_000

    @Option(help: "Seed of the generated points.")
    var seed: UInt64 = 42

    @OptionGroup var index: GeoIndexOptions

    func run() throws {
        // The benchmark times the opening itself, so it opens the file on its own.
        do {
            try Console.json(GeoBenchmark.run(path: index.geo.path, lookups: count, seed: seed))
        } catch {
            Console.err("error: \(error)")
            throw ExitCode.failure
        }
    }
}
