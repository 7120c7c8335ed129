import BorderLogModel
import BorderLogStages
import BorderLogStore
import Hummingbird

/// Stays, under the seed backend's name: `/api/travel-segments/` and `/api/travel-segments/{id}/`.
extension ServerRoutes {
    func addTravelSegments(to api: RouterGroup<APIRequestContext>) {
        api.get("travel-segments") { request, context in
            try await gateway(context).answer(request) { model, _ in model.stays }
        }
        api.post("travel-segments") { request, context in
            let stay = try await request.decode(as: StayBody.self, context: context).stay
            let listed = try await gateway(context).write(.staysAdd) { store in
                let record = try Self.overlapsAsConflict { try Stages.addStay(stay, into: store) }
                return ListedStay(record, sourcePaths: try store.sourcePaths())
            }
            return try Response.json(listed, status: .created)
        }
        api.get("travel-segments/{id}") { request, context in
            let id = try Self.segmentID(context)
            return try await gateway(context).answer(request) { model, _ in
                guard let stay = model.stays.first(where: { $0.id == id }) else { throw APIError.notFound("travel segment \(id)") }
                return stay
            }
        }
        api.put("travel-segments/{id}") { request, context in
            let id = try Self.segmentID(context)
            let stay = try await request.decode(as: StayBody.self, context: context).stay
            return try Response.json(try await gateway(context).write(.staysAdd) { store in
                guard let record = try Self.overlapsAsConflict({ try Stages.updateStay(id: id, to: stay, in: store) }) else {
                    throw APIError.notFound("travel segment \(id)")
                }
                return ListedStay(record, sourcePaths: try store.sourcePaths())
            })
        }
        api.delete("travel-segments/{id}") { request, context in
            let id = try Self.segmentID(context)
            let missing = try await gateway(context).write(.staysRemove) { try Stages.removeStays(ids: [id], from: $0) }
            guard missing.isEmpty else { throw APIError.notFound("travel segment \(id)") }
            return Response(status: .noContent)
        }
    }

    /// A numeric id, or 404 (an id that is not a number names no segment).
    static func segmentID(_ context: APIRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self) else { throw APIError.notFound("travel segment") }
        return id
    }

    /// Runs a stay write; an overlap with stored stays answers 409 with the overlap described.
    static func overlapsAsConflict<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let issues as InputIssues {
            throw APIError(.conflict, issues.issues.map(\.message).joined(separator: "; "), field: "entry")
        }
    }
}
