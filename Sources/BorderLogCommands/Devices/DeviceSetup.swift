import BorderLogModel
import BorderLogStages

/// What `devices add` prints for the person to enter in the app, in the words of its settings screens (docs/devices.md).
struct DeviceSetup {
    let base: String
    let name: DeviceName
    let app: DeviceApp
    let secret: DeviceSecret

    private var root: String { base.hasSuffix("/") ? String(base.dropLast()) : base }
    var url: String { root + app.route }

    var text: String {
        var lines = ["device: \(name) (\(app.rawValue))"]
        switch app {
        case .owntracks:
            lines += ["mode: HTTP", "url: \(url)", "user: \(name)", "password: \(secret.text)"]
        case .overland:
            lines += ["receiver endpoint: \(url)?token=\(secret.text)", "(or the URL \(url) with the header Authorization: Bearer \(secret.text))"]
        case .gpslogger:
            lines += [
                "custom URL: \(url)?lat=%LAT&lon=%LON&time=%TIME&acc=%ACC&alt=%ALT&spd=%SPD&token=\(secret.text)",
                "(or basic authentication: user \(name), password \(secret.text))",
            ]
        case .traccar:
            lines += ["server URL: \(url)?token=\(secret.text)", "device identifier: \(name)"]
        }
        lines.append("secret: \(secret.text) (shown once; only its SHA-256 is kept)")
        return lines.joined(separator: "\n") + "\n"
    }
}
