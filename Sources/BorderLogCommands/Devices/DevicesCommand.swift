import ArgumentParser
import BorderLogModel

/// `borderlog devices …`: the phone trackers that push positions to `borderlog serve` (docs/devices.md).
public struct DevicesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Add, list and revoke the phone trackers that push positions to `borderlog serve`.",
        discussion: """
            A device is one app on one phone (OwnTracks, Overland, GPSLogger or Traccar Client) with its own secret: \
            `borderlog devices add phone --app owntracks` prints the URL, user and secret to enter in the app, once. \
            The app then posts to /ingest/APP on `borderlog serve`; its points become location signals of the source \
            device:NAME. Items that could not be stored are kept in the quarantine with their reason.
            """,
        subcommands: [DevicesAdd.self, DevicesList.self, DevicesRevoke.self, DevicesQuarantine.self], defaultSubcommand: DevicesList.self)

    public init() {}
}

extension DeviceApp: ExpressibleByArgument {}

extension DeviceName: ExpressibleByArgument {
    public init?(argument: String) { try? self.init(argument) }
}

/// Device names are parsed here rather than by ArgumentParser's generic message, so that a refused one says why.
enum DeviceNameArgument {
    static func parse(_ text: String) throws -> DeviceName {
        do { return try DeviceName(text) } catch { throw ValidationError(error.description) }
    }
}
