import BorderLogModel
import BorderLogStages
@testable import BorderLogServer
import BorderLogTestSupport
import Hummingbird
import NIOCore
import Testing

/// Request bodies and parameters decoded once into typed values (`APIBodyDecoder`, `BodyFields`, `StatusQuery`,
/// `DayRangeQuery`, `Parameters.require(_:as:)`): what a valid request reads as, and the error a wrong one throws.
@Suite struct RequestDecodingTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try APIBodyDecoder.decode(type, from: ByteBuffer(string: json))
    }

    /// The API error `json` throws as a `T`.
    func refusal<T: Decodable>(_ type: T.Type, _ json: String) throws -> APIError {
        try #require(throws: APIError.self) { try decode(type, json) }
    }

    @Test func aStayBodyReadsAsItsStay() throws {
        let body = try decode(StayBody.self, #"{"country":" fr ","entry":"2024-03-01","exit":"","note":""}"#)
        #expect(body.country == country("FR") && body.entry == day("2024-03-01") && body.exit == nil && body.note == nil)
        #expect(body.stay == Stay(country: country("FR"), entry: day("2024-03-01")))
        let closed = try decode(StayBody.self, #"{"country":"CH","entry":"2024-03-01","exit":"2024-03-01","note":"Basel"}"#)
        #expect(closed.stay == Stay(country: country("CH"), entry: day("2024-03-01"), exit: day("2024-03-01"), note: "Basel"))
    }

    @Test func aPlanBodyReadsAsItsPlan() throws {
        let body = try decode(PlanBody.self, #"{"country":"pt","entry":"2024-05-01","exit":"2024-05-20","name":"Lisbon"}"#)
        #expect(body.plan == Plan(country: country("PT"), entry: day("2024-05-01"), exit: day("2024-05-20"), name: "Lisbon"))
    }

    @Test func anOverrideBodyTakesCountriesOrOneCountry() throws {
        let many = try decode(OverrideBody.self, #"{"countries":["FR","mc","FR"],"note":"lunch"}"#)
        #expect(many.countries == [country("FR"), country("MC"), country("FR")] && many.note == "lunch")
        let one = try decode(OverrideBody.self, #"{"country":"it"}"#)
        #expect(one.override(on: day("2024-03-02")) == DayOverride(date: day("2024-03-02"), countries: [country("IT")]))
    }

    @Test func aForecastBodyReadsItsSubjectAndSpan() throws {
        let zone = try decode(ForecastBody.self, #"{"enter":"2024-07-01","length":30}"#)
        #expect(zone.subject == .zone("schengen") && zone.enter == day("2024-07-01") && zone.span == .length(30) && !zone.withPlans)
        let rule = try decode(ForecastBody.self, #"{"rule":"schengen-90-180","enter":"2024-07-01","exit":"2024-07-10","withPlans":true}"#)
        #expect(rule.subject == .rule("schengen-90-180") && rule.span == .exit(day("2024-07-10")) && rule.withPlans)
        #expect(rule.span.exit == day("2024-07-10") && rule.span.length == nil)
        let open = try decode(ForecastBody.self, #"{"zone":"uk","enter":"2024-07-01"}"#)
        #expect(open.subject == .zone("uk") && open.span == .open)
    }

    @Test func reviewBodiesReadTheirDaysAndSplit() throws {
        let split = try decode(ReviewAssignBody.self, #"{"from":"2024-03-06","to":"2024-03-09","country":"GB","until":"2024-03-07","then":"fr","note":"ski"}"#)
        #expect(split.days.from == day("2024-03-06") && split.days.to == day("2024-03-09"))
        #expect(split.country == country("GB") && split.split == .init(until: day("2024-03-07"), then: country("FR")))
        #expect(try split.assignments() == [
            ReviewAssignment(from: day("2024-03-06"), to: day("2024-03-07"), country: country("GB"), note: "ski"),
            ReviewAssignment(from: day("2024-03-08"), to: day("2024-03-09"), country: country("FR"), note: "ski"),
        ])
        let oneDay = try decode(ReviewConfirmBody.self, #"{"from":"2024-03-08","to":""}"#)
        #expect(oneDay.days.from == day("2024-03-08") && oneDay.days.to == day("2024-03-08"))
    }

    @Test func anInferBodyMayNameItsLastDay() throws {
        #expect(try decode(InferBody.self, #"{"to":"2024-12-31"}"#).to == day("2024-12-31"))
        #expect(try decode(InferBody.self, "{}").to == nil)
        let wrong = try #require(throws: APIError.self) { try APIBodyDecoder.decode(InferBody.self, from: ByteBuffer(string: #"{"to":"soon"}"#), fieldStatus: .badRequest) }
        #expect(wrong.status == .badRequest && wrong.field == "to" && wrong.message == "'soon' is not a date (expected YYYY-MM-DD)")
    }

    /// Each typed field's mistakes, in the one wording of each, whichever body holds the field.
    @Test func aWrongBodyFieldIsNamedInItsOneWording() throws {
        let cases: [(APIError, String, String)] = [
            (try refusal(StayBody.self, #"{"country":"UK","entry":"2024-01-01"}"#), "country", "unknown country code 'UK' (did you mean GB (United Kingdom)?)"),
            (try refusal(PlanBody.self, #"{"country":"UK","entry":"2024-01-01","exit":"2024-01-02"}"#), "country", "unknown country code 'UK' (did you mean GB (United Kingdom)?)"),
            (try refusal(OverrideBody.self, #"{"countries":["UK"]}"#), "countries", "unknown country code 'UK' (did you mean GB (United Kingdom)?)"),
            (try refusal(ReviewAssignBody.self, #"{"from":"2024-03-06","country":"UK"}"#), "country", "unknown country code 'UK' (did you mean GB (United Kingdom)?)"),
            (try refusal(StayBody.self, #"{"entry":"2024-01-01"}"#), "country", "country is required (ISO 3166-1 alpha-2, e.g. FR)"),
            (try refusal(PlanBody.self, #"{"entry":"2024-01-01","exit":"2024-01-02"}"#), "country", "country is required (ISO 3166-1 alpha-2, e.g. FR)"),
            (try refusal(ReviewAssignBody.self, #"{"from":"2024-03-06","country":null}"#), "country", "country is required (ISO 3166-1 alpha-2, e.g. FR)"),
            (try refusal(StayBody.self, #"{"country":"FR","entry":"2024-02-30"}"#), "entry", "'2024-02-30' is not a date (expected YYYY-MM-DD)"),
            (try refusal(PlanBody.self, #"{"country":"FR","entry":"2024-02-30","exit":"2024-03-01"}"#), "entry", "'2024-02-30' is not a date (expected YYYY-MM-DD)"),
            (try refusal(ForecastBody.self, #"{"enter":"2024-02-30"}"#), "enter", "'2024-02-30' is not a date (expected YYYY-MM-DD)"),
            (try refusal(ReviewConfirmBody.self, #"{"from":"2024-02-30"}"#), "from", "'2024-02-30' is not a date (expected YYYY-MM-DD)"),
            (try refusal(PlanBody.self, #"{"country":"FR","entry":"2024-03-01"}"#), "exit", "exit is required (YYYY-MM-DD)"),
            (try refusal(StayBody.self, #"{"country":"FR","entry":"2024-03-02","exit":"2024-03-01"}"#), "exit", "exit 2024-03-01 is before entry 2024-03-02"),
            (try refusal(ForecastBody.self, #"{"enter":"2024-07-01","exit":"2024-07-10","length":3}"#), "length", "give exit or length, not both"),
            (try refusal(ForecastBody.self, #"{"enter":"2024-07-01","rule":"a","zone":"b"}"#), "rule", "give rule or zone, not both"),
            (try refusal(ReviewAssignBody.self, #"{"from":"2024-03-06","country":"FR","then":"GB"}"#), "until",
             "until is required with then: the last day of country, YYYY-MM-DD"),
        ]
        for (error, field, message) in cases {
            #expect(error.status == .unprocessableContent && error.field == field && error.message == message, "\(error.message)")
        }
    }

    /// JSON that is not an object of the body's shape is 400; a field of another JSON type 422 naming it.
    @Test func aMalformedBodyIsABadRequest() throws {
        for json in ["", "{", "null", #"["FR"]"#] {
            let error = try refusal(StayBody.self, json)
            #expect(error.status == .badRequest && error.field == nil, "\(json): \(error.message)")
        }
        let wrongType = try refusal(ForecastBody.self, #"{"enter":"2024-07-01","withPlans":"yes"}"#)
        #expect(wrongType.status == .unprocessableContent && wrongType.field == "withPlans" && wrongType.message.hasPrefix("wrong type: "))
    }

    @Test func queriesReadAsTheirTypedValues() throws {
        let status = try StatusQuery(["on": "2024-04-20", "with_plans": "true"])
        #expect(status.on == day("2024-04-20") && status.withPlans)
        let today = try StatusQuery(["with_plans": "1"])
        #expect(today.on == nil && !today.withPlans)
        let range = try DayRangeQuery(["from": "2024-02-28", "to": "2024-03-02"])
        #expect(range.from == day("2024-02-28") && range.to == day("2024-03-02") && range.key == "from=2024-02-28&to=2024-03-02")
        let open = try DayRangeQuery([:])
        #expect(open.from == nil && open.to == nil && open.key == "from=&to=")
    }

    @Test func aWrongParameterIsABadRequestNamingIt() throws {
        let query = try #require(throws: APIError.self) { try DayRangeQuery(["from": "2024-01-01", "to": "2024-1-31"]) }
        #expect(query.status == .badRequest && query.field == "to" && query.message == "'2024-1-31' is not a date (expected YYYY-MM-DD)")
        let path: Parameters = ["date": "someday"]
        let wrong = try #require(throws: APIError.self) { try path.require("date", as: LocalDay.self) }
        #expect(wrong.status == .badRequest && wrong.field == "date" && wrong.message == "'someday' is not a date (expected YYYY-MM-DD)")
        let right: Parameters = ["date": "2024-03-01"]
        #expect(try right.require("date", as: LocalDay.self) == day("2024-03-01"))
    }
}
