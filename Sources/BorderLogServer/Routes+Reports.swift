import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Hummingbird

/// Answers computed from the ledger: the same JSON as the command line's reports.
extension ServerRoutes {
    struct ForecastBody: Decodable {
        var zone: ZoneID?
        /// A rule id: a forecast for any rule (a minimum's `daysNeeded` and `lastStart` included) instead of a zone.
        var rule: String?
        /// Count saved plans as if they happened (`--with-plans`).
        var withPlans: Bool?
        var enter: String?
        var exit: String?
        var length: Int?
    }

    struct InferBody: Decodable {
        var to: String?
    }

    func addReports(to api: RouterGroup<BasicRequestContext>) {
        api.get("calculations/schengen") { request, _ in
            let on = try request.day("on") ?? gateway.today()
            return try await gateway.answer(request, key: "on=\(on)") { model, _ in
                try Self.report { try StoreGateway.view(model).schengen(zone: ZoneID.schengen, on: on) }
            }
        }
        api.get("rules") { request, _ in
            let on = try request.day("on") ?? gateway.today()
            let withPlans = request.uri.queryParameters.get("with_plans") == "true"
            return try await gateway.answer(request, key: "on=\(on)&plans=\(withPlans)") { model, _ in
                try StoreGateway.view(model).ruleStatuses(on: on, withPlans: withPlans)
            }
        }
        api.get("eligibility/{rule}") { request, context in
            let rule = context.parameters.get("rule") ?? ""
            let on = try request.day("on") ?? gateway.today()
            let withPlans = request.uri.queryParameters.get("with_plans") == "true"
            return try await gateway.answer(request, key: "on=\(on)&plans=\(withPlans)") { model, _ in
                try Self.eligibility(rule: rule, on: on, withPlans: withPlans, in: StoreGateway.view(model))
            }
        }
        api.get("ledger") { request, _ in
            let from = try request.day("from"), to = try request.day("to")
            return try await gateway.answer(request, key: "from=\(from?.description ?? "")&to=\(to?.description ?? "")") { model, _ in
                try StoreGateway.view(model).days(from: from, to: to).days.map(LedgerExport.Day.init)
            }
        }
        api.get("trips") { request, _ in
            let from = try request.day("from"), to = try request.day("to")
            return try await gateway.answer(request, key: "from=\(from?.description ?? "")&to=\(to?.description ?? "")") { model, _ in
                try StoreGateway.view(model).trips(from: from, to: to).trips
            }
        }
        api.get("days/{date}") { request, context in
            let text = context.parameters.get("date") ?? ""
            guard let date = LocalDay(text) else { throw APIError.badDate("date", text) }
            return try await gateway.answer(request) { _, store in
                do {
                    return try Stages.explain(date, in: store).0
                } catch StoreError.noSnapshot {
                    throw APIError(.notFound, "the store has no ledger yet; POST /api/ledger/infer/ first")
                }
            }
        }
        api.post("forecast") { request, _ in
            let body = try await request.json(ForecastBody.self, limit: configuration.maximumBodyBytes)
            guard let enterText = body.enter else { throw APIError.invalid("enter", "enter is required (YYYY-MM-DD)") }
            guard let enter = LocalDay(enterText) else { throw APIError.invalid("enter", "'\(enterText)' is not a date (expected YYYY-MM-DD)") }
            var exit: LocalDay?
            if let text = body.exit {
                guard let day = LocalDay(text) else { throw APIError.invalid("exit", "'\(text)' is not a date (expected YYYY-MM-DD)") }
                guard day >= enter else { throw APIError.invalid("exit", "exit \(day) is before enter \(enter)") }
                exit = day
            }
            if exit != nil, body.length != nil { throw APIError.invalid("length", "give exit or length, not both") }
            if let length = body.length, length < 1 { throw APIError.invalid("length", "length must be at least 1 day") }
            if body.rule != nil, body.zone != nil { throw APIError.invalid("rule", "give rule or zone, not both") }
            let view = try await gateway.ledgerView()
            let withPlans = body.withPlans ?? false
            if let rule = body.rule {
                return try Response.json(try Self.report(field: "rule") { try view.forecast(rule: rule, enter: enter, exit: exit, length: body.length, withPlans: withPlans) })
            }
            return try Response.json(try Self.report { try view.forecast(zone: body.zone ?? ZoneID.schengen, enter: enter, exit: exit, length: body.length, withPlans: withPlans) })
        }
        api.post("ledger/infer") { request, _ in
            let buffer = try await request.bytes(limit: configuration.maximumBodyBytes)
            var to: LocalDay?
            if buffer.readableBytes > 0 {
                let body = try await request.json(InferBody.self, limit: configuration.maximumBodyBytes, buffer: buffer)
                if let text = body.to {
                    guard let day = LocalDay(text) else { throw APIError.badDate("to", text) }
                    to = day
                }
            }
            return try Response.json(try await gateway.infer(to: to))
        }
    }

    /// `report eligibility`'s answer; an id that is no eligibility rule answers 404 naming the known ones (a status
    /// the profile lacks is no error: the report answers with its `warnings`).
    static func eligibility(rule: String, on day: LocalDay, withPlans: Bool, in view: LedgerView) throws -> EligibilityReport {
        do throws(ReportError) {
            return try view.eligibility(rule: rule, on: day, withPlans: withPlans)
        } catch {
            throw APIError(.notFound, error.description, field: "rule")
        }
    }

    /// A report that names a zone or rule the rules do not define answers 422 naming that field.
    static func report<T>(field: String = "zone", _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ReportError {
            throw APIError.invalid(field, error.description)
        }
    }
}
