import ArgumentParser
import BorderLogGeo
import BorderLogModel
#if canImport(Glibc)
import Glibc
#endif

/// `borderlog geo lookup LAT LON [--format text|json]` and `borderlog geo lookup [FILE|-]`
struct GeoLookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Resolve coordinates to country, time zone and region.",
        discussion: """
            With LAT LON (decimal degrees, WGS84): the country, time zone and region at that point, as text or JSON \
            (--format). `region` is the ISO 3166-2 state or province for the US, Canada and Australia, two codes \
            joined by `|` within 300 m of a region border, or null (docs/regions.md).

            Otherwise a CSV file (or standard input): lines `lat,lon`; an optional header line `lat,lon` is \
            skipped and further columns are ignored. Output on stdout: `lat,lon,country,timezone,region`, the \
            coordinates echoed as given, `country` an ISO 3166-1 alpha-2 code or empty on the open sea. \
            Bad lines (not numbers, NaN, out of range, missing column) are reported on stderr as \
            FILE:LINE: reason and skipped; the exit code is then 2.
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("LAT LON, or a CSV file to read (`-` or nothing reads standard input).", valueName: "LAT LON | FILE"))
    var arguments: [String] = []

    @Option(help: "Output format for LAT LON: text or json.")
    var format: ReportFormat = .text

    @OptionGroup var index: GeoIndexOptions

    func validate() throws {
        guard arguments.count <= 2 else { throw ValidationError("expected LAT LON or one FILE, found \(arguments.count) arguments") }
        if arguments.count == 2 { _ = try point() }
        guard format == .text || format == .json else { throw ValidationError("--format must be text or json") }
    }

    func run() throws {
        let geo = try index.load()
        if arguments.count == 2 {
            try lookUp(point(), in: geo)
        } else {
            try lookUp(file: arguments.first ?? "-", in: geo)
        }
    }

    /// The point LAT LON, in range.
    private func point() throws -> (latitude: Double, longitude: Double) {
        guard let latitude = Double(arguments[0]), (-90...90).contains(latitude) else {
            throw ValidationError("latitude '\(arguments[0])' is not a number from -90 to 90")
        }
        guard let longitude = Double(arguments[1]), (-180...180).contains(longitude) else {
            throw ValidationError("longitude '\(arguments[1])' is not a number from -180 to 180")
        }
        return (latitude, longitude)
    }

    private func lookUp(_ point: (latitude: Double, longitude: Double), in geo: GeoIndex) throws {
        let place = geo.resolve(latitude: point.latitude, longitude: point.longitude)
        switch format {
        case .json:
            try Console.json(PointAnswer(point, place))
        default:
            Console.out("""
                country: \(place.country.map { "\($0.rawValue) (\($0.name))" } ?? "none (open sea)")
                timezone: \(place.timeZone ?? "none")
                region: \(place.region.map { "\($0.rawValue) (\($0.name))" } ?? "none")\(place.nearbyRegion.map { ", within 300 m of \($0.rawValue) (\($0.name))" } ?? "")
                """ + (place.nearBorder ? "\nnear a country border" : ""))
        }
    }

    /// `geo lookup LAT LON --format json` (docs/regions.md): nulls are written, so every key is always there.
    private struct PointAnswer: Encodable {
        let lat, lon: Double
        @Nullable var country: String?
        @Nullable var timezone: String?
        @Nullable var region: String?
        let nearBorder: Bool

        init(_ point: (latitude: Double, longitude: Double), _ place: GeoResolution) {
            (lat, lon) = point
            country = place.country?.rawValue
            timezone = place.timeZone
            region = place.regionText
            nearBorder = place.nearBorder
        }
    }

    private func lookUp(file name: String, in geo: GeoIndex) throws {
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
