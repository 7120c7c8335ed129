import BorderLogModel
import BorderLogRules
@testable import BorderLogServer
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// Every route with and without the token, the reports against the stages' own answers, CSV import tasks, overrides.
@Suite struct ServerRouteTests {
    let fixture = ServerFixture()

    /// Stays GB → FR → GB through a day trip to Monaco, posted through the API.
    func seed(_ client: any TestClientProtocol) async throws {
        for body in [#"{"country":"GB","entry":"2024-01-01","exit":"2024-02-10"}"#, #"{"country":"FR","entry":"2024-02-10","exit":"2024-04-20","note":"Paris"}"#,
                     #"{"country":"GB","entry":"2024-04-20","exit":"2024-06-30"}"#] {
            let response = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: fixture.json, body: ByteBuffer(json: body))
            #expect(response.status == .created, "\(response.text)")
        }
        let override = try await client.execute(uri: "/api/overrides/2024-03-01/", method: .put, headers: fixture.json,
                                                body: ByteBuffer(json: #"{"countries":["FR","MC","FR"],"note":"lunch"}"#))
        #expect(override.status == .ok)
    }

    /// The documented routes with their placeholders filled in.
    static let documented: [(HTTPRequest.Method, String)] = OpenAPIDocument.routes.filter { !$0.isPublic }.map { route in
        let path = route.path.replacingOccurrences(of: "{id}", with: "1").replacingOccurrences(of: "{date}", with: "2024-03-01")
            .replacingOccurrences(of: "{task_id}", with: "none").replacingOccurrences(of: "{rule}", with: "uk-ilr")
        return (HTTPRequest.Method(rawValue: route.method.uppercased())!, path)
    }

    @Test func everyAPIPathNeedsTheTokenAndEveryDocumentedRouteExists() async throws {
        let fixture = fixture
        try await fixture.run { client in
            for (method, path) in Self.documented + [(.get, "/api/nowhere/"), (.get, "/api")] {
                for headers: HTTPFields in [[:], [.authorization: "Bearer wrong-token-of-the-same-length-000000000"], [.authorization: fixture.token]] {
                    let response = try await client.execute(uri: path, method: method, headers: headers)
                    #expect(response.status == .unauthorized, "\(method) \(path) without the token: \(response.status)")
                    #expect(response.headers[.accessControlAllowOrigin] == nil)
                }
            }
            try await seed(client)
            for (method, path) in Self.documented {
                let response = try await client.execute(uri: path, method: method, headers: fixture.json, body: ByteBuffer(json: "{}"))
                #expect(response.object?["error"] as? String != "no such resource: \(path)", "\(method) \(path) is documented but not routed")
                #expect(response.status != .methodNotAllowed, "\(method) \(path)")
            }
            let unknown = try await client.execute(uri: "/api/nowhere/", method: .get, headers: fixture.auth)
            #expect(unknown.status == .notFound && unknown.object?["error"] as? String == "no such resource: /api/nowhere/")
            let document = try await client.execute(uri: "/api/openapi.json", method: .get, headers: fixture.auth)
            #expect((document.object?["paths"] as? [String: Any])?.count == Set(OpenAPIDocument.routes.map(\.path)).count)
        }
    }

    @Test func reportsAnswerWhatTheStagesCompute() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            let view = try LedgerView(store: try Store(path: fixture.storePath), rules: try RuleBook.bundled())
            let schengen = try await client.execute(uri: "/api/calculations/schengen/?on=2024-04-20", method: .get, headers: fixture.auth)
            #expect(try schengen.decode(SchengenReport.self) == view.schengen(zone: "schengen", on: day("2024-04-20")))
            let rules = try await client.execute(uri: "/api/rules/?on=2024-06-30", method: .get, headers: fixture.auth)
            #expect(try rules.decode([RuleStatus].self) == view.ruleStatuses(on: day("2024-06-30")))
            let ledger = try await client.execute(uri: "/api/ledger/?from=2024-02-28&to=2024-03-02", method: .get, headers: fixture.auth)
            let days = try ledger.decode([LedgerExport.Day].self)
            #expect(days == view.days(from: day("2024-02-28"), to: day("2024-03-02")).days.map(LedgerExport.Day.init))
            #expect(days.first { $0.date == day("2024-03-01") }?.countries.map(\.rawValue) == ["FR", "MC", "FR"])
            let trips = try await client.execute(uri: "/api/trips/", method: .get, headers: fixture.auth)
            #expect(try trips.decode([TripsReport.Trip].self) == view.trips().trips)
            let explained = try await client.execute(uri: "/api/days/2024-03-01/", method: .get, headers: fixture.auth)
            #expect(try explained.decode(Explanation.self).evidence.contains { $0.kind == .override && $0.note == "lunch" })
            let forecast = try await client.execute(uri: "/api/forecast/", method: .post, headers: fixture.json,
                                                    body: ByteBuffer(json: #"{"enter":"2024-07-01","length":30}"#))
            #expect(try forecast.decode(ForecastReport.self) == view.forecast(zone: "schengen", enter: day("2024-07-01"), exit: nil, length: 30))
            let infer = try await client.execute(uri: "/api/ledger/infer/", method: .post, headers: fixture.json, body: ByteBuffer(json: #"{"to":"2024-12-31"}"#))
            #expect(try infer.decode(InferSummary.self).to == day("2024-12-31"))

            for (uri, field) in [("/api/calculations/schengen/?on=2024-13-01", "on"), ("/api/ledger/?from=yesterday", "from"), ("/api/days/someday/", "date")] {
                let response = try await client.execute(uri: uri, method: .get, headers: fixture.auth)
                #expect(response.status == .badRequest && response.object?["field"] as? String == field, "\(uri)")
            }
            let badForecast = try await client.execute(uri: "/api/forecast/", method: .post, headers: fixture.json,
                                                       body: ByteBuffer(json: #"{"enter":"2024-07-01","exit":"2024-07-10","length":3}"#))
            #expect(badForecast.status == .unprocessableContent && badForecast.object?["field"] as? String == "length")
        }
    }

    /// `report eligibility --format json` as the command prints it (pretty, key-sorted JSON), in `canonical` form.
    static func printed(_ report: EligibilityReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try canonical(encoder.encode(report))
    }

    /// JSON without its layout: parsed and written again compact with sorted keys, so that two texts of the same
    /// value compare equal.
    static func canonical(_ json: Data) throws -> String {
        let value = try JSONSerialization.jsonObject(with: json)
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// `GET /api/eligibility/{rule}/` answers what `report eligibility --format json` prints over the same store, with
    /// and without saved plans; an unknown rule is 404 naming the known ones, a bad `on` 400, no token 401.
    @Test func eligibilityAnswersWhatTheCommandPrints() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            // Seven months in France in 2025, counted only with with_plans=true.
            let plan = try await client.execute(uri: "/api/plans/", method: .post, headers: fixture.json,
                                                body: ByteBuffer(json: #"{"country":"FR","entry":"2025-03-01","exit":"2025-09-30"}"#))
            #expect(plan.status == .created)
            let view = try LedgerView(store: try Store(path: fixture.storePath), rules: try RuleBook.bundled())
            var bodies: [String] = []
            for withPlans in [false, true] {
                let uri = "/api/eligibility/uk-ilr/?on=2026-01-01" + (withPlans ? "&with_plans=true" : "")
                let response = try await client.execute(uri: uri, method: .get, headers: fixture.auth)
                #expect(response.status == .ok, "\(uri): \(response.text)")
                let expected = try Self.printed(view.eligibility(rule: "uk-ilr", on: day("2026-01-01"), withPlans: withPlans))
                #expect(try Self.canonical(Data(response.text.utf8)) == expected, "\(uri): \(response.text)")
                #expect(response.object?["rule"] as? String == "uk-ilr" && response.object?["on"] as? String == "2026-01-01")
                bodies.append(response.text)
            }
            #expect(bodies[0] != bodies[1], "the saved plan's 214 days away change the answer")

            // A status the profile lacks is no error: the answer says so in its warnings, as the command's does.
            let lacking = try await client.execute(uri: "/api/eligibility/ca-citizenship/?on=2026-01-01", method: .get, headers: fixture.auth)
            #expect(lacking.status == .ok, "\(lacking.text)")
            #expect(try Self.canonical(Data(lacking.text.utf8)) == Self.printed(view.eligibility(rule: "ca-citizenship", on: day("2026-01-01"))))
            #expect((lacking.object?["warnings"] as? [String])?.contains { $0.contains("profile set --status ca-pr:") } == true, "\(lacking.text)")

            let unknown = try await client.execute(uri: "/api/eligibility/uk-settlement/", method: .get, headers: fixture.auth)
            #expect(unknown.status == .notFound && unknown.object?["field"] as? String == "rule")
            let message = try #require(unknown.object?["error"] as? String)
            #expect(message.contains("no eligibility rule 'uk-settlement'"), "\(message)")
            for id in try RuleBook.bundled().eligibility.map(\.id) { #expect(message.contains(id), "\(id) in \(message)") }

            let badDate = try await client.execute(uri: "/api/eligibility/uk-ilr/?on=2026-02-30", method: .get, headers: fixture.auth)
            #expect(badDate.status == .badRequest && badDate.object?["field"] as? String == "on", "\(badDate.text)")
            let noToken = try await client.execute(uri: "/api/eligibility/uk-ilr/?on=2026-01-01", method: .get)
            #expect(noToken.status == .unauthorized)
        }
    }

    @Test func csvImportTasksSucceedFailAndAreIdempotent() async throws {
        let fixture = fixture
        try await fixture.run { client in
            func importCSV(_ csv: String, multipart name: String? = nil) async throws -> [String: Any] {
                var headers = fixture.auth
                var body = ByteBuffer(string: csv)
                if let name {
                    headers[.contentType] = "multipart/form-data; boundary=XyZ"
                    body = ByteBuffer(string: "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\nContent-Type: text/csv\r\n\r\n\(csv)\r\n--XyZ--\r\n")
                } else {
                    headers[.contentType] = "text/csv"
                }
                let started = try await client.execute(uri: "/api/travel-segments/import/csv/", method: .post, headers: headers, body: body)
                #expect(started.status == .accepted)
                let id = try #require(started.object?["task_id"] as? String)
                for _ in 0..<200 {
                    let status = try await client.execute(uri: "/api/travel-segments/import/status/\(id)/", method: .get, headers: fixture.auth)
                    let object = try #require(status.object)
                    if ["SUCCESS", "FAILURE"].contains(object["status"] as? String) { return object }
                    try await Task.sleep(for: .milliseconds(25))
                }
                Issue.record("the import task never finished")
                return [:]
            }
            let csv = "country,entry,exit,note\nGB,2024-01-01,2024-01-10,\nFR,2024-01-10,,Paris\n"
            let first = try await importCSV(csv, multipart: "../../stays 2024.csv")
            #expect(first["status"] as? String == "SUCCESS" && first["imported"] as? Int == 2 && (first["errors"] as? [String])?.isEmpty == true)
            let again = try await importCSV(csv)
            #expect(again["status"] as? String == "SUCCESS" && again["imported"] as? Int == 0)
            let stays = try await client.execute(uri: "/api/travel-segments/", method: .get, headers: fixture.auth)
            #expect(stays.array?.count == 2)
            // The upload's name is kept to safe characters: no path from a request reaches the file system.
            #expect(FileManager.default.fileExists(atPath: fixture.folder.path("uploads/stays_2024.csv")))

            let bad = try await importCSV("country,entry,exit,note\nXX,2024-02-01,,\nES,2024-02-30,,\n", multipart: "bad.csv")
            #expect(bad["status"] as? String == "FAILURE" && bad["imported"] as? Int == 0)
            #expect(bad["errors"] as? [String] == ["bad.csv:2: country: unknown country code 'XX'; use ISO 3166-1 alpha-2 such as FR, GB, RE, or a state or province such as US-NY",
                                                    "bad.csv:3: entry: '2024-02-30' is not a valid date (expected YYYY-MM-DD, e.g. 2024-03-31)"])
            #expect(try await client.execute(uri: "/api/travel-segments/", method: .get, headers: fixture.auth).array?.count == 2)
            let missing = try await client.execute(uri: "/api/travel-segments/import/status/nope/", method: .get, headers: fixture.auth)
            #expect(missing.status == .notFound)
        }
    }

    @Test func overridesAreSetListedAndRemoved() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            let listed = try await client.execute(uri: "/api/overrides/", method: .get, headers: fixture.auth)
            #expect(listed.array?.first?["date"] as? String == "2024-03-01")
            let bad = try await client.execute(uri: "/api/overrides/2024-03-02/", method: .put, headers: fixture.json, body: ByteBuffer(json: #"{"countries":["ZZ"]}"#))
            #expect(bad.status == .unprocessableContent && bad.object?["field"] as? String == "countries")
            #expect(try await client.execute(uri: "/api/overrides/2024-03-01/", method: .delete, headers: fixture.auth).status == .noContent)
            #expect(try await client.execute(uri: "/api/overrides/2024-03-01/", method: .delete, headers: fixture.auth).status == .notFound)
        }
    }

    @Test func plansAreSavedAndCountOnlyWhenAsked() async throws {
        let fixture = fixture
        try await fixture.run { client in
            try await seed(client)
            let created = try await client.execute(uri: "/api/plans/", method: .post, headers: fixture.json,
                                                   body: ByteBuffer(json: #"{"country":"PT","entry":"2024-05-01","exit":"2024-05-20","name":"Lisbon"}"#))
            #expect(created.status == .created)
            let plan = try created.decode(Plan.self)
            #expect(try await client.execute(uri: "/api/plans/", method: .get, headers: fixture.auth).decode([Plan].self) == [plan])
            let without = try await client.execute(uri: "/api/rules/?on=2024-05-20", method: .get, headers: fixture.auth).decode([RuleStatus].self)
            let with = try await client.execute(uri: "/api/rules/?on=2024-05-20&with_plans=true", method: .get, headers: fixture.auth).decode([RuleStatus].self)
            #expect(with.first!.days == without.first!.days + 20)
            let forecast = try await client.execute(uri: "/api/forecast/", method: .post, headers: fixture.json,
                                                    body: ByteBuffer(json: #"{"rule":"schengen-90-180","enter":"2024-07-01","length":10,"withPlans":true}"#))
            #expect(forecast.status == .ok && forecast.object?["rule"] as? String == "schengen-90-180")
            let unknown = try await client.execute(uri: "/api/forecast/", method: .post, headers: fixture.json,
                                                   body: ByteBuffer(json: #"{"rule":"nope","enter":"2024-07-01"}"#))
            #expect(unknown.status == .unprocessableContent && unknown.object?["field"] as? String == "rule")
            let bad = try await client.execute(uri: "/api/plans/", method: .post, headers: fixture.json, body: ByteBuffer(json: #"{"country":"PT","entry":"2024-05-20","exit":"2024-05-01"}"#))
            #expect(bad.status == .unprocessableContent && bad.object?["field"] as? String == "exit")
            #expect(try await client.execute(uri: "/api/plans/\(plan.id!)/", method: .delete, headers: fixture.auth).status == .noContent)
            #expect(try await client.execute(uri: "/api/plans/\(plan.id!)/", method: .delete, headers: fixture.auth).status == .notFound)
        }
    }

    @Test func thePageOpensFromItsLinkThroughTheSessionCookie() async throws {
        let fixture = fixture
        try await fixture.run { client in
            #expect(try await client.execute(uri: "/", method: .get).status == .unauthorized)
            #expect(try await client.execute(uri: "/?token=wrong", method: .get).status == .unauthorized)
            let link = try await client.execute(uri: "/?token=\(fixture.token)", method: .get)
            #expect(link.status == .seeOther && link.headers[.location] == "/")
            let cookie = try #require(link.headers[.setCookie])
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && !cookie.contains(fixture.token))
            let session: HTTPFields = [.cookie: String(cookie.split(separator: ";")[0])]
            let empty = try await client.execute(uri: "/", method: .get, headers: session)
            #expect(empty.status == .ok && empty.text.contains("class=\"stay-form\""))
            try await seed(client)
            let page = try await client.execute(uri: "/", method: .get, headers: session)
            #expect(page.text.contains("data-date=\"2024-03-01\" data-country=\"FR\""))
            #expect(page.text.contains("connect-src 'self'") && !page.text.contains(fixture.token) && !page.text.contains("borderlog-token"))
            #expect(page.headers[.eTag] != nil && page.headers[.cacheControl] == "private, no-cache")
        }
    }
}
