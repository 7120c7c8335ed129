import ArgumentParser
import BorderLogModel
import BorderLogStages

struct DevicesList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List devices: name, app, created, last seen, points, quarantined, revoked.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws { try format.require([.text, .json]) }

    mutating func run() throws {
        let devices = try Stages.devices(in: try global.openForReading())
        if format == .json { return try Console.json(devices) }
        Console.list(devices, none: "devices: none; add one with `borderlog devices add NAME --app APP`") { device in
            [device.name, device.app.rawValue, device.created, device.lastSeen ?? "-", "\(device.points) points",
             "\(device.quarantined) quarantined", device.revokedAt.map { "revoked \($0)" } ?? "active"].joined(separator: "\t")
        }
    }
}
