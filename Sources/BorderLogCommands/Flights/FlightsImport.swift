import ArgumentParser
import BorderLogCalendar
import BorderLogCore
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
            for found in summary.found { try Console.jsonLine(LogbookFlightLine(found)) }
        } else {
            let locked = try global.openForWriting(.flightsImport)
            summary = try Stages.importFlights(options, into: locked.store, context: context)
        }
        Console.err(summary.line)
        if summary.rejected > 0 { throw ExitCode(2) }
    }
}

/// One flight of `flights import --dry-run`: flight, from, to, departure, arrival (RFC 3339 with the airport's offset,
/// or a date alone), source, format; absent values are `null`.
struct LogbookFlightLine: Codable, Equatable {
    @Nullable var flight: String?
    var from: String
    var to: String
    var departure: String
    var arrival: String
    var source: String
    var format: LogbookFormat

    init(_ found: FlightsImportSummary.FoundFlight) {
        flight = found.flight.flight
        from = found.flight.from.label
        to = found.flight.to.label
        departure = found.flight.departure ?? "\(found.flight.departureSignal.day)"
        arrival = found.flight.arrival ?? "\(found.flight.arrivalSignal.day)"
        source = found.source
        format = found.format
    }
}
