import BorderLogModel
import BorderLogRules
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import Hummingbird

/// Answers computed from the ledger: the same JSON as the command line's reports.
extension ServerRoutes {
    func addReports(to api: RouterGroup<APIRequestContext>) {
        api.get("calculations/schengen") { request, context in
            let on = try StatusQuery(request.uri.queryParameters).on ?? gateway(context).today()
            return try await gateway(context).answer(request, key: "on=\(on)") { model, _ in
                try Self.report { try StoreGateway.view(model).schengen(zone: ZoneID.schengen, on: on) }
            }
        }
        api.get("rules") { request, context in
            let query = try StatusQuery(request.uri.queryParameters)
            let on = query.on ?? gateway(context).today(), withPlans = query.withPlans
            return try await gateway(context).answer(request, key: "on=\(on)&plans=\(withPlans)") { model, _ in
                try StoreGateway.view(model).ruleStatuses(on: on, withPlans: withPlans)
            }
        }
        api.get("eligibility/{rule}") { request, context in
            let rule = try context.parameters.require("rule")
            let query = try StatusQuery(request.uri.queryParameters)
            let on = query.on ?? gateway(context).today(), withPlans = query.withPlans
            return try await gateway(context).answer(request, key: "on=\(on)&plans=\(withPlans)") { model, _ in
                try Self.eligibility(rule: rule, on: on, withPlans: withPlans, in: StoreGateway.view(model))
            }
        }
        api.get("ledger") { request, context in
            let range = try DayRangeQuery(request.uri.queryParameters)
            return try await gateway(context).answer(request, key: range.key) { model, _ in
                try StoreGateway.view(model).days(from: range.from, to: range.to).days.map(LedgerExport.Day.init)
            }
        }
        api.get("trips") { request, context in
            let range = try DayRangeQuery(request.uri.queryParameters)
            return try await gateway(context).answer(request, key: range.key) { model, _ in
                try StoreGateway.view(model).trips(from: range.from, to: range.to).trips
            }
        }
        api.get("days/{date}") { request, context in
            let date = try context.parameters.require("date", as: LocalDay.self)
            return try await gateway(context).answer(request) { _, store in
                do {
                    return try Stages.explain(date, in: store).0
                } catch StoreError.noSnapshot {
                    throw APIError(.notFound, "the store has no ledger yet; POST /api/ledger/infer/ first")
                }
            }
        }
        api.post("forecast") { request, context in
            let body = try await request.decode(as: ForecastBody.self, context: context)
            let view = try await gateway(context).ledgerView()
            let (enter, exit, length, withPlans) = (body.enter, body.span.exit, body.span.length, body.withPlans)
            switch body.subject {
            case .rule(let rule):
                return try Response.json(try Self.report(field: "rule") { try view.forecast(rule: rule, enter: enter, exit: exit, length: length, withPlans: withPlans) })
            case .zone(let zone):
                return try Response.json(try Self.report { try view.forecast(zone: zone, enter: enter, exit: exit, length: length, withPlans: withPlans) })
            }
        }
        api.post("ledger/infer") { request, context in
            // No body at all is as good as `{}`.
            let buffer = try await request.bytes(limit: context.maxUploadSize)
            let to = buffer.readableBytes > 0 ? try APIBodyDecoder.decode(InferBody.self, from: buffer, fieldStatus: .badRequest).to : nil
            return try Response.json(try await gateway(context).infer(to: to))
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
