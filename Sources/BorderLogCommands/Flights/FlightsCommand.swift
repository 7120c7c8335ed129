import ArgumentParser

/// `borderlog flights …`: flight logbooks people already keep.
public struct FlightsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "flights",
        abstract: "Flights from the logbooks you keep (Flighty, myFlightradar24, App in the Air, OpenFlights, JetLog, AirTrail, Miles & More).",
        subcommands: [FlightsImport.self])

    public init() {}
}
