import ArgumentParser
import BorderLogGeo
#if canImport(Glibc)
import Glibc
#endif

/// `borderlog geo lookup [FILE|-]`
struct GeoLookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Resolve CSV coordinates to country and time zone.",
        discussion: """
            Input: CSV lines `lat,lon` in decimal degrees (WGS84); an optional header line `lat,lon` is \
            skipped and further columns are ignored. Output on stdout: `lat,lon,country,timezone`, the \
            coordinates echoed as given, `country` an ISO 3166-1 alpha-2 code or empty on the open sea. \
            Bad lines (not numbers, NaN, out of range, missing column) are reported on stderr as \
            FILE:LINE: reason and skipped; the exit code is then 2.
            """
    )

    @Argument(help: "CSV file to read; `-` or nothing reads standard input.")
    var file: String?

    @OptionGroup var index: GeoIndexOptions

    func run() throws {
        let geo = try index.load()
        let name = file ?? "-"
        var input: Int32 = 0
        if name != "-" {
            input = open(name, O_RDONLY)
            guard input >= 0 else {
                Console.err("error: cannot open \(name): \(String(cString: strerror(errno)))")
                throw ExitCode.failure
            }
        }
        defer { if input != 0 { close(input) } }
        let label = name == "-" ? "<stdin>" : name
        let summary: GeoCSVLookup.Summary
        do {
            summary = try GeoCSVLookup(index: geo).run(input: input, output: 1) { rejection in
                Console.err("\(label):\(rejection.line): \(rejection.reason)")
            }
        } catch {
            Console.err("error: \(label): \(error)")
            throw ExitCode.failure
        }
        Console.err("geo lookup: \(summary.resolved) resolved (\(summary.unknown) at sea or unknown), \(summary.rejected) rejected")
        if summary.rejected > 0 { throw ExitCode(2) }
    }
}
