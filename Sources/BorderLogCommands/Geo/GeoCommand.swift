import ArgumentParser

/// `borderlog geo`: offline coordinate resolution and the airport table.
public struct GeoCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "geo",
        abstract: "Resolve coordinates to a country and time zone, offline; look up airports.",
        discussion: """
            Uses the geo index built at setup by `make geodata` (time-zone boundaries from OpenStreetMap \
            via timezone-boundary-builder, ODbL; Natural Earth for zones shared by several countries). \
            Nothing is downloaded at run time.
            """,
        subcommands: [GeoLookupCommand.self, GeoAirportCommand.self, GeoBenchCommand.self]
    )

    public init() {}
}
