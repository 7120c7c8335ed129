import BorderLogBarcode
import BorderLogModel
import Foundation

/// OwnTracks' configuration link for a device (`owntracks:///config?inline=BASE64`, the booklet's remote
/// configuration): HTTP mode, the URL, the device's name and secret. Scanned from the terminal or the PNG, it sets
/// the app up in one step. It holds the secret: the PNG is written readable by its owner alone.
public struct OwnTracksSetup: Sendable {
    public let link: String
    public let code: QRCode

    public init?(url: String, name: DeviceName, secret: DeviceSecret) {
        // `mode` 3 is HTTP; `tid`, the two letters the app shows on its map, from the name.
        let configuration: [String: Any] = [
            "_type": "configuration", "mode": 3, "url": url, "auth": true, "username": name.rawValue, "password": secret.text,
            "deviceId": name.rawValue, "tid": String(name.rawValue.prefix(2)),
        ]
        guard let json = try? JSONSerialization.data(withJSONObject: configuration, options: [.sortedKeys, .withoutEscapingSlashes]) else { return nil }
        link = "owntracks:///config?inline=" + json.base64EncodedString()
        guard let code = QRCode(link) else { return nil }
        self.code = code
    }

    /// The QR code for the terminal (`QRCode.terminalText`).
    public var terminalText: String { code.terminalText() }

    /// The QR code as PNG.
    public var png: Data? { code.png() }
}
