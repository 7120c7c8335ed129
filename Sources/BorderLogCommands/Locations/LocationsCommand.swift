import ArgumentParser

/// `borderlog locations` / `borderlog-locations` (not yet available).
public struct LocationsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "locations", abstract: "Import locations evidence (not yet available).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Files or folders.")
    var paths: [String] = []

    public init() {}

    public mutating func run() throws {
        throw ValidationError("locations import is not available in this build yet")
    }
}
