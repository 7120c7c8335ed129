import BorderLogDevices
import BorderLogModel
import Foundation

/// The device payload readers (`/ingest/…` on `serve`): the input's first byte picks the app and how the rest
/// arrives (a JSON body, a form body, or a query whose fields are the rest split at `&`), the rest is what a phone
/// sent. Any answer but a crash is a pass: a hostile push is refused with `DevicePayloadError` or quarantined.
enum DeviceHarness {
    static let arrival = Date(timeIntervalSince1970: 1_718_445_600)

    static func read(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let apps = DeviceApp.allCases
        let app = apps[Int(first) % apps.count]
        let rest = Data(bytes.dropFirst())
        let request: DeviceRequest
        switch (Int(first) / apps.count) % 3 {
        case 0: request = DeviceRequest(method: .post, contentType: "application/json", body: rest)
        case 1: request = DeviceRequest(method: .post, contentType: "application/x-www-form-urlencoded", body: rest)
        default: request = DeviceRequest(method: .get, query: FormFields.parse(String(decoding: rest, as: UTF8.self)).pairs)
        }
        _ = try? DevicePayload.read(request, app: app, receivedAt: arrival)
    }
}
