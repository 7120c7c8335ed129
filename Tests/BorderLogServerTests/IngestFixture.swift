import BorderLogModel
@testable import BorderLogServer
import BorderLogStages
import BorderLogStore
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore

/// A server over a fresh store with devices, for the `/ingest/` routes.
struct IngestFixture: Sendable {
    let server = ServerFixture()
    var inferEvery: Double = 30
    /// Generous: a suite running beside other builds must not see 503 for a lock a colleague test's write holds.
    var lockWait: Double = 10
    /// A missing file by default: points are then stored unresolved, and no test reads the shared index unless it
    /// asks for it.
    var geoIndexPath: String?

    var configuration: ServerConfiguration {
        var configuration = server.configuration
        configuration.inferEvery = inferEvery
        configuration.lockWait = lockWait
        configuration.geoIndexPath = geoIndexPath ?? server.folder.path("no-geo.idx")
        return configuration
    }

    func store() throws -> Store { try Store(path: server.storePath) }

    /// Adds a device and returns its secret.
    func add(_ name: String, _ app: DeviceApp) throws -> String {
        try Stages.addDevice(try DeviceName(name), app: app, in: try store()).secret.text
    }

    func run<Value>(
        _ mode: TestingSetup = .router, logger: Logger = Logger(label: "test"), _ test: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await BorderLogServer.application(configuration, logger: logger).test(mode, test)
    }

    static func basic(_ user: String, _ password: String) -> HTTPFields {
        [.authorization: "Basic " + Data("\(user):\(password)".utf8).base64EncodedString(), .contentType: "application/json"]
    }

    static func bearer(_ secret: String) -> HTTPFields {
        [.authorization: "Bearer \(secret)", .contentType: "application/json"]
    }

    /// The signals stored from one device, by identity.
    func identities(of device: String) throws -> [String] {
        try store().signals(kind: .location).filter { $0.source == "device:\(device)" }.map(\.signal.identity).sorted()
    }
}

/// Payloads in the apps' own shapes, at instants in June 2024.
enum Payloads {
    static func ownTracks(lat: Double = 48.85833, lon: Double = 2.29513, tst: Int = 1_718_438_400) -> ByteBuffer {
        ByteBuffer(string: #"{"_type":"location","tid":"JJ","acc":13,"alt":44,"batt":74,"conn":"w","lat":\#(lat),"lon":\#(lon),"tst":\#(tst),"vel":0,"t":"u"}"#)
    }

    /// An Overland batch of points at `minutes` past 2024-06-15T08:00Z, in Lisbon.
    static func overland(minutes: [Int], extra: [String] = []) -> ByteBuffer {
        let features = minutes.map { minute in
            let time = String(format: "2024-06-15T08:%02d:00Z", minute)
            return #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-9.1393,38.\#(7223 + minute)]},"properties":{"timestamp":"\#(time)","horizontal_accuracy":10,"altitude":50,"speed":1,"motion":["walking"],"battery_level":0.8}}"#
        } + extra
        return ByteBuffer(string: #"{"locations":[\#(features.joined(separator: ","))],"current":null}"#)
    }

    static let gpsLoggerQuery = "lat=38.7223&lon=-9.1393&time=2024-06-15T09:30:00.000Z&acc=8.0&alt=71.0&spd=1.5"
    static let traccarQuery = "id=phone&lat=-33.8688&lon=151.2093&timestamp=1718443800&speed=10.0&altitude=58.0&accuracy=12.0&batt=81.0"
}
