import BorderLogModel
import BorderLogStages
import Hummingbird

/// Day overrides: `GET /api/overrides/`, `PUT` and `DELETE /api/overrides/{date}/`.
extension ServerRoutes {
    func addOverrides(to api: RouterGroup<APIRequestContext>) {
        api.get("overrides") { request, context in
            try await gateway(context).answer(request) { model, _ in model.overrides }
        }
        api.put("overrides/{date}") { request, context in
            let date = try context.parameters.require("date", as: LocalDay.self)
            let override = try await request.decode(as: OverrideBody.self, context: context).override(on: date)
            try await gateway(context).write(.override) { try Stages.setOverride(override, in: $0) }
            return try Response.json(override)
        }
        api.delete("overrides/{date}") { request, context in
            let date = try context.parameters.require("date", as: LocalDay.self)
            guard try await gateway(context).write(.overrideRemove, { try Stages.removeOverride(on: date, from: $0) }) else {
                throw APIError.notFound("override on \(date)")
            }
            return Response(status: .noContent)
        }
    }
}
