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

    /// The line's JSON text, keys sorted as every `jsonl` line's, and its newline, written straight into `out`: the
    /// shape is fixed, and an encoder a line cost more than the rest of a dry run.
    func write(to out: inout [UInt8]) {
        out.append(contentsOf: #"{"arrival":"#.utf8)
        JSONText.append(arrival, to: &out)
        out.append(contentsOf: #","departure":"#.utf8)
        JSONText.append(departure, to: &out)
        out.append(contentsOf: #","flight":"#.utf8)
        if let flight { JSONText.append(flight, to: &out) } else { out.append(contentsOf: "null".utf8) }
        out.append(contentsOf: #","format":"#.utf8)
        JSONText.append(format.rawValue, to: &out)
        out.append(contentsOf: #","from":"#.utf8)
        JSONText.append(from, to: &out)
        out.append(contentsOf: #","source":"#.utf8)
        JSONText.append(source, to: &out)
        out.append(contentsOf: #","to":"#.utf8)
        JSONText.append(to, to: &out)
        out.append(contentsOf: "}\n".utf8)
    }

    /// The lines of `flights` on stdout, a block of lines a write.
    static func print(_ flights: [FlightsImportSummary.FoundFlight]) {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        for found in flights {
            LogbookFlightLine(found).write(to: &out)
            if out.count >= 1 << 16 {
                Console.write(String(decoding: out, as: UTF8.self), to: .stdout)
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { Console.write(String(decoding: out, as: UTF8.self), to: .stdout) }
    }
}
