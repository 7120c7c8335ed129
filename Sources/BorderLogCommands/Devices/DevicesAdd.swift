import ArgumentParser
import BorderLogModel
import BorderLogStages

struct DevicesAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a device and print, once, the URL, user and secret to enter in its app.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The device's name: 1 to 64 ASCII letters, digits, '.', '_' or '-' (the app's user name).", transform: DeviceNameArgument.parse)
    var name: DeviceName

    @Option(help: "The app on the phone: owntracks, overland, gpslogger or traccar.")
    var app: DeviceApp

    @Option(help: "The address the phone reaches `borderlog serve` at (default: http://127.0.0.1:8470), e.g. https://borderlog.example.org.")
    var url = "http://127.0.0.1:8470"

    func validate() throws {
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else { throw ValidationError("--url must start with http:// or https://") }
    }

    mutating func run() throws {
        let locked = try global.openForWriting(.devicesAdd)
        let added = try Stages.addDevice(name, app: app, in: locked.store)
        let setup = DeviceSetup(base: url, name: name, app: app, secret: added.secret)
        Console.out(setup.text)
        Console.err("devices: added \(name) (\(app.rawValue)); the secret is shown this once, only its SHA-256 is kept")
    }
}
