import BorderLogModel
@testable import BorderLogServer
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The seed backend's travel segments: create, list, read, replace, delete, and every error.
@Suite struct TravelSegmentRouteTests {
    let fixture = ServerFixture()

    @Test func createReadReplaceAndDeleteAStay() async throws {
        let fixture = fixture
        try await fixture.run { client in
            let created = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json,
                                                   body: ByteBuffer(json: #"{"country":"FR","entry":"2024-03-01","exit":"2024-03-10","note":"Paris"}"#))
            #expect(created.status == .created)
            let stay = try created.decode(ListedStay.self)
            #expect(stay.country == country("FR") && stay.days == 10 && stay.note == "Paris" && stay.source == nil)

            let listed = try await client.execute(uri: "/api/travel-segments/", method: .get, headers: fixture.auth)
            #expect(try listed.decode([ListedStay].self) == [stay])
            let one = try await client.execute(uri: "/api/travel-segments/\(stay.id)/", method: .get, headers: fixture.auth)
            #expect(try one.decode(ListedStay.self) == stay)

            let replaced = try await client.execute(uri: "/api/travel-segments/\(stay.id)/", method: .put, headers: fixture.json,
                                                    body: ByteBuffer(json: #"{"country":"CH","entry":"2024-03-02","exit":null}"#))
            #expect(replaced.status == .ok)
            let after = try replaced.decode(ListedStay.self)
            #expect(after.id == stay.id && after.country == country("CH") && after.exit == nil && after.days == nil)

            // A write recomputes the ledger: the schengen answer already counts the open stay.
            let schengen = try await client.execute(uri: "/api/calculations/schengen/?on=2024-03-05", method: .get, headers: fixture.auth)
            #expect(schengen.object?["used"] as? Int == 4)

            let deleted = try await client.execute(uri: "/api/travel-segments/\(stay.id)/", method: .delete, headers: fixture.auth)
            #expect(deleted.status == .noContent)
            let gone = try await client.execute(uri: "/api/travel-segments/\(stay.id)/", method: .get, headers: fixture.auth)
            #expect(gone.status == .notFound && gone.object?["error"] as? String == "travel segment \(stay.id) not found")
        }
    }

    @Test(arguments: [
        (#"{"country":"XX","entry":"2024-01-01"}"#, 422, "country"),
        (#"{"entry":"2024-01-01"}"#, 422, "country"),
        (#"{"country":"FR","entry":"2024-02-30"}"#, 422, "entry"),
        (#"{"country":"FR","entry":"2024-02-10","exit":"2024-02-01"}"#, 422, "exit"),
        (#"{"country":"FR","entry":5}"#, 422, "entry"),
        (#"{"country":"FR", "entry":"#, 400, nil),
        (#"["FR"]"#, 400, nil),
    ] as [(String, Int, String?)])
    func badBodiesNameTheirField(body: String, status: Int, field: String?) async throws {
        let fixture = fixture
        try await fixture.run { client in
            let response = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json, body: ByteBuffer(json: body))
            #expect(response.status.code == status, "\(body) → \(response.text)")
            #expect(response.object?["field"] as? String == field)
            #expect(response.object?["error"] is String)
        }
    }

    @Test func anOverlapIsAConflictAndUnknownIdsAreNotFound() async throws {
        let fixture = fixture
        try await fixture.run { client in
            _ = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json,
                                         body: ByteBuffer(json: #"{"country":"FR","entry":"2024-03-01","exit":"2024-03-10"}"#))
            let overlap = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json,
                                                   body: ByteBuffer(json: #"{"country":"ES","entry":"2024-03-05","exit":"2024-03-12"}"#))
            #expect(overlap.status == .conflict)
            // Sharing the crossing day is not an overlap.
            let crossing = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json,
                                                    body: ByteBuffer(json: #"{"country":"ES","entry":"2024-03-10","exit":"2024-03-12"}"#))
            #expect(crossing.status == .created)
            for uri in ["/api/travel-segments/999/", "/api/travel-segments/abc/", "/api/travel-segments/-1/"] {
                #expect(try await client.execute(uri: uri, method: .get, headers: fixture.auth).status == .notFound)
                #expect(try await client.execute(uri: uri, method: .delete, headers: fixture.auth).status == .notFound)
            }
            let put = try await client.execute(uri: "/api/travel-segments/999/", method: .put, headers: fixture.json,
                                               body: ByteBuffer(json: #"{"country":"FR","entry":"2025-01-01"}"#))
            #expect(put.status == .notFound)
        }
    }

    @Test func aBodyOverTenMebibytesIsRefused() async throws {
        let fixture = fixture
        try await fixture.run { client in
            let huge = ByteBuffer(repeating: UInt8(ascii: " "), count: (10 << 20) + 1)
            let response = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json, body: huge)
            #expect(response.status == .contentTooLarge)
            let csv = try await client.execute(uri: "/api/travel-segments/import/csv/", method: .post,
                                               headers: [.authorization: "Bearer \(fixture.token)", .contentType: "text/csv"], body: huge)
            #expect(csv.status == .contentTooLarge)
        }
    }

    @Test func aWriteThatCannotGetTheLockAnswersServiceUnavailable() async throws {
        let fixture = fixture
        _ = try Store(path: fixture.storePath)
        let lock = try StoreLock(storePath: fixture.storePath, stage: .photos)
        try await fixture.run { client in
            let response = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json,
                                                    body: ByteBuffer(json: #"{"country":"FR","entry":"2024-03-01"}"#))
            #expect(response.status == .serviceUnavailable && response.headers[.retryAfter] == "5")
            // Reads do not need the lock.
            #expect(try await client.execute(uri: "/api/travel-segments/", method: .get, headers: fixture.auth).status == .ok)
        }
        withExtendedLifetime(lock) {}
    }
}
