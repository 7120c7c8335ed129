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

    @Option(help: "With --app owntracks: where to write the configuration link's QR code as PNG (default: ./owntracks-NAME.png, mode 0600; it holds the secret).")
    var png: String?

    func validate() throws {
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else { throw ValidationError("--url must start with http:// or https://") }
    }

    mutating func run() throws {
        let locked = try global.openForWriting(.devicesAdd)
        let added = try Stages.addDevice(name, app: app, in: locked.store)
        let setup = DeviceSetup(base: url, name: name, app: app, secret: added.secret)
        Console.out(setup.text)
        if app == .owntracks { try ownTracksLink(setup) }
        Console.err("devices: added \(name) (\(app.rawValue)); the secret is shown this once, only its SHA-256 is kept")
    }

    /// OwnTracks' configuration link, as text, as a QR code in the terminal and as a PNG only its owner reads.
    private func ownTracksLink(_ setup: DeviceSetup) throws {
        guard let link = OwnTracksSetup(url: setup.url, name: name, secret: setup.secret) else {
            return Console.err("devices: the OwnTracks configuration link is too long for a QR code; enter the settings above by hand")
        }
        Console.out("configuration link: \(link.link)\n" + link.terminalText)
        let path = png ?? "owntracks-\(name).png"
        guard let image = link.png else { return Console.err("devices: the QR code could not be written as PNG") }
        try PrivateFile.write(image, to: path)
        Console.err("devices: wrote the configuration link's QR code to \(path) (it holds the secret: delete it once scanned)")
    }
}
