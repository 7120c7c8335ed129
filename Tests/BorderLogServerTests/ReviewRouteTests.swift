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

/// `GET /api/review/`, `POST /api/review/assign/` and `POST /api/review/confirm/` (docs/review.md).
@Suite struct ReviewRouteTests {
    let fixture = ServerFixture()

    /// FR from 1 to 5 March and from 10 March on (open, so the ledger ends in FR whatever today is): 6–9 March unknown.
    private func seed(_ client: any TestClientProtocol) async throws {
        for body in [#"{"country":"FR","entry":"2024-03-01","exit":"2024-03-05"}"#, #"{"country":"FR","entry":"2024-03-10"}"#] {
            let response = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json, body: ByteBuffer(json: body))
            #expect(response.status == .created, "\(response.text)")
        }
    }

    private func post(_ client: any TestClientProtocol, _ path: String, _ body: String) async throws -> TestResponse {
        try await client.execute(uri: path, method: .post, headers: fixture.json, body: ByteBuffer(json: body))
    }

    @Test func theListAnAssignmentAndAConfirmation() async throws {
        let fixture = fixture
        try await fixture.run { client in
            let before = try await client.execute(uri: "/api/review/", method: .get, headers: fixture.auth)
            #expect(before.status == .notFound && before.object?["error"] as? String != nil)
            try await seed(client)
            let listed = try await client.execute(uri: "/api/review/", method: .get, headers: fixture.auth)
            #expect(listed.text == #"[{"countries":[],"days":4,"from":"2024-03-06","reason":"unknown","sides":{"after":"FR","before":"FR"},"suggestion":"FR","suggestions":["FR"],"to":"2024-03-09"}]"#)

            let assigned = try await post(client, "/api/review/assign/", #"{"from":"2024-03-06","to":"2024-03-07","country":"fr","note":"skiing"}"#)
            #expect(assigned.status == .created, "\(assigned.text)")
            let stay = try assigned.decode(ListedStay.self)
            #expect(stay.country == country("FR") && stay.entry == day("2024-03-06") && stay.exit == day("2024-03-07") && stay.source == "review" && stay.note == "skiing")

            let confirmed = try await post(client, "/api/review/confirm/", #"{"from":"2024-03-08","to":"2024-03-09"}"#)
            #expect(confirmed.status == .ok, "\(confirmed.text)")
            let confirmations = try confirmed.decode([DayConfirmation].self)
            #expect(confirmations.map(\.date) == [day("2024-03-08"), day("2024-03-09")] && confirmations.allSatisfy { $0.countries.isEmpty })

            // Every write recomputed the ledger: the list is empty, the days read as answered.
            #expect(try await client.execute(uri: "/api/review/", method: .get, headers: fixture.auth).text == "[]")
            let ledger = try await client.execute(uri: "/api/ledger/?from=2024-03-06&to=2024-03-09", method: .get, headers: fixture.auth)
            let days = try #require(ledger.array)
            #expect(days.map { $0["country"] as? String } == ["FR", "FR", nil, nil])
            #expect(days.map { $0["flags"] as? [String] ?? [] } == [["manual"], ["manual"], ["confirmed", "unknown"], ["confirmed", "unknown"]])
            let explained = try await client.execute(uri: "/api/days/2024-03-08/", method: .get, headers: fixture.auth)
            #expect(((explained.object?["day"] as? [String: Any])?["reason"] as? String)?.hasSuffix("confirmed by the person on \(confirmations[0].confirmedOn)") == true)
        }
    }

    @Test(arguments: [
        ("assign", #"{"from":"2024-03-09","to":"2024-03-06","country":"FR"}"#, 422, "to"),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-07","country":"XX"}"#, 422, "country"),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-07"}"#, 422, "country"),
        ("assign", #"{"from":"2024-02-30","to":"2024-03-07","country":"FR"}"#, 422, "from"),
        ("assign", #"{"to":"2024-03-07","country":"FR"}"#, 422, "from"),
        ("assign", #"{"from":"2024-02-20","to":"2024-03-02","country":"FR"}"#, 422, "from"),
        ("assign", #"{"from":"2024-03-04","to":"2024-03-06","country":"ES"}"#, 409, "from"),
        ("assign", #"{"from":"2024-03-06","#, 400, nil),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-09","then":"FR"}"#, 422, "until"),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-10","then":"FR"}"#, 422, "until"),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"7 March","then":"FR"}"#, 422, "until"),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-07"}"#, 422, "then"),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","then":"FR"}"#, 422, "until"),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-07","then":"UK"}"#, 422, "then"),
        ("assign", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-04","then":"ES"}"#, 422, "until"),
        ("confirm", #"{"from":"2024-03-06","to":"2024-03-01"}"#, 422, "to"),
        ("confirm", #"{"from":"2023-12-31"}"#, 422, "from"),
        ("confirm", #"{"from":6}"#, 422, "from"),
    ] as [(String, String, Int, String?)])
    func badRequestsNameTheirFieldAndChangeNothing(route: String, body: String, status: Int, field: String?) async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            let override = try await client.execute(uri: "/api/overrides/2024-03-05/", method: .put, headers: fixture.json, body: ByteBuffer(json: #"{"countries":["FR","ES"]}"#))
            #expect(override.status == .ok)
            let response = try await post(client, "/api/review/\(route)/", body)
            #expect(response.status.code == status, "\(body) → \(response.text)")
            #expect(response.object?["field"] as? String == field && response.object?["error"] is String)
            let store = try Store(path: fixture.storePath)
            #expect(try store.stays().count == 2 && store.confirmations().isEmpty)
        }
    }

    /// GB before the run, FR after it: `suggestions` offers both, and one request splits the run between them.
    @Test func aSplitAssignsBothPartsInOneRequest() async throws {
        let fixture = fixture
        try await fixture.run { client in
            for body in [#"{"country":"GB","entry":"2024-03-01","exit":"2024-03-05"}"#, #"{"country":"FR","entry":"2024-03-10"}"#] {
                let response = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json, body: ByteBuffer(json: body))
                #expect(response.status == .created, "\(response.text)")
            }
            let listed = try await client.execute(uri: "/api/review/", method: .get, headers: fixture.auth)
            #expect(listed.text == #"[{"countries":[],"days":4,"from":"2024-03-06","reason":"unknown","sides":{"after":"FR","before":"GB"},"suggestion":null,"suggestions":["GB","FR"],"to":"2024-03-09"}]"#)

            let split = try await post(client, "/api/review/assign/", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-06","then":"FR","note":"ferry"}"#)
            #expect(split.status == .created, "\(split.text)")
            let stays = try split.decode([ListedStay].self)
            #expect(stays.map(\.country) == [country("GB"), country("FR")] && stays.allSatisfy { $0.source == "review" && $0.note == "ferry" })
            #expect(stays.map(\.entry) == [day("2024-03-06"), day("2024-03-07")] && stays.map(\.exit) == [day("2024-03-06"), day("2024-03-09")])
            #expect(try await client.execute(uri: "/api/review/", method: .get, headers: fixture.auth).text == "[]")
            let ledger = try await client.execute(uri: "/api/ledger/?from=2024-03-05&to=2024-03-10", method: .get, headers: fixture.auth)
            #expect(try #require(ledger.array).map { $0["country"] as? String } == ["GB", "GB", "FR", "FR", "FR", "FR"])
        }
    }

    /// An override in the second part refuses the split whole: the first part's days stay unknown.
    @Test func aSplitRefusedInOnePartKeepsNeither() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            _ = try await client.execute(uri: "/api/overrides/2024-03-09/", method: .put, headers: fixture.json, body: ByteBuffer(json: #"{"countries":["IT"]}"#))
            let response = try await post(client, "/api/review/assign/", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-07","then":"FR"}"#)
            #expect(response.status == .conflict && response.object?["field"] as? String == "from")
            #expect(try Store(path: fixture.storePath).stays().count == 2)
            let ledger = try await client.execute(uri: "/api/ledger/?from=2024-03-06&to=2024-03-07", method: .get, headers: fixture.auth)
            #expect(try #require(ledger.array).map { $0["country"] as? String } == [nil, nil])
        }
    }

    @Test func anOverrideWinsAndTheConflictSaysSo() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            _ = try await client.execute(uri: "/api/overrides/2024-03-07/", method: .put, headers: fixture.json, body: ByteBuffer(json: #"{"countries":["IT"]}"#))
            let response = try await post(client, "/api/review/assign/", #"{"from":"2024-03-06","to":"2024-03-09","country":"FR"}"#)
            #expect(response.status == .conflict)
            #expect((response.object?["error"] as? String)?.hasPrefix("2024-03-07 (override IT) is fixed by an override, which wins over a review assignment") == true)
        }
    }
}
