import BorderLogDevices
import BorderLogGeo
import BorderLogModel
import BorderLogStages
import BorderLogStore
import Foundation
import Hummingbird
import Logging
import HummingbirdAuth
import NIOCore
import NIOPosix
import Synchronization

/// `/ingest/owntracks`, `/ingest/overland`, `/ingest/gpslogger`, `/ingest/traccar` (docs/devices.md): each opened by
/// the secret of a device of that app alone (`DeviceAuthenticator`); the body read by the app's reader beside other
/// requests, stored by `IngestWriter` and answered with the app's own success answer only once committed.
struct IngestRoutes: Sendable {
    let configuration: ServerConfiguration
    let directory: DeviceDirectory
    let writer: IngestWriter
    let scheduler: InferScheduler
    let geo: IngestGeoIndex

    init(configuration: ServerConfiguration, gateway: StoreGateway, logger: Logging.Logger) {
        self.configuration = configuration
        directory = DeviceDirectory(storePath: configuration.storePath)
        writer = IngestWriter(storePath: configuration.storePath, lockWait: configuration.lockWait, logger: logger)
        scheduler = InferScheduler(interval: configuration.inferEvery, logger: logger) { _ = try await gateway.infer(to: nil) }
        geo = IngestGeoIndex(path: configuration.geoIndexPath, logger: logger)
        // A server that has devices opens the geo index beside its start, not in the answer to the first push (all the
        // phones that queued points while it was down post at once then); one without never reads it.
        let (directory, geo) = (directory, geo)
        Task.detached(priority: .utility) {
            if (try? directory.hasDevices()) == true { _ = geo.index }
        }
    }

    func add(to router: Router<APIRequestContext>) {
        let ingest = router.group("ingest")
        for app in DeviceApp.allCases {
            let group = ingest.group(RouterPath(app.rawValue)).add(middleware: DeviceAuthenticator(app: app, directory: directory))
            let handler: @Sendable (Request, APIRequestContext) async throws -> Response = { request, context in
                try await self.handle(request, context: context, app: app)
            }
            group.post(use: handler)
            if app == .gpslogger || app == .traccar { group.get(use: handler) }
        }
    }

    private func handle(_ request: Request, context: APIRequestContext, app: DeviceApp) async throws -> Response {
        let arrival = Date()
        guard case .device(let device)? = context.identity else {
            var error = APIError(.unauthorized, "this route takes the secret of a \(app.rawValue) device (`borderlog devices add NAME --app \(app.rawValue)`)")
            error.headers[.wwwAuthenticate] = IngestCredentials(app: app).challenge
            throw error
        }
        // HEAD is safe (RFC 9110 §9.2.1): the router answers it with the GET handler, and here it stores nothing.
        if request.method == .head { return IngestAnswer.success(for: app) }
        let body = try await request.bytes(limit: configuration.maximumBodyBytes)
        let pushed = DeviceRequest(
            method: request.method == .get ? .get : .post,
            query: request.uri.queryParameters.filter { $0.key != "token" }.map { (String($0.key), String($0.value)) },
            contentType: request.headers[.contentType], body: Data(body.readableBytesView))
        let geo = geo
        let push = try await NIOThreadPool.singleton.runIfActive { Stages.readPush(pushed, from: device, index: geo.index, receivedAt: arrival) }
        let summary: DeviceIngestSummary
        do {
            summary = try await writer.store(push, arrivedAt: arrival)
        } catch let refusal as IngestWriter.IngestRefusal {
            var error = APIError(.serviceUnavailable, refusal.description)
            error.headers[.retryAfter] = "5"
            throw error
        }
        if summary.added > 0 { await scheduler.pointsAdded() }
        if let malformed = summary.malformed { throw APIError(.badRequest, "not a \(app.rawValue) request: \(malformed); it is in the quarantine") }
        return IngestAnswer.success(for: app)
    }
}

/// The geo index device points are resolved with: opened at the first push (a server no phone posts to never reads
/// it), once, its absence said once in the log (points are then stored unresolved).
final class IngestGeoIndex: Sendable {
    private let context: GeoContext
    private let logger: Logging.Logger
    private let opened = Mutex<GeoIndex??>(nil)

    init(path: String?, logger: Logging.Logger) {
        context = GeoContext(path: path)
        self.logger = logger
    }

    var index: GeoIndex? {
        opened.withLock { opened in
            if let opened { return opened }
            let index = context.optional(without: "device points are stored unresolved until `borderlog resolve`", logger: logger)
            opened = .some(index)
            return index
        }
    }
}

/// Each app's own answer to a push it may forget (docs/devices.md).
enum IngestAnswer {
    static func success(for app: DeviceApp) -> Response {
        switch app {
        case .owntracks: json("[]")
        case .overland: json("{\"result\":\"ok\"}")
        case .gpslogger, .traccar: Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "OK\n")))
        }
    }

    private static func json(_ text: String) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
