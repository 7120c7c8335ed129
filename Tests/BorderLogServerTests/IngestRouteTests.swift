import BorderLogGeo
import BorderLogModel
@testable import BorderLogServer
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// `/ingest/…` (docs/devices.md): each app's protocol and answer, the secrets, idempotency, the quarantine, and the
/// refusals (400, 401, 413, 503).
@Suite struct IngestRouteTests {
    @Test func ownTracksPushIsStoredOnceAndAnsweredAsTheAppExpects() async throws {
        let fixture = IngestFixture()
        let secret = try fixture.add("phone", .owntracks)
        try await fixture.run { client in
            let first = try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.basic("phone", secret), body: Payloads.ownTracks())
            #expect(first.status == .ok)
            #expect(first.text == "[]")
            #expect(first.headers[.contentType] == "application/json")
            // The phone resends it (its answer was lost): nothing new.
            let again = try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.basic("phone", secret), body: Payloads.ownTracks())
            #expect(again.status == .ok)
            // Another type and an empty body: `[]`, nothing stored.
            let card = try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.basic("phone", secret),
                                                body: ByteBuffer(string: #"{"_type":"lwt","tst":1718438400}"#))
            #expect(card.status == .ok && card.text == "[]")
            let empty = try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.basic("phone", secret))
            #expect(empty.status == .ok && empty.text == "[]")
        }
        #expect(try fixture.identities(of: "phone") == ["device:phone:1718438400000:488583300:22951300"])
        let signal = try #require(try fixture.store().signals(kind: .location).first)
        #expect(signal.source == "device:phone")
        #expect(signal.signal.accuracy == 13)
        let device = try #require(try fixture.store().devices().first)
        #expect(device.device.points == 1)
        #expect(device.device.lastSeen != nil)
        #expect(device.quarantined == 0)
    }

    @Test func overlappingAndOutOfOrderBatchesAddOnlyWhatIsNew() async throws {
        let fixture = IngestFixture()
        let secret = try fixture.add("ana", .overland)
        try await fixture.run { client in
            let later = try await client.execute(uri: "/ingest/overland?token=\(secret)", method: .post, headers: [.contentType: "application/json"],
                                                 body: Payloads.overland(minutes: [30, 31, 32]))
            #expect(later.status == .ok)
            #expect(later.object?["result"] as? String == "ok")
            // A backlog from earlier that overlaps the first batch, out of order, through the bearer header.
            let backlog = try await client.execute(uri: "/ingest/overland", method: .post, headers: IngestFixture.bearer(secret),
                                                   body: Payloads.overland(minutes: [32, 5, 31, 1]))
            #expect(backlog.status == .ok)
        }
        #expect(try fixture.identities(of: "ana").count == 5)
        #expect(try fixture.store().devices().first?.device.points == 5)
    }

    @Test func badItemsGoToTheQuarantineWhileTheGoodOnesAreStored() async throws {
        let fixture = IngestFixture()
        let secret = try fixture.add("ana", .overland)
        let bad = [
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-9.1,95.5]},"properties":{"timestamp":"2024-06-15T08:40:00Z"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-9.1,38.7]},"properties":{"timestamp":"1999-06-15T08:40:00Z"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-9.1,38.7]},"properties":{"timestamp":"2099-06-15T08:40:00Z"}}"#,
        ]
        try await fixture.run { client in
            let response = try await client.execute(uri: "/ingest/overland", method: .post, headers: IngestFixture.bearer(secret),
                                                    body: Payloads.overland(minutes: [1, 2], extra: bad))
            #expect(response.status == .ok)
            #expect(response.object?["result"] as? String == "ok")
        }
        #expect(try fixture.identities(of: "ana").count == 2)
        let quarantine = try fixture.store().quarantined()
        #expect(quarantine.count == 3)
        #expect(quarantine.map(\.reason).contains { $0.contains("out of range") })
        #expect(quarantine.map(\.reason).contains { $0.contains("before 2000-01-01") })
        #expect(quarantine.map(\.reason).contains { $0.contains("more than a day") })
        #expect(quarantine.allSatisfy { $0.device.rawValue == "ana" && $0.raw.hasPrefix(#"{"type":"Feature""#) })
        #expect(try fixture.store().devices().first?.quarantined == 3)
    }

    @Test func aBodyThatIsNotTheProtocolIs400AndQuarantinedWhole() async throws {
        let fixture = IngestFixture()
        let overland = try fixture.add("ana", .overland)
        let owntracks = try fixture.add("phone", .owntracks)
        try await fixture.run { client in
            let response = try await client.execute(uri: "/ingest/overland", method: .post, headers: IngestFixture.bearer(overland),
                                                    body: ByteBuffer(string: #"{"points":[1,2,3]}"#))
            #expect(response.status == .badRequest)
            #expect((response.object?["error"] as? String)?.contains("locations") == true)
            let notJSON = try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.basic("phone", owntracks),
                                                   body: ByteBuffer(string: "lat=1&lon=2"))
            #expect(notJSON.status == .badRequest)
        }
        let quarantine = try fixture.store().quarantined()
        #expect(quarantine.map(\.raw) == [#"{"points":[1,2,3]}"#, "lat=1&lon=2"])
        #expect(try fixture.identities(of: "ana").isEmpty)
    }

    @Test func aBodyOver10MiBIs413() async throws {
        let fixture = IngestFixture()
        let secret = try fixture.add("ana", .overland)
        try await fixture.run { client in
            let body = ByteBuffer(repeating: UInt8(ascii: " "), count: (10 << 20) + 1)
            let response = try await client.execute(uri: "/ingest/overland", method: .post, headers: IngestFixture.bearer(secret), body: body)
            #expect(response.status == .contentTooLarge)
        }
        #expect(try fixture.store().quarantined().isEmpty)
    }

    @Test func theStoreLockNotHadIs503WithRetryAfterAndNothingStored() async throws {
        let fixture = {
            var fixture = IngestFixture()
            fixture.lockWait = 0.3
            return fixture
        }()
        let secret = try fixture.add("ana", .overland)
        let held = try StoreLock(storePath: fixture.server.storePath, stage: .infer)
        try await fixture.run { client in
            let response = try await client.execute(uri: "/ingest/overland", method: .post, headers: IngestFixture.bearer(secret),
                                                    body: Payloads.overland(minutes: [1], extra: [#"{"type":"Feature"}"#]))
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] != nil)
        }
        withExtendedLifetime(held) {}
        #expect(try fixture.identities(of: "ana").isEmpty)
        #expect(try fixture.store().quarantined().isEmpty)
        #expect(try fixture.store().devices().first?.device.lastSeen == nil)
    }

    @Test func gpsLoggerAndTraccarTakeTheirFieldsByGetAndPost() async throws {
        let fixture = IngestFixture()
        let gpslogger = try fixture.add("logger", .gpslogger)
        let traccar = try fixture.add("phone", .traccar)
        try await fixture.run { client in
            let get = try await client.execute(uri: "/ingest/gpslogger?\(Payloads.gpsLoggerQuery)&token=\(gpslogger)", method: .get)
            #expect(get.status == .ok)
            var form = IngestFixture.basic("logger", gpslogger)
            form[.contentType] = "application/x-www-form-urlencoded"
            let post = try await client.execute(uri: "/ingest/gpslogger", method: .post, headers: form,
                                                body: ByteBuffer(string: "lat=38.7300&lon=-9.1400&timestamp=1718443900&acc=5"))
            #expect(post.status == .ok)
            let osmand = try await client.execute(uri: "/ingest/traccar?\(Payloads.traccarQuery)&token=\(traccar)", method: .post)
            #expect(osmand.status == .ok)
            let json = try await client.execute(uri: "/ingest/traccar?token=\(traccar)", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: """
                {"location":{"timestamp":"2024-06-15T09:40:00.000Z","coords":{"latitude":-33.87,"longitude":151.21,"accuracy":5,"speed":0,"heading":0,"altitude":40},\
                "is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{}},"device_id":"phone"}
                """))
            #expect(json.status == .ok)
            let missing = try await client.execute(uri: "/ingest/gpslogger?lat=1&token=\(gpslogger)", method: .get)
            #expect(missing.status == .badRequest)
        }
        #expect(try fixture.identities(of: "logger").count == 2)
        #expect(try fixture.identities(of: "phone").count == 2)
        let speeds = try fixture.store().signals(kind: .location).filter { $0.source == "device:logger" }.map(\.signal.accuracy)
        #expect(speeds.contains(8) && speeds.contains(5))
    }

    /// HEAD is safe (RFC 9110 §9.2.1): on the GET routes it answers as the GET would, and stores nothing.
    @Test func headOnAGetRouteStoresNothing() async throws {
        let fixture = IngestFixture()
        let gpslogger = try fixture.add("logger", .gpslogger)
        try await fixture.run { client in
            let head = try await client.execute(uri: "/ingest/gpslogger?\(Payloads.gpsLoggerQuery)&token=\(gpslogger)", method: .head)
            #expect(head.status == .ok)
            let refused = try await client.execute(uri: "/ingest/gpslogger?\(Payloads.gpsLoggerQuery)&token=wrong", method: .head)
            #expect(refused.status == .unauthorized)
        }
        #expect(try fixture.identities(of: "logger").isEmpty)
        #expect(try fixture.store().devices().first?.device.lastSeen == nil)
    }

    /// Every route against every credential: only the right device's secret on its own app's route opens it.
    @Test func onlyTheDevicesOwnSecretOpensItsOwnRoute() async throws {
        let fixture = IngestFixture()
        let secrets = try Dictionary(uniqueKeysWithValues: DeviceApp.allCases.map { app in (app, try fixture.add("d-\(app.rawValue)", app)) })
        let owner = fixture.server.token
        @Sendable func credentials(_ secret: String, user: String) -> [(query: String, headers: HTTPFields)] {
            [("", IngestFixture.basic(user, secret)), ("", IngestFixture.bearer(secret)), ("?token=\(secret)", [.contentType: "application/json"])]
        }
        let bodies: [DeviceApp: ByteBuffer] = [
            .owntracks: Payloads.ownTracks(), .overland: Payloads.overland(minutes: [1]),
            .gpslogger: ByteBuffer(string: Payloads.gpsLoggerQuery), .traccar: ByteBuffer(string: Payloads.traccarQuery),
        ]
        try await fixture.run { client in
            for route in DeviceApp.allCases {
                let body = bodies[route]!
                func status(_ query: String, _ headers: HTTPFields) async throws -> HTTPResponse.Status {
                    var headers = headers
                    if route == .gpslogger || route == .traccar { headers[.contentType] = "application/x-www-form-urlencoded" }
                    return try await client.execute(uri: route.route + query, method: .post, headers: headers, body: body).status
                }
                // Nothing, the owner's token every way, a wrong secret, another app's device.
                #expect(try await status("", [:]) == .unauthorized)
                for (query, headers) in credentials(owner, user: "d-\(route.rawValue)") + credentials("x" + secrets[route]!, user: "d-\(route.rawValue)") {
                    #expect(try await status(query, headers) == .unauthorized, "\(route) \(headers)")
                }
                for other in DeviceApp.allCases where other != route {
                    for (query, headers) in credentials(secrets[other]!, user: "d-\(other.rawValue)") {
                        #expect(try await status(query, headers) == .unauthorized, "\(other)'s secret on \(route)")
                    }
                }
                // The right secret under another device's name.
                #expect(try await status("", IngestFixture.basic("d-\(route == .owntracks ? "overland" : "owntracks")", secrets[route]!)) == .unauthorized)
                // The device's own secret, the ways its app sends it.
                let ways = credentials(secrets[route]!, user: "d-\(route.rawValue)").filter { way in
                    switch route {
                    case .owntracks: way.headers[.authorization]?.hasPrefix("Basic") == true
                    case .overland: way.headers[.authorization]?.hasPrefix("Basic") != true
                    case .gpslogger, .traccar: way.headers[.authorization]?.hasPrefix("Bearer") != true
                    }
                }
                #expect(!ways.isEmpty)
                for (query, headers) in ways { #expect(try await status(query, headers) == .ok, "\(route) \(headers)") }
                // A device secret opens nothing under /api.
                let api = try await client.execute(uri: "/api/devices/", method: .get, headers: IngestFixture.bearer(secrets[route]!))
                #expect(api.status == .unauthorized)
            }
            // Revoked: the next request is refused.
            #expect(try Stages.revokeDevice(try DeviceName("d-overland"), in: try fixture.store()))
            let revoked = try await client.execute(uri: "/ingest/overland", method: .post, headers: IngestFixture.bearer(secrets[.overland]!),
                                                   body: Payloads.overland(minutes: [2]))
            #expect(revoked.status == .unauthorized)
            #expect(revoked.headers[.wwwAuthenticate] == "Bearer")
            let challenge = try await client.execute(uri: "/ingest/owntracks", method: .post)
            #expect(challenge.headers[.wwwAuthenticate]?.hasPrefix("Basic") == true)
        }
        #expect(try fixture.identities(of: "d-overland").count == 1)
    }

    @Test func theDevicesRouteAnswersTheListWithTheOwnersToken() async throws {
        let fixture = IngestFixture()
        let secret = try fixture.add("phone", .owntracks)
        _ = try fixture.add("old", .gpslogger)
        _ = try Stages.revokeDevice(try DeviceName("old"), in: try fixture.store())
        try await fixture.run { client in
            _ = try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.basic("phone", secret), body: Payloads.ownTracks())
            let response = try await client.execute(uri: "/api/devices/", method: .get, headers: fixture.server.auth)
            #expect(response.status == .ok)
            let listed = try response.decode([DeviceLine].self)
            let expected = try Stages.devices(in: try fixture.store())
            #expect(listed == expected)
            #expect(listed.map(\.name) == ["old", "phone"])
            #expect(listed.map(\.revoked) == [true, false])
            #expect(listed.last?.points == 1)
        }
    }

    @Test func theAccessLogHoldsNoSecretNoAuthorizationAndNoCoordinate() async throws {
        let fixture = IngestFixture()
        let gpslogger = try fixture.add("logger", .gpslogger)
        let owntracks = try fixture.add("phone", .owntracks)
        let overland = try fixture.add("ana", .overland)
        let log = CapturedLog()
        var logger = Logger(label: "borderlog.serve") { _ in CapturedLog.Handler(log: log) }
        logger.logLevel = .trace
        let basic = try #require(IngestFixture.basic("phone", owntracks)[.authorization])
        try await fixture.run(.router, logger: logger) { client async throws in
            #expect(try await client.execute(uri: "/ingest/gpslogger?\(Payloads.gpsLoggerQuery)&token=\(gpslogger)", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/ingest/gpslogger/38.7223/-9.1393?token=\(gpslogger)", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/ingest/owntracks", method: .post, headers: [.authorization: basic], body: Payloads.ownTracks()).status == .ok)
            #expect(try await client.execute(uri: "/ingest/overland", method: .post, headers: IngestFixture.bearer(overland), body: Payloads.overland(minutes: [1])).status == .ok)
            #expect(try await client.execute(uri: "/ingest/overland", method: .post, headers: IngestFixture.bearer(overland),
                                             body: ByteBuffer(string: #"{"lat":38.7223}"#)).status == .badRequest)
            #expect(try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.bearer(gpslogger)).status == .unauthorized)
        }
        let lines = log.lines
        #expect(lines.contains { $0.contains("/ingest/gpslogger") && $0.contains("token=…") && $0.contains("lat=…") })
        for line in lines {
            for secret in [gpslogger, owntracks, overland, basic, String(basic.dropFirst("Basic ".count))] {
                #expect(!line.contains(secret), "\(line)")
            }
            for coordinate in ["38.7223", "9.1393", "48.85833", "2.29513", "38.7224"] {
                #expect(!line.contains(coordinate), "\(line)")
            }
        }
    }

    /// With the shared geo index: a pushed point is resolved at once, and with `--infer-every 0` the ledger and the
    /// API answer the new day before the push is acknowledged.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: GeoIndexPath.shared)))
    func pushedPointsAreResolvedAndTheLedgerFollows() async throws {
        let fixture = {
            var fixture = IngestFixture()
            fixture.inferEvery = 0
            fixture.geoIndexPath = GeoIndexPath.shared
            return fixture
        }()
        let secret = try fixture.add("phone", .owntracks)
        try await fixture.run { client in
            // No ledger yet.
            #expect(try await client.execute(uri: "/api/ledger/", method: .get, headers: fixture.server.auth).status == .notFound)
            let push = try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.basic("phone", secret), body: Payloads.ownTracks())
            #expect(push.status == .ok)
            let ledger = try await client.execute(uri: "/api/ledger/?from=2024-06-15&to=2024-06-15", method: .get, headers: fixture.server.auth)
            #expect(ledger.status == .ok)
            #expect(ledger.array?.first?["country"] as? String == "FR")
            // A later day, pushed out of order after it: the ledger grows to it.
            let later = try await client.execute(uri: "/ingest/owntracks", method: .post, headers: IngestFixture.basic("phone", secret),
                                                 body: Payloads.ownTracks(lat: 38.7223, lon: -9.1393, tst: 1_718_611_200))
            #expect(later.status == .ok)
            let grown = try await client.execute(uri: "/api/ledger/?from=2024-06-17&to=2024-06-17", method: .get, headers: fixture.server.auth)
            #expect(grown.array?.first?["country"] as? String == "PT")
        }
        let signal = try #require(try fixture.store().signals(kind: .location).first { $0.signal.day == LocalDay("2024-06-15") })
        #expect(signal.signal.country == CountryCode("FR"))
        #expect(signal.signal.timeZone == "Europe/Paris")
    }

    /// A real HTTP client over loopback.
    @Test func aPushOverLoopback() async throws {
        let fixture = IngestFixture()
        let secret = try fixture.add("logger", .gpslogger)
        try await fixture.run(.live) { client in
            let response = try await client.execute(uri: "/ingest/gpslogger?\(Payloads.gpsLoggerQuery)&token=\(secret)", method: .get)
            #expect(response.status == .ok)
        }
        #expect(try fixture.identities(of: "logger").count == 1)
    }
}

enum GeoIndexPath {
    static let shared = GeoIndex.defaultPath()
}
