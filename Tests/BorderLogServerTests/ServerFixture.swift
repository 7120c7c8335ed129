@testable import BorderLogServer
import BorderLogSettings
import BorderLogStore
import BorderLogTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Synchronization

/// A server over a fresh store file, driven in process.
struct ServerFixture: Sendable {
    let folder = TemporaryDirectory()
    let token = String(repeating: "t0k3n", count: 8)
    /// A rules file over the bundled rules, when a test writes one; else the fixture's own empty one, so that no test
    /// reads the rules of the person running the suite.
    var rulesPath: String?
    var storePath: String { folder.path("store.sqlite") }
    /// The time the login throttle and share links are judged by; the system's unless a test moves its own.
    var clock: TestClock?

    /// The fixture's own data home and config folder: its people, never the user's.
    var environment: [String: String] {
        ["XDG_DATA_HOME": folder.path("data"), "XDG_CONFIG_HOME": folder.path("config"), "HOME": folder.path("home")]
    }

    var people: People { People(environment: environment) }
    /// How often a write may start an alert check; none by default.
    var alertInterval: Duration?

    var configuration: ServerConfiguration {
        var configuration = ServerConfiguration(storePath: storePath, token: token)
        configuration.lockWait = 0.3
        // Any free port, for the tests that run a real server.
        configuration.port = 0
        configuration.rulesPath = rulesPath ?? ownRulesFile
        configuration.profileFile = folder.url.appendingPathComponent("profile.json")
        configuration.signingKeyPath = folder.path("signing-key.pem")
        configuration.people = people
        if let clock { configuration.clock = { clock.now } }
        // The fixture's own alerts file (none unless a test writes it), and no alert check unless a test asks.
        configuration.alertsFile = folder.url.appendingPathComponent("alerts.json")
        configuration.alertInterval = alertInterval
        return configuration
    }

    /// `{}` in the fixture's folder: the bundled rules as they ship.
    private var ownRulesFile: String {
        let path = folder.path("rules.json")
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: Data("{}\n".utf8)) }
        return path
    }

    func run<Value>(
        _ mode: TestingSetup = .router, logger: Logger = Logger(label: "test"), _ test: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await BorderLogServer.application(configuration, logger: logger).test(mode, test)
    }

    /// The server listening on a free loopback port (the client's `port`), for a browser to open.
    func runLive<Value>(_ test: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await run(.live, test)
    }

    var auth: HTTPFields { [.authorization: "Bearer \(token)"] }
    var json: HTTPFields { [.authorization: "Bearer \(token)", .contentType: "application/json"] }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var object: [String: Any]? { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] }
    var array: [[String: Any]]? { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]] }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try JSONDecoder().decode(T.self, from: Data(text.utf8)) }
}

extension ByteBuffer {
    init(json: String) { self.init(string: json) }
}

/// A clock a test moves by hand (no sleeping): the login throttle's minute, a share link's expiry.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_780_000_000)) { current = Mutex(start) }

    var now: Date { current.withLock { $0 } }

    func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
}
