@testable import BorderLogServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import Synchronization
import Testing

/// The token is in no log line at any level: not the page link's query, not a header, not the cookie. The requests go
/// through the application's whole responder chain in process, where the access log is written; over loopback the
/// test client's fixed 20-second read timeout failed when the other suites of a full run kept every core busy.
@Suite struct TokenHygieneTests {
    let fixture = ServerFixture()

    @Test func noLogLineHoldsTheToken() async throws {
        let fixture = fixture
        let log = CapturedLog()
        var logger = Logger(label: "borderlog.serve") { _ in CapturedLog.Handler(log: log) }
        logger.logLevel = .trace
        try await fixture.run(.router, logger: logger) { client in
            let link = try await client.execute(uri: "/?token=\(fixture.token)", method: .get)
            #expect(link.status == .seeOther)
            let cookie = String(try #require(link.headers[.setCookie]).split(separator: ";")[0])
            #expect(try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie]).status == .ok)
            #expect(try await client.execute(uri: "/?token=wrong\(fixture.token)", method: .get).status == .unauthorized)
            let created = try await client.execute(uri: "/api/travel-segments/?token=\(fixture.token)", method: .post, headers: fixture.json,
                                                   body: ByteBuffer(string: #"{"country":"FR","entry":"2024-02-10","exit":"2024-02-20"}"#))
            #expect(created.status == .created)
            #expect(try await client.execute(uri: "/api/calculations/schengen/?on=2024-02-20", method: .get, headers: [.cookie: cookie]).status == .ok)
            #expect(try await client.execute(uri: "/api/nowhere/", method: .get, headers: fixture.auth).status == .notFound)
        }
        let lines = log.lines
        #expect(lines.contains { $0.contains("Request") && $0.contains("/api/travel-segments/") }, "the access log is on")
        for line in lines {
            #expect(!line.contains(fixture.token) && !line.contains(SessionCookie.value(for: fixture.token)), "\(line)")
        }
    }
}

/// Every log line with its metadata (the logger's own and the line's), as `level message key=value…`.
final class CapturedLog: Sendable {
    private let kept = Mutex<[String]>([])
    var lines: [String] { kept.withLock { $0 } }

    func keep(_ line: String) { kept.withLock { $0.append(line) } }

    struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
            log.keep("\(event.level) \(event.message) \(all)\(event.error.map { " \($0)" } ?? "")")
        }
    }
}
