import BorderLogModel
@testable import BorderLogServer
import BorderLogTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// HEAD on every GET route answers the GET's status and headers without its body: answers, 304s and errors alike
/// (docs/serve.md). scripts/serve-e2e.py asks the same of the real server with a real client on one kept connection.
@Suite struct HeadRequestTests {
    let fixture = ServerFixture()

    /// The headers a HEAD must carry as the GET does.
    static let compared: [HTTPField.Name] = [.eTag, .contentLength, .cacheControl, .contentType, .signature, .wwwAuthenticate]

    /// Every documented GET route (the configuration backend's with the version in force), the page and a page request
    /// without the cookie.
    func paths(_ client: any TestClientProtocol) async throws -> [String] {
        let manifest = try #require(try await client.execute(uri: "/config/manifest", method: .get).object)
        let version = try #require((manifest["zones"] as? [String: String])?["version"])
        return ServerRouteTests.documented.filter { $0.0 == .get }.map(\.1) + ["/", "/config/manifest", "/config/zones/\(version)", "/config/rules/\(version)"]
    }

    /// The session cookie the page link hands out, with the bearer header: every path answers with it.
    func headers(_ client: any TestClientProtocol) async throws -> HTTPFields {
        let link = try await client.execute(uri: "/?token=\(fixture.token)", method: .get)
        let cookie = try #require(link.headers[.setCookie])
        var headers = fixture.auth
        headers[.cookie] = String(cookie.split(separator: ";")[0])
        return headers
    }

    @Test func aHEADAnswersTheGETsStatusAndHeadersWithoutTheBody() async throws {
        let fixture = fixture
        try await fixture.run { client in
            _ = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json,
                                         body: ByteBuffer(json: #"{"country":"FR","entry":"2024-03-01","exit":"2024-03-05"}"#))
            let headers = try await headers(client)
            for path in try await paths(client) {
                let get = try await client.execute(uri: path, method: .get, headers: headers)
                let head = try await client.execute(uri: path, method: .head, headers: headers)
                #expect(get.status == head.status && get.body.readableBytes > 0, "\(path): GET \(get.status), HEAD \(head.status)")
                #expect(head.body.readableBytes == 0, "\(path): HEAD has a body")
                #expect(head.headers[.contentLength] == String(get.body.readableBytes), "\(path): Content-Length")
                for name in Self.compared { #expect(head.headers[name] == get.headers[name], "\(path): \(name)") }

                // Conditional: the tag the HEAD gave answers 304 to a HEAD as to a GET (every answer but an error has one).
                #expect(get.status != .ok || get.headers[.eTag] != nil, "\(path) has no ETag")
                guard let tag = head.headers[.eTag] else { continue }
                var conditional = headers
                conditional[.ifNoneMatch] = tag
                for method in [HTTPRequest.Method.head, .get] {
                    let notModified = try await client.execute(uri: path, method: method, headers: conditional)
                    #expect(notModified.status == .notModified && notModified.headers[.eTag] == tag && notModified.body.readableBytes == 0, "\(method) \(path)")
                }
            }
        }
    }

    @Test(arguments: [
        ("/api/travel-segments/", HTTPFields()), ("/api/review/", [.authorization: "Bearer wrong-token-of-the-same-length-000000000"]),
        ("/api/nowhere/", [.authorization: "Bearer \(ServerFixture().token)"]), ("/api/forecast/", [.authorization: "Bearer \(ServerFixture().token)"]),
        ("/", HTTPFields()), ("/config/zones/0.0.1", HTTPFields()),
    ] as [(String, HTTPFields)])
    func anErrorToAHEADIsItsHeadAlone(path: String, headers: HTTPFields) async throws {
        let fixture = fixture
        try await fixture.run { client in
            let get = try await client.execute(uri: path, method: .get, headers: headers)
            let head = try await client.execute(uri: path, method: .head, headers: headers)
            #expect(get.status.code >= 400 && head.status == get.status, "\(path): GET \(get.status), HEAD \(head.status)")
            #expect(head.body.readableBytes == 0 && head.headers[.contentLength] == String(get.body.readableBytes))
            for name in Self.compared { #expect(head.headers[name] == get.headers[name], "\(path): \(name)") }
        }
    }

    @Test func theOpenAPIDocumentListsHEADBesideEveryGET() async throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.json.utf8)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        for (path, operations) in paths {
            #expect((operations["head"] != nil) == (operations["get"] != nil), "\(path)")
            let get = operations["get"] as? [String: Any], head = operations["head"] as? [String: Any]
            #expect((get?["responses"] as? [String: Any]).map { Set($0.keys) } == (head?["responses"] as? [String: Any]).map { Set($0.keys) }, "\(path)")
        }
    }
}
