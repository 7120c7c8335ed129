import ArgumentParser
import BorderLogFlights
import BorderLogModel
import BorderLogStages

/// `borderlog flights import`: every flight a logbook says the person flew becomes two signals of kind `logbook`.
struct FlightsImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import flight logbooks as travel evidence.",
        discussion: """
            Reads Flighty and myFlightradar24 CSV exports, App in the Air's data.txt, OpenFlights, JetLog and AirTrail \
            exports and Miles & More statements (JSON), each found by its content. Each flight gives two signals of \
            kind logbook: the departure at the origin airport on its local day and the arrival where it landed (a \
            Flighty row's Diverted To); times are the airports' wall clocks, actual ones over scheduled ones; a date \
            alone gives both ends that day. Cancelled rows, trips App in the Air says someone else owns and \
            OpenFlights rows with only a year are left out with a warning. One flight kept in two logbooks is stored \
            once; files unchanged since the last import are not read again. A row that cannot be read (a broken \
            date, an airport not in the table) is listed on stderr as `path:line: reason`, and the run exits 2 after \
            importing the good rows and files. Needs the geo index for the airport table.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the flights found, one JSON object per line (flight, from, to, departure, arrival, source, format), and write nothing to the store.")
    var dryRun = false

    @OptionGroup var index: GeoIndexOptions

    @Argument(help: "Logbook files (CSV, data.txt, JSON), or folders holding them.")
    var paths: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one logbook file or folder.") }
    }

    mutating func run() throws {
        let options = FlightsImportOptions(paths: paths)
        let (context, _) = global.context(geo: index.geo)
        let summary: FlightsImportSummary
        if dryRun {
            summary = try Stages.importFlights(options, into: nil, context: context)
            LogbookFlightLine.print(summary.found)
        } else {
            summary = try global.importForEachPerson(.flightsImport) { store, _ in
                try Stages.importFlights(options, into: store, context: context)
            }
        }
        Console.err(summary.line)
        if summary.rejected > 0 { throw ExitCode(2) }
    }
}

extension LogbookFlightLine {
    /// The lines of `flights` on stdout, a block of lines a write.
    static func print(_ flights: [FlightsImportSummary.FoundFlight]) {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        for found in flights {
            LogbookFlightLine(found.flight, source: found.source, format: found.format).write(to: &out)
            if out.count >= 1 << 16 {
                Console.write(String(decoding: out, as: UTF8.self), to: .stdout)
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { Console.write(String(decoding: out, as: UTF8.self), to: .stdout) }
    }
}
