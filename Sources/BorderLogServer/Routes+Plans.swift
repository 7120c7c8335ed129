import BorderLogModel
import BorderLogStages
import Hummingbird

/// Saved what-if stays: `GET`/`POST /api/plans/`, `DELETE /api/plans/{id}/` (the `plan list --format json` objects).
extension ServerRoutes {
    struct PlanBody: Decodable {
        var country: String?
        var entry: String?
        var exit: String?
        var name: String?

        func plan() throws -> Plan {
            guard let text = country, let code = CountryCode(text) else {
                throw APIError.invalid("country", "country is required: an ISO 3166-1 alpha-2 code such as PT")
            }
            guard let entryText = entry, let entryDay = LocalDay(entryText) else { throw APIError.invalid("entry", "entry is required (YYYY-MM-DD)") }
            guard let exitText = exit, let exitDay = LocalDay(exitText) else { throw APIError.invalid("exit", "exit is required (YYYY-MM-DD)") }
            guard let plan = Plan(country: code, entry: entryDay, exit: exitDay, name: name.flatMap { $0.isEmpty ? nil : $0 }) else {
                throw APIError.invalid("exit", "exit \(exitDay) is before entry \(entryDay)")
            }
            return plan
        }
    }

    func addPlans(to api: RouterGroup<BasicRequestContext>) {
        api.get("plans") { request, _ in
            try await gateway.answer(request) { model, _ in model.plans }
        }
        api.post("plans") { request, _ in
            let plan = try await request.json(PlanBody.self, limit: configuration.maximumBodyBytes).plan()
            // Plans never enter the ledger, so nothing is recomputed.
            return try Response.json(try await gateway.write(.planAdd, recompute: false) { try Stages.addPlan(plan, into: $0) }, status: .created)
        }
        api.delete("plans/{id}") { _, context in
            guard let text = context.parameters.get("id"), let id = Int64(text) else { throw APIError.notFound("plan") }
            let missing = try await gateway.write(.planRemove, recompute: false) { try Stages.removePlans(ids: [id], from: $0) }
            guard missing.isEmpty else { throw APIError.notFound("plan \(id)") }
            return Response(status: .noContent)
        }
    }
}
