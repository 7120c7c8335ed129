@testable import BorderLogServer
import BorderLogStore
import BorderLogTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// Every typed request field, wrong, over HTTP: a body's field answers 422 and a query's or path's 400, each naming the
/// field in the one wording of its mistake, whichever route reads it; and the store is left as it was.
@Suite struct FieldErrorRouteTests {
    let fixture = ServerFixture()

    /// One wrong request and the answer it must get.
    struct Case: Sendable, CustomTestStringConvertible {
        let method: HTTPRequest.Method
        let path: String
        let body: String?
        let status: Int
        let field: String
        let error: String

        init(_ method: HTTPRequest.Method, _ path: String, _ body: String? = nil, _ status: Int, _ field: String, _ error: String) {
            (self.method, self.path, self.body, self.status, self.field, self.error) = (method, path, body, status, field, error)
        }

        var testDescription: String { "\(method) \(path) \(body ?? "")" }
    }

    static let noDate = "is not a date (expected YYYY-MM-DD)"
    static let countryRequired = "country is required (ISO 3166-1 alpha-2, e.g. FR)"
    static let ukHint = "unknown country code 'UK' (did you mean GB (United Kingdom)?)"

    static let bodyFields: [Case] = [
        Case(.post, "/api/travel-segments/", #"{"country":"XX","entry":"2024-01-01"}"#, 422, "country", "unknown country code 'XX'"),
        Case(.post, "/api/travel-segments/", #"{"entry":"2024-01-01"}"#, 422, "country", countryRequired),
        Case(.post, "/api/travel-segments/", #"{"country":"FR","entry":"2024-02-30"}"#, 422, "entry", "'2024-02-30' \(noDate)"),
        Case(.post, "/api/travel-segments/", #"{"country":"FR"}"#, 422, "entry", "entry is required (YYYY-MM-DD)"),
        Case(.post, "/api/travel-segments/", #"{"country":"FR","entry":"2024-02-01","exit":"soon"}"#, 422, "exit", "'soon' \(noDate)"),
        Case(.put, "/api/travel-segments/1/", #"{"country":"UK","entry":"2024-01-01"}"#, 422, "country", ukHint),
        Case(.post, "/api/plans/", #"{"country":"UK","entry":"2024-05-01","exit":"2024-05-20"}"#, 422, "country", ukHint),
        Case(.post, "/api/plans/", #"{"entry":"2024-05-01","exit":"2024-05-20"}"#, 422, "country", countryRequired),
        Case(.post, "/api/plans/", #"{"country":"PT","entry":"1 May","exit":"2024-05-20"}"#, 422, "entry", "'1 May' \(noDate)"),
        Case(.post, "/api/plans/", #"{"country":"PT","entry":"2024-05-01","exit":"2024-13-01"}"#, 422, "exit", "'2024-13-01' \(noDate)"),
        Case(.post, "/api/plans/", #"{"country":"PT","entry":"2024-05-01"}"#, 422, "exit", "exit is required (YYYY-MM-DD)"),
        Case(.put, "/api/overrides/2024-03-01/", #"{"countries":["FR","UK"]}"#, 422, "countries", ukHint),
        Case(.put, "/api/overrides/2024-03-01/", #"{"country":"XX"}"#, 422, "countries", "unknown country code 'XX'"),
        Case(.post, "/api/forecast/", #"{"enter":"July"}"#, 422, "enter", "'July' \(noDate)"),
        Case(.post, "/api/forecast/", #"{"length":3}"#, 422, "enter", "enter is required (YYYY-MM-DD)"),
        Case(.post, "/api/forecast/", #"{"enter":"2024-07-01","exit":"2024-07-32"}"#, 422, "exit", "'2024-07-32' \(noDate)"),
        Case(.post, "/api/review/assign/", #"{"from":"2024-3-6","country":"FR"}"#, 422, "from", "'2024-3-6' \(noDate)"),
        Case(.post, "/api/review/assign/", #"{"country":"FR"}"#, 422, "from", "from is required (YYYY-MM-DD)"),
        Case(.post, "/api/review/assign/", #"{"from":"2024-03-06","to":"x","country":"FR"}"#, 422, "to", "'x' \(noDate)"),
        Case(.post, "/api/review/assign/", #"{"from":"2024-03-06","country":"UK"}"#, 422, "country", ukHint),
        Case(.post, "/api/review/assign/", #"{"from":"2024-03-06"}"#, 422, "country", countryRequired),
        Case(.post, "/api/review/assign/", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"7 March","then":"FR"}"#,
             422, "until", "'7 March' \(noDate)"),
        Case(.post, "/api/review/assign/", #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-07","then":"UK"}"#,
             422, "then", ukHint),
        Case(.post, "/api/review/confirm/", #"{"from":"yesterday"}"#, 422, "from", "'yesterday' \(noDate)"),
        Case(.post, "/api/review/confirm/", #"{"from":"2024-03-06","to":"2024-03-00"}"#, 422, "to", "'2024-03-00' \(noDate)"),
        // A field of another JSON type is named before an earlier field's value is judged.
        Case(.post, "/api/travel-segments/", #"{"country":"XX","entry":5}"#, 422, "entry",
             "wrong type: Expected to decode String but found number instead."),
    ]

    static let parameters: [Case] = [
        Case(.get, "/api/calculations/schengen/?on=2024-13-01", nil, 400, "on", "'2024-13-01' \(noDate)"),
        Case(.get, "/api/rules/?on=today&with_plans=true", nil, 400, "on", "'today' \(noDate)"),
        Case(.get, "/api/eligibility/uk-ilr/?on=2024-02-30", nil, 400, "on", "'2024-02-30' \(noDate)"),
        Case(.get, "/api/ledger/?from=yesterday", nil, 400, "from", "'yesterday' \(noDate)"),
        Case(.get, "/api/ledger/?from=2024-01-01&to=2024-1-31", nil, 400, "to", "'2024-1-31' \(noDate)"),
        Case(.get, "/api/trips/?from=", nil, 400, "from", "'' \(noDate)"),
        Case(.get, "/api/trips/?to=never", nil, 400, "to", "'never' \(noDate)"),
        Case(.get, "/api/days/someday/", nil, 400, "date", "'someday' \(noDate)"),
        Case(.put, "/api/overrides/2024-02-30/", #"{"countries":["FR"]}"#, 400, "date", "'2024-02-30' \(noDate)"),
        Case(.delete, "/api/overrides/03-01/", nil, 400, "date", "'03-01' \(noDate)"),
        // `to` of an inference is a date as a query's is: 400.
        Case(.post, "/api/ledger/infer/", #"{"to":"2024-12-32"}"#, 400, "to", "'2024-12-32' \(noDate)"),
    ]

    @Test(arguments: bodyFields + parameters)
    func aWrongFieldIsNamedInItsOneWording(_ wrong: Case) async throws {
        let fixture = fixture
        try await fixture.run { client in
            let response = try await client.execute(uri: wrong.path, method: wrong.method, headers: wrong.body == nil ? fixture.auth : fixture.json,
                                                    body: wrong.body.map { ByteBuffer(json: $0) })
            #expect(response.status.code == wrong.status, "\(response.text)")
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.object?["field"] as? String == wrong.field)
            #expect(response.object?["error"] as? String == wrong.error)
        }
        // Nothing was written: a refused request never reaches the store.
        let written = try Store(path: fixture.storePath)
        #expect(try written.stays().isEmpty && written.overrides().isEmpty && written.plans().isEmpty)
    }

    /// A stay, after spaces that make the body `size` bytes, posted to a server whose body limit is `limit`.
    private func postStay(size: Int, limit: Int) async throws -> (status: Int, error: String?) {
        var configuration = fixture.configuration
        configuration.maximumBodyBytes = limit
        let json = fixture.json
        return try await BorderLogServer.application(configuration, logger: Logger(label: "test")).test(.router) { client in
            let stay = #"{"country":"FR","entry":"2024-03-01"}"#
            let body = String(repeating: " ", count: size - stay.utf8.count) + stay
            let response = try await client.execute(uri: "/api/travel-segments/", method: .post, headers: json, body: ByteBuffer(json: body))
            return (Int(response.status.code), response.object?["error"] as? String)
        }
    }

    /// The body limit is the configuration's: a body over it is 413.
    @Test func aBodyOverTheConfiguredLimitIsRefused() async throws {
        #expect(try await postStay(size: (1 << 20) + 1, limit: 1 << 20).status == 413)
    }

    /// Not Hummingbird's 2 MiB default: a body over that but within the configuration's limit is read.
    @Test func aBodyWithinTheConfiguredLimitIsRead() async throws {
        let answer = try await postStay(size: 3 << 20, limit: 4 << 20)
        #expect(answer.status == 201, "\(answer.error ?? "")")
    }
}
