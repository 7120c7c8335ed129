import ArgumentParser
import BorderLogGeo

/// `borderlog geo airport CODE`
struct GeoAirportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "airport",
        abstract: "Show an airport by IATA or ICAO code, or search airports by city or name.",
        discussion: "Country and time zone come from the resolver at the airport's position."
    )

    @Argument(help: "IATA or ICAO code (e.g. BRU, EBBR), or with --search a city or airport name (e.g. München).")
    var query: String

    @Flag(help: "Search by city or name instead of looking up a code.")
    var search = false

    @OptionGroup var output: ReportFormatOptions

    @OptionGroup var index: GeoIndexOptions

    func run() throws {
        let geo = try index.load()
        let airports = search ? geo.airports(matching: query) : geo.airport(query).map { [$0] } ?? []
        guard !airports.isEmpty else {
            Console.err(search ? "no airport matches '\(query)'" : "no airport with code '\(query.uppercased())'")
            throw ExitCode.failure
        }
        if output.isJSON {
            try search ? Console.json(airports) : Console.json(airports[0])
        } else {
            for airport in airports {
                Console.out("""
                    code: \(airport.code)
                    icao: \(airport.icao ?? "")
                    name: \(airport.name)
                    city: \(airport.city)
                    country: \(airport.country?.rawValue ?? "")
                    timezone: \(airport.timeZone ?? "")
                    region: \(airport.region?.rawValue ?? "")
                    lat: \(airport.latitude)
                    lon: \(airport.longitude)
                    """ + (airports.count > 1 ? "\n" : ""))
            }
        }
    }
}
