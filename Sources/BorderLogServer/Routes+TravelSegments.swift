import BorderLogModel
import BorderLogStages
import BorderLogStore
import Hummingbird

/// Stays, under the seed backend's name: `/api/travel-segments/` and `/api/travel-segments/{id}/`.
extension ServerRoutes {
    /// What POST and PUT take: every field as text, checked here so that each mistake names its field.
    struct SegmentBody: Decodable {
        var country: String?
        var entry: String?
        var exit: String?
        var note: String?

        func stay() throws -> Stay {
            guard let text = country else { throw APIError.invalid("country", "country is required (ISO 3166-1 alpha-2, e.g. FR)") }
            guard let code = CountryCode(text) else {
                let hint = CountryCode.suggestion(for: text).map { " (\($0))" } ?? ""
                throw APIError.invalid("country", "unknown country code '\(text)'\(hint)")
            }
            guard let entryText = entry else { throw APIError.invalid("entry", "entry is required (YYYY-MM-DD)") }
            guard let entryDay = LocalDay(entryText) else { throw APIError.invalid("entry", "'\(entryText)' is not a date (expected YYYY-MM-DD)") }
            var exitDay: LocalDay?
            if let exit, !exit.isEmpty {
                guard let day = LocalDay(exit) else { throw APIError.invalid("exit", "'\(exit)' is not a date (expected YYYY-MM-DD)") }
                guard day >= entryDay else { throw APIError.invalid("exit", "exit \(day) is before entry \(entryDay)") }
                exitDay = day
            }
            return Stay(country: code, entry: entryDay, exit: exitDay, note: note.flatMap { $0.isEmpty ? nil : $0 })
        }
    }

    func addTravelSegments(to api: RouterGroup<BasicRequestContext>) {
        api.get("travel-segments") { request, _ in
            try await gateway.answer(request) { model, _ in model.stays }
        }
        api.post("travel-segments") { request, _ in
            let stay = try await request.json(SegmentBody.self, limit: configuration.maximumBodyBytes).stay()
            let listed = try await gateway.write(.staysAdd) { store in
                let record = try Self.overlapsAsConflict { try Stages.addStay(stay, into: store) }
                return ListedStay(record, sourcePaths: try store.sourcePaths())
            }
            return try Response.json(listed, status: .created)
        }
        api.get("travel-segments/{id}") { request, context in
            let id = try Self.segmentID(context)
            return try await gateway.answer(request) { model, _ in
                guard let stay = model.stays.first(where: { $0.id == id }) else { throw APIError.notFound("travel segment \(id)") }
                return stay
            }
        }
        api.put("travel-segments/{id}") { request, context in
            let id = try Self.segmentID(context)
            let stay = try await request.json(SegmentBody.self, limit: configuration.maximumBodyBytes).stay()
            return try Response.json(try await gateway.write(.staysAdd) { store in
                guard let record = try Self.overlapsAsConflict({ try Stages.updateStay(id: id, to: stay, in: store) }) else {
                    throw APIError.notFound("travel segment \(id)")
                }
                return ListedStay(record, sourcePaths: try store.sourcePaths())
            })
        }
        api.delete("travel-segments/{id}") { _, context in
            let id = try Self.segmentID(context)
            let missing = try await gateway.write(.staysRemove) { try Stages.removeStays(ids: [id], from: $0) }
            guard missing.isEmpty else { throw APIError.notFound("travel segment \(id)") }
            return Response(status: .noContent)
        }
    }

    /// A numeric id, or 404 (an id that is not a number names no segment).
    static func segmentID(_ context: BasicRequestContext) throws -> Int64 {
        guard let text = context.parameters.get("id"), let id = Int64(text) else { throw APIError.notFound("travel segment") }
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
