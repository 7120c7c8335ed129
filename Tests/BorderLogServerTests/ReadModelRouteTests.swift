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

/// Reads come from a read model shared by all requests: every GET has an ETag that moves with what its body reads and
/// answers 304 to `If-None-Match`, and a write made beside the server (the nightly cron) is seen by the next request.
@Suite struct ReadModelRouteTests {
    let fixture = ServerFixture()

    func post(_ client: some TestClientProtocol, _ path: String, _ body: String) async throws {
        let response = try await client.execute(uri: path, method: .post, headers: fixture.json, body: ByteBuffer(json: body))
        #expect(response.status == .created || response.status == .ok, "\(path): \(response.text)")
    }

    func seed(_ client: some TestClientProtocol) async throws {
        try await post(client, "/api/travel-segments/", #"{"country":"FR","entry":"2024-02-10","exit":"2024-04-20"}"#)
        try await post(client, "/api/plans/", #"{"country":"PT","entry":"2024-05-01","exit":"2024-05-20"}"#)
    }

    static let reads = [
        "/api/calculations/schengen/?on=2024-04-20", "/api/calculations/schengen/", "/api/rules/?on=2024-04-20&with_plans=true",
        "/api/ledger/?from=2024-03-01&to=2024-03-05", "/api/trips/", "/api/days/2024-03-01/", "/api/overrides/", "/api/plans/",
        "/api/travel-segments/", "/api/travel-segments/1/", "/api/review/", "/api/openapi.json",
    ]

    @Test func everyGETHasAnETagAndAnswers304WhenItIsNamed() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            for path in Self.reads {
                let first = try await client.execute(uri: path, method: .get, headers: fixture.auth)
                let tag = try #require(first.headers[.eTag], "\(path) has no ETag")
                #expect(first.status == .ok && tag.hasPrefix("\"") && tag.hasSuffix("\""), "\(path)")
                var conditional = fixture.auth
                for named in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
                    conditional[.ifNoneMatch] = named
                    let again = try await client.execute(uri: path, method: .get, headers: conditional)
                    #expect(again.status == .notModified && again.headers[.eTag] == tag && again.body.readableBytes == 0, "\(path) with \(named)")
                }
                for garbage in ["garbage", "\"stale\"", "W/", ""] {
                    conditional[.ifNoneMatch] = garbage
                    let full = try await client.execute(uri: path, method: .get, headers: conditional)
                    #expect(full.status == .ok && full.text == first.text, "\(path) with If-None-Match \(garbage)")
                }
            }
        }
    }

    @Test func theETagMovesWithWhatTheBodyReads() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            func tag(_ path: String) async throws -> String? { try await client.execute(uri: path, method: .get, headers: fixture.auth).headers[.eTag] }
            let schengen = "/api/calculations/schengen/?on=2024-04-20"
            let before = try await tag(schengen), plansBefore = try await tag("/api/plans/")
            // A stay changes the ledger: the snapshot head moves.
            try await post(client, "/api/travel-segments/", #"{"country":"DE","entry":"2024-01-01","exit":"2024-01-31"}"#)
            let afterStay = try await tag(schengen)
            #expect(afterStay != before)
            var stale = fixture.auth
            stale[.ifNoneMatch] = before
            let answer = try await client.execute(uri: schengen, method: .get, headers: stale)
            #expect(answer.status == .ok && answer.object?["used"] as? Int == 71 + 31)
            // A plan is not evidence, and still changes what /api/plans/ says.
            try await post(client, "/api/plans/", #"{"country":"ES","entry":"2024-06-01","exit":"2024-06-03"}"#)
            #expect(try await tag("/api/plans/") != plansBefore)
            // The profile decides whether a Schengen limit applies: editing it changes the answer and its tag.
            try #"{"nationalities":["FR"],"home":null,"statuses":[]}"#.write(to: fixture.configuration.profileFile, atomically: true, encoding: .utf8)
            let national = try await client.execute(uri: schengen, method: .get, headers: fixture.auth)
            #expect(national.headers[.eTag] != afterStay && national.object?["applies"] as? Bool == false)
            // The served forecast asks the same profile: no limit, no breach.
            let forecast = try await client.execute(uri: "/api/forecast/", method: .post, headers: fixture.json, body: ByteBuffer(json: #"{"enter":"2024-04-21","length":60}"#))
            #expect(forecast.object?["applies"] as? Bool == false && forecast.object?["reason"] as? String == national.object?["reason"] as? String)
            #expect(forecast.object?["firstBreach"] is NSNull && forecast.object?["maxStay"] is NSNull && forecast.object?["addedDays"] as? Int == 60)
        }
    }

    @Test func aWriteFromOutsideTheServerIsSeenByTheNextRequest() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            let stays = try await client.execute(uri: "/api/travel-segments/", method: .get, headers: fixture.auth)
            let schengen = try await client.execute(uri: "/api/calculations/schengen/?on=2024-04-20", method: .get, headers: fixture.auth)
            #expect(stays.array?.count == 1 && schengen.object?["used"] as? Int == 71)

            // What `borderlog stays add` and the cron's `borderlog infer` do: another connection, under the store's lock.
            do {
                let locked = try LockedStore(path: fixture.storePath, stage: .staysAdd, wait: 1, logger: Logger(label: "cli"))
                _ = try Stages.addStay(Stay(country: CountryCode("IT")!, entry: LocalDay("2024-01-01")!, exit: LocalDay("2024-01-10")!, note: "cron"), into: locked.store)
                _ = try Stages.infer(InferOptions(rules: try RuleBook.bundled()), in: locked.store,
                                     context: StageContext(logger: Logger(label: "cli"), observer: CollectingObserver()))
            }
            var conditional = fixture.auth
            conditional[.ifNoneMatch] = stays.headers[.eTag]
            let staysAfter = try await client.execute(uri: "/api/travel-segments/", method: .get, headers: conditional)
            #expect(staysAfter.status == .ok && staysAfter.array?.count == 2)
            conditional[.ifNoneMatch] = schengen.headers[.eTag]
            let schengenAfter = try await client.execute(uri: "/api/calculations/schengen/?on=2024-04-20", method: .get, headers: conditional)
            #expect(schengenAfter.status == .ok && schengenAfter.object?["used"] as? Int == 81)
        }
    }
}
