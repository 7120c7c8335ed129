import BorderLogModel
import BorderLogStages
import Hummingbird

/// Saved what-if stays: `GET`/`POST /api/plans/`, `DELETE /api/plans/{id}/` (the `plan list --format json` objects).
extension ServerRoutes {
    func addPlans(to api: RouterGroup<APIRequestContext>) {
        api.get("plans") { request, context in
            try await gateway(context).answer(request) { model, _ in model.plans }
        }
        api.post("plans") { request, context in
            let plan = try await request.decode(as: PlanBody.self, context: context).plan
            // Plans never enter the ledger, so nothing is recomputed.
            return try Response.json(try await gateway(context).write(.planAdd, recompute: false) { try Stages.addPlan(plan, into: $0) }, status: .created)
        }
        api.delete("plans/{id}") { request, context in
            guard let id = context.parameters.get("id", as: Int64.self) else { throw APIError.notFound("plan") }
            let missing = try await gateway(context).write(.planRemove, recompute: false) { try Stages.removePlans(ids: [id], from: $0) }
            guard missing.isEmpty else { throw APIError.notFound("plan \(id)") }
            return Response(status: .noContent)
        }
    }
}
