import BorderLogAccess
import BorderLogModel
@testable import BorderLogServer
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// `serve` with people (docs/people.md): sign-in, the session cookie, the login throttle, every route answered only
/// from the caller's own store, grants, and share links. Each test has its own data home (the fixture's) and moves
/// its own clock.
@Suite struct PeopleRouteTests {
    let clock = TestClock()
    let fixture: ServerFixture
    static let anaPassword = "ana's long password"
    static let leoPassword = "leo's long password"
    /// A word only Ana's evidence holds: no answer to anyone else may contain it.
    static let anaSecret = "ana-secret-clinic"

    init() throws {
        var fixture = ServerFixture()
        fixture.clock = clock
        self.fixture = fixture
        let people = fixture.people
        try people.add(PersonName(validating: "ana"))
        try people.add(PersonName(validating: "leo"))
        let access = try AccessStore(dataHome: people.dataHome)
        try access.setPassword(Self.anaPassword, for: PersonName(validating: "ana"))
        try access.setPassword(Self.leoPassword, for: PersonName(validating: "leo"))
    }

    var ana: PersonName { PersonName("ana")! }
    var leo: PersonName { PersonName("leo")! }
    var access: AccessStore { get throws { try AccessStore(dataHome: fixture.people.dataHome) } }

    /// Signs `name` in with JSON and answers the cookie pair (`borderlog_person=…`).
    func login(_ client: any TestClientProtocol, _ name: String, _ password: String) async throws -> String {
        let response = try await client.execute(uri: "/login", method: .post, headers: [.contentType: "application/json"],
                                                body: ByteBuffer(string: #"{"name":"\#(name)","password":"\#(password)"}"#))
        #expect(response.status == .ok, "\(response.text)")
        let header = try #require(response.headers[.setCookie])
        return String(header.split(separator: ";")[0])
    }

    /// Headers of a write from the person's own page: the cookie and the same origin.
    func page(_ cookie: String) -> HTTPFields {
        [.cookie: cookie, .contentType: "application/json", .secFetchSite: "same-origin"]
    }

    /// Ana's stays (one with her secret note) and an override, through her own session, and her ledger.
    func seedAna(_ client: any TestClientProtocol, cookie: String) async throws {
        for body in [#"{"country":"FR","entry":"2024-02-10","exit":"2024-03-20","note":"\#(Self.anaSecret)"}"#,
                     #"{"country":"PT","entry":"2024-03-20","exit":"2024-06-30"}"#] {
            let created = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: page(cookie), body: ByteBuffer(string: body))
            #expect(created.status == .created, "\(created.text)")
        }
        let override = try await client.execute(uri: "/api/overrides/2024-03-01/", method: .put, headers: page(cookie),
                                                body: ByteBuffer(string: #"{"countries":["FR","MC"],"note":"\#(Self.anaSecret)"}"#))
        #expect(override.status == .ok)
        let plan = try await client.execute(uri: "/api/plans/", method: .post, headers: page(cookie),
                                            body: ByteBuffer(string: #"{"country":"IT","entry":"2024-08-01","exit":"2024-08-10","name":"\#(Self.anaSecret)"}"#))
        #expect(plan.status == .created)
    }

    @Test func loginGivesAStrictHttpOnlyCookieAndThePersonsOwnStore() async throws {
        let fixture = fixture
        try await fixture.run { client in
            let response = try await client.execute(uri: "/login", method: .post, headers: [.contentType: "application/json"],
                                                    body: ByteBuffer(string: #"{"name":"ana","password":"\#(Self.anaPassword)"}"#))
            #expect(response.status == .ok && response.object?["person"] as? String == "ana")
            let header = try #require(response.headers[.setCookie])
            let attributes = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            #expect(attributes[0].hasPrefix("borderlog_person="))
            #expect(attributes.contains("httponly") && attributes.contains("samesite=strict") && attributes.contains("path=/"))
            // The cookie is a random session id: it holds neither the name nor the password.
            #expect(!header.contains("ana") && !header.contains(Self.anaPassword))
            let cookie = String(header.split(separator: ";")[0])
            try await seedAna(client, cookie: cookie)
            #expect(try await client.execute(uri: "/api/ledger/infer/", method: .post, headers: page(cookie), body: ByteBuffer(string: "{}")).status == .ok)
            let stays = try await client.execute(uri: "/api/travel-segments/", method: .get, headers: [.cookie: cookie])
            #expect(stays.array?.count == 2 && stays.text.contains(Self.anaSecret))
            let page = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(page.status == .ok && page.text.contains("data-date=\"2024-03-01\""))
            // A write with the cookie from another site is refused, as the owner's cookie's is.
            let crossSite = try await client.execute(uri: "/api/plans/", method: .post, headers: [.cookie: cookie, .contentType: "application/json", .secFetchSite: "cross-site"],
                                                     body: ByteBuffer(string: #"{"country":"IT","entry":"2024-09-01","exit":"2024-09-02"}"#))
            #expect(crossSite.status == .forbidden)
            // The owner token still answers from the server's own store, as before people.
            let owner = try await client.execute(uri: "/api/travel-segments/", method: .get, headers: fixture.auth)
            #expect(owner.status == .ok && owner.array?.isEmpty == true)
            let logout = try await client.execute(uri: "/logout", method: .post, headers: [.cookie: cookie])
            #expect(logout.status == .noContent)
            #expect(try await client.execute(uri: "/api/travel-segments/", method: .get, headers: [.cookie: cookie]).status == .unauthorized)
        }
        let person = fixture.people.person(ana)
        #expect(try Store(path: person.storePath).stays().count == 2)
        #expect(try Store(path: fixture.storePath).stays().isEmpty)
    }

    @Test func aFormLoginRedirectsToThePage() async throws {
        let fixture = fixture
        try await fixture.run { client in
            let response = try await client.execute(uri: "/login", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                    body: ByteBuffer(string: "name=leo&password=leo%27s%20long%20password"))
            #expect(response.status == .seeOther && response.headers[.location] == "/")
            #expect(response.headers[.setCookie]?.hasPrefix("borderlog_person=") == true)
            let malformed = try await client.execute(uri: "/login", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: "{\"name\":"))
            #expect(malformed.status == .badRequest)
        }
    }

    @Test func fiveFailuresWithinAMinuteClosTheLoginForAMinuteRightPasswordIncluded() async throws {
        let fixture = fixture, clock = clock
        try await fixture.run { client in
            func attempt(_ name: String, _ password: String) async throws -> HTTPResponse.Status {
                try await client.execute(uri: "/login", method: .post, headers: [.contentType: "application/json"],
                                         body: ByteBuffer(string: #"{"name":"\#(name)","password":"\#(password)"}"#)).status
            }
            #expect(try await attempt("ana", "wrong password 1") == .unauthorized)
            #expect(try await attempt("nobody", "wrong password 2") == .unauthorized)
            #expect(try await attempt("../ana", Self.anaPassword) == .unauthorized)
            clock.advance(30)
            #expect(try await attempt("ana", "wrong password 3") == .unauthorized)
            #expect(try await attempt("leo", Self.anaPassword) == .unauthorized)
            // The fifth within a minute: closed, whatever the password.
            let closed = try await client.execute(uri: "/login", method: .post, headers: [.contentType: "application/json"],
                                                  body: ByteBuffer(string: #"{"name":"ana","password":"\#(Self.anaPassword)"}"#))
            #expect(closed.status == .tooManyRequests && closed.headers[.retryAfter] == "60")
            clock.advance(59)
            #expect(try await attempt("ana", Self.anaPassword) == .tooManyRequests)
            clock.advance(2)
            #expect(try await attempt("ana", Self.anaPassword) == .ok)
            // Failures spread wider than a minute never close it.
            for _ in 0..<8 {
                #expect(try await attempt("ana", "slow guesses") == .unauthorized)
                clock.advance(16)
            }
            #expect(try await attempt("ana", Self.anaPassword) == .ok)
        }
    }

    /// Every documented route, with its placeholders filled.
    static let documented = ServerRouteTests.documented

    @Test func everyRouteAnswersOnlyTheCallersOwnPerson() async throws {
        let fixture = fixture
        let anaBefore = try await fixture.run { client -> Int in
            let anaCookie = try await login(client, "ana", Self.anaPassword)
            try await seedAna(client, cookie: anaCookie)
            #expect(try await client.execute(uri: "/api/ledger/infer/", method: .post, headers: page(anaCookie), body: ByteBuffer(string: "{}")).status == .ok)
            let leoCookie = try await login(client, "leo", Self.leoPassword)
            // Leo walks every route with his cookie: nothing of Ana's comes back, whatever he reads or writes.
            for (method, path) in Self.documented {
                let response = try await client.execute(uri: path, method: method, headers: page(leoCookie), body: ByteBuffer(string: "{}"))
                #expect(response.status != .unauthorized, "\(method) \(path): \(response.status)")
                #expect(!response.text.contains(Self.anaSecret), "\(method) \(path) with Leo's cookie shows Ana's evidence")
            }
            // The page is his own too.
            let page = try await client.execute(uri: "/", method: .get, headers: [.cookie: leoCookie])
            #expect(!page.text.contains(Self.anaSecret))
            // /api/people/: himself only, until Ana's rows are granted to him; read-only all the same.
            let alone = try await client.execute(uri: "/api/people/?on=2024-06-30", method: .get, headers: [.cookie: leoCookie])
            #expect(alone.status == .ok)
            #expect(((alone.object?["people"] as? [[String: Any]]) ?? []).compactMap { $0["person"] as? String } == ["leo"])
            try access.grant(leo, reads: [ana])
            let granted = try await client.execute(uri: "/api/people/?on=2024-06-30", method: .get, headers: [.cookie: leoCookie])
            let rows = (granted.object?["people"] as? [[String: Any]]) ?? []
            #expect(rows.compactMap { $0["person"] as? String } == ["ana", "leo"])
            let anaRow = try #require(rows.first { $0["person"] as? String == "ana" })
            let expected = try Stages.peopleReport([fixture.people.person(ana)], on: LocalDay("2024-06-30")!, context: StageContext(logger: .init(label: "test"), observer: CollectingObserver()))
            #expect((anaRow["schengen"] as? [String: Any])?["used"] as? Int == expected.people[0].schengen.used)
            #expect(expected.people[0].schengen.used ?? 0 > 90)
            // A grant reads the people report, never Ana's own API.
            let stays = try await client.execute(uri: "/api/travel-segments/", method: .get, headers: [.cookie: leoCookie])
            #expect(!stays.text.contains(Self.anaSecret))
            // Ana's cookie still sees her own, and /api/people/ is hers alone (Leo granted her nothing).
            let hers = try await client.execute(uri: "/api/people/", method: .get, headers: [.cookie: anaCookie])
            #expect(((hers.object?["people"] as? [[String: Any]]) ?? []).compactMap { $0["person"] as? String } == ["ana"])
            // The owner token reads everyone.
            let owner = try await client.execute(uri: "/api/people/", method: .get, headers: fixture.auth)
            #expect(((owner.object?["people"] as? [[String: Any]]) ?? []).compactMap { $0["person"] as? String } == ["default", "ana", "leo"])
            return try Store(path: fixture.people.person(ana).storePath).stays().count
        }
        #expect(anaBefore == 2)
        // A removed person's cookie opens nothing: the session names a person who no longer has an account.
        try access.forget(leo)
        try await fixture.run { client in
            let forged = try await client.execute(uri: "/api/people/", method: .get, headers: [.cookie: "borderlog_person=forged"])
            #expect(forged.status == .unauthorized)
        }
    }

    @Test func aShareLinkReadsOnePersonOnlyAndNeverWrites() async throws {
        let fixture = fixture, clock = clock
        let (link, token) = try access.createShare(for: leo, lifetime: 14 * 86_400, label: "adviser", now: clock.now)
        try await fixture.run { client in
            let anaCookie = try await login(client, "ana", Self.anaPassword)
            try await seedAna(client, cookie: anaCookie)
            let leoCookie = try await login(client, "leo", Self.leoPassword)
            let leoStay = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: page(leoCookie),
                                                   body: ByteBuffer(string: #"{"country":"DE","entry":"2024-01-01","exit":"2024-01-31","note":"leo-note"}"#))
            #expect(leoStay.status == .created)
            let base = "/share/\(token.text)"
            for (method, path) in Self.documented {
                // Ana's cookie in the same browser never widens the link.
                let response = try await client.execute(uri: base + path, method: method, headers: page(anaCookie), body: ByteBuffer(string: "{}"))
                #expect(!response.text.contains(Self.anaSecret), "\(method) \(path) through the share link shows Ana's evidence")
                if method == .get {
                    #expect(response.status != .forbidden && response.status != .unauthorized, "\(method) \(path): \(response.status)")
                } else {
                    #expect(response.status == .forbidden, "\(method) \(path) through a share link: \(response.status)")
                }
            }
            let stays = try await client.execute(uri: base + "/api/travel-segments/", method: .get)
            #expect(stays.status == .ok && stays.text.contains("leo-note"))
            let page = try await client.execute(uri: base, method: .get)
            #expect(page.status == .ok && !page.text.contains("<form class=\"stay-form\">") && !page.text.contains("id=\"add-stay\"") && page.headers[.setCookie] == nil)
            let people = try await client.execute(uri: base + "/api/people/", method: .get)
            #expect(((people.object?["people"] as? [[String: Any]]) ?? []).compactMap { $0["person"] as? String } == ["leo"])
        }
        let used = try access.shares().first { $0.id == link.id }
        #expect(used?.useCount ?? 0 >= 3 && used?.lastUsedAt == clock.now)
        #expect(try access.uses(of: link.id).allSatisfy { $0.at == clock.now && !$0.address.isEmpty })
        #expect(try Store(path: fixture.people.person(leo).storePath).stays().count == 1)
    }

    @Test func expiredShareLinksAreGoneAndRevokedOnesUnauthorized() async throws {
        let fixture = fixture, clock = clock
        let (expiring, expiringToken) = try access.createShare(for: leo, lifetime: 3600, label: nil, now: clock.now)
        let (revoked, revokedToken) = try access.createShare(for: leo, lifetime: 3600, label: nil, now: clock.now)
        try await fixture.run { client in
            #expect(try await client.execute(uri: "/share/\(expiringToken.text)/api/plans/", method: .get).status == .ok)
            try access.revokeShare(revoked.id, now: clock.now)
            #expect(try await client.execute(uri: "/share/\(revokedToken.text)/api/plans/", method: .get).status == .unauthorized)
            #expect(try await client.execute(uri: "/share/\(revokedToken.text)", method: .get).status == .unauthorized)
            clock.advance(3601)
            #expect(try await client.execute(uri: "/share/\(expiringToken.text)/api/plans/", method: .get).status == .gone)
            #expect(try await client.execute(uri: "/share/\(expiringToken.text)", method: .get).status == .gone)
        }
        #expect(try access.shares().first { $0.id == expiring.id }?.useCount == 1)
    }

    @Test(arguments: [
        "/share/../api/plans/", "/share/%2e%2e/api/plans/", "/share/..%2f..%2fapi/plans/", "/share//api/plans/", "/share/",
        "/share/TOKEN/../api/plans/", "/share/TOKEN/api/../../api/plans/", "/share/TOKEN/%2e%2e/api/plans/",
        "/share/TOKEN/api/..%2f..%2fetc/passwd", "/share/TOKEN/login", "/share/TOKEN/config/manifest", "/share/UPPER/api/plans/",
        "/share/TOKEN%00/api/plans/", "/share/TOKENextra/api/plans/", "/share/ana/api/plans/",
    ])
    func pathTraversalThroughShareTokensOpensNothing(_ template: String) async throws {
        let fixture = fixture
        let (_, token) = try access.createShare(for: leo, lifetime: 3600, label: nil, now: clock.now)
        let path = template.replacingOccurrences(of: "UPPER", with: token.text.uppercased()).replacingOccurrences(of: "TOKEN", with: token.text)
        try await fixture.run { client in
            let response = try await client.execute(uri: path, method: .get, headers: [:])
            #expect(response.status == .unauthorized || response.status == .notFound || response.status == .badRequest, "\(path): \(response.status)")
            #expect(!response.text.contains(token.text))
        }
    }

    @Test func noLogLineHoldsAShareTokenOrAPassword() async throws {
        let fixture = fixture, clock = clock
        let (_, token) = try access.createShare(for: leo, lifetime: 3600, label: "adviser", now: clock.now)
        let log = CapturedLog()
        var logger = Logger(label: "borderlog.serve") { _ in CapturedLog.Handler(log: log) }
        logger.logLevel = .trace
        try await fixture.run(.router, logger: logger) { client in
            #expect(try await client.execute(uri: "/share/\(token.text)/api/plans/?on=2024-01-01", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/share/\(token.text)/api/plans/", method: .post).status == .forbidden)
            #expect(try await client.execute(uri: "/share/\(token.text)", method: .get).status == .ok)
            _ = try await login(client, "ana", Self.anaPassword)
            let wrong = try await client.execute(uri: "/login", method: .post, headers: [.contentType: "application/json"],
                                                 body: ByteBuffer(string: #"{"name":"ana","password":"not-ana's-password"}"#))
            #expect(wrong.status == .unauthorized)
        }
        let lines = log.lines
        #expect(lines.contains { $0.contains("Share link used") && $0.contains("/share/…/api/plans/") && $0.contains("share.id=") })
        for line in lines {
            #expect(!line.contains(token.text) && !line.contains(Self.anaPassword) && !line.contains("not-ana's-password"), "\(line)")
        }
    }
}
