@testable import BorderLogServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The API takes the bearer header as before, or the page's session cookie: for GET from anywhere the cookie goes
/// (the browser keeps it to this server's own pages), for anything else only from the server's own page.
@Suite struct SessionCookieTests {
    let fixture = ServerFixture()

    /// The `Cookie` header a browser sends after following the page link. The test requests go to `localhost`, so the
    /// page's own origin is `http://localhost`.
    func session(_ client: some TestClientProtocol) async throws -> HTTPFields {
        let link = try await client.execute(uri: "/?token=\(fixture.token)", method: .get)
        let cookie = try #require(link.headers[.setCookie])
        return [.cookie: String(cookie.split(separator: ";")[0]), .contentType: "application/json"]
    }

    static let stay = #"{"country":"FR","entry":"2024-02-10","exit":"2024-02-20"}"#

    @Test func aGETWithTheCookieIsAnswered() async throws {
        let fixture = fixture
        try await fixture.run { client in
            let session = try await session(client)
            #expect(try await client.execute(uri: "/api/travel-segments/", method: .get, headers: session).status == .ok)
            var wrong = session
            wrong[.cookie] = "\(SessionCookie.name)=\(SessionCookie.value(for: "another-token-of-32-characters-or-more"))"
            #expect(try await client.execute(uri: "/api/travel-segments/", method: .get, headers: wrong).status == .unauthorized)
            // The token itself is no cookie: only the value the link hands out is.
            wrong[.cookie] = "\(SessionCookie.name)=\(fixture.token)"
            #expect(try await client.execute(uri: "/api/travel-segments/", method: .get, headers: wrong).status == .unauthorized)
        }
    }

    @Test(arguments: [
        [HTTPField(name: .origin, value: "http://localhost")],
        [HTTPField(name: .secFetchSite, value: "same-origin")],
        [HTTPField(name: .origin, value: "http://localhost"), HTTPField(name: .secFetchSite, value: "same-origin")],
    ])
    func aWriteWithTheCookieFromThePageItselfIsTaken(_ from: [HTTPField]) async throws {
        let fixture = fixture
        try await fixture.run { client in
            var headers = try await session(client)
            headers.append(contentsOf: from)
            let created = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: headers, body: ByteBuffer(json: Self.stay))
            #expect(created.status == .created, "\(created.text)")
            #expect(try await client.execute(uri: "/api/travel-segments/1/", method: .delete, headers: headers).status == .noContent)
        }
    }

    @Test(arguments: [
        [HTTPField(name: .origin, value: "https://elsewhere.example")],
        [HTTPField(name: .origin, value: "http://127.0.0.1:9999")],
        [HTTPField(name: .origin, value: "null")],
        [HTTPField(name: .secFetchSite, value: "cross-site")],
        [HTTPField(name: .secFetchSite, value: "same-site")],
        [HTTPField(name: .origin, value: "http://localhost"), HTTPField(name: .secFetchSite, value: "cross-site")],
        [],
    ])
    func aWriteWithTheCookieFromElsewhereIsForbidden(_ from: [HTTPField]) async throws {
        let fixture = fixture
        try await fixture.run { client in
            var headers = try await session(client)
            headers.append(contentsOf: from)
            let refused = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: headers, body: ByteBuffer(json: Self.stay))
            #expect(refused.status == .forbidden)
            #expect((refused.object?["error"] as? String)?.contains("Authorization: Bearer TOKEN") == true)
            #expect(try await client.execute(uri: "/api/travel-segments/", method: .get, headers: fixture.auth).array?.isEmpty == true)
        }
    }

    @Test func theBearerTokenWorksAsBeforeFromAnywhere() async throws {
        let fixture = fixture
        try await fixture.run { client in
            var headers = fixture.json
            headers[.origin] = "https://elsewhere.example"
            let created = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: headers, body: ByteBuffer(json: Self.stay))
            #expect(created.status == .created)
            // A wrong bearer header is refused even beside a good cookie: the header is what the request says it uses.
            var wrong = try await session(client)
            wrong[.authorization] = "Bearer wrong-token-of-the-same-length-000000000"
            #expect(try await client.execute(uri: "/api/travel-segments/", method: .get, headers: wrong).status == .unauthorized)
        }
    }
}
