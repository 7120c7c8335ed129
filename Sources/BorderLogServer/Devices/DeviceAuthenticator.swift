import BorderLogModel
import BorderLogStages
import BorderLogStore
import Foundation
import Hummingbird
import HummingbirdAuth
import Synchronization

/// Opens one `/ingest/APP` route to the devices of that app alone (docs/devices.md): the secret as the app sends it
/// (HTTP Basic with the device's name, a bearer token, or `token` in the query, as `DeviceApp.credentials` allows),
/// compared by its SHA-256 in constant time, and a revoked device no more. The owner's token is no device's secret, so
/// it opens nothing here; a device's secret opens only its own app's route (and nothing under `/api`).
struct DeviceAuthenticator: AuthenticatorMiddleware {
    typealias Context = APIRequestContext
    let app: DeviceApp
    let directory: DeviceDirectory

    func authenticate(request: Request, context: Context) async throws -> Caller? {
        let credentials = IngestCredentials(app: app)
        let device: DeviceRecord?
        if credentials.basic, let basic = request.headers.basic {
            guard let name = try? DeviceName(basic.username), let found = try directory.device(named: name),
                  DeviceSecret.matches(basic.password, hash: found.secretHash)
            else { return nil }
            device = found
        } else if credentials.bearer, let bearer = request.headers.bearer {
            device = try directory.device(secret: bearer.token)
        } else if credentials.query, let token = request.uri.queryParameters.get("token") {
            device = try directory.device(secret: token)
        } else {
            return nil
        }
        guard let device, device.app == app, device.revokedAt == nil else { return nil }
        return .device(device)
    }
}

/// How each app may send its secret (docs/devices.md).
struct IngestCredentials {
    let basic: Bool
    let bearer: Bool
    let query: Bool

    init(app: DeviceApp) {
        switch app {
        case .owntracks: (basic, bearer, query) = (true, false, false)
        case .overland: (basic, bearer, query) = (false, true, true)
        case .gpslogger, .traccar: (basic, bearer, query) = (true, false, true)
        }
    }

    /// The `WWW-Authenticate` challenge of a 401.
    var challenge: String { basic ? "Basic realm=\"BorderLog\", charset=\"UTF-8\"" : "Bearer" }
}

/// The devices as the authenticator reads them: from the store on every request, so that a revocation holds from
/// the next one, through connections kept open (opening a store costs more than the query).
final class DeviceDirectory: Sendable {
    private let storePath: String
    private let idle = Mutex<[Store]>([])

    init(storePath: String) { self.storePath = storePath }

    /// Whether any device was ever added.
    func hasDevices() throws -> Bool {
        try withStore { try !$0.devices().isEmpty }
    }

    func device(named name: DeviceName) throws -> DeviceRecord? {
        try withStore { try $0.device(named: name) }
    }

    /// The device whose secret `presented` is: found by the SHA-256, then compared in constant time.
    func device(secret presented: String) throws -> DeviceRecord? {
        let hash = DeviceSecret.hash(presented)
        return try withStore { try $0.device(secretHash: hash) }.flatMap { DeviceSecret.matches(presented, hash: $0.secretHash) ? $0 : nil }
    }

    private func withStore<T>(_ body: (Store) throws -> T) throws -> T {
        let store = try idle.withLock { $0.popLast() } ?? Store(path: storePath)
        defer { idle.withLock { $0.append(store) } }
        return try body(store)
    }
}
