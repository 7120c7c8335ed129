import BorderLogModel
import BorderLogStages
import Hummingbird

/// Day overrides: `GET /api/overrides/`, `PUT` and `DELETE /api/overrides/{date}/`.
extension ServerRoutes {
    /// A PUT body: the day's countries in visiting order (`countries`, or one `country`) and a note.
    struct OverrideBody: Decodable {
        var countries: [String]?
        var country: String?
        var note: String?
    }

    func addOverrides(to api: RouterGroup<BasicRequestContext>) {
        api.get("overrides") { request, _ in
            try await gateway.answer(request) { model, _ in model.overrides }
        }
        api.put("overrides/{date}") { request, context in
            let date = try Self.overrideDate(context)
            let body = try await request.json(OverrideBody.self, limit: configuration.maximumBodyBytes)
            let texts = body.countries ?? body.country.map { [$0] } ?? []
            guard !texts.isEmpty else { throw APIError.invalid("countries", "countries is required: the day's countries in visiting order") }
            let countries = try texts.map { text in
                guard let code = CountryCode(text) else { throw APIError.invalid("countries", "unknown country code '\(text)'") }
                return code
            }
            let override = DayOverride(date: date, countries: countries, note: body.note.flatMap { $0.isEmpty ? nil : $0 })
            try await gateway.write(.override) { try Stages.setOverride(override, in: $0) }
            return try Response.json(override)
        }
        api.delete("overrides/{date}") { _, context in
            let date = try Self.overrideDate(context)
            guard try await gateway.write(.overrideRemove, { try Stages.removeOverride(on: date, from: $0) }) else {
                throw APIError.notFound("override on \(date)")
            }
            return Response(status: .noContent)
        }
    }

    static func overrideDate(_ context: BasicRequestContext) throws -> LocalDay {
        let text = context.parameters.get("date") ?? ""
        guard let date = LocalDay(text) else { throw APIError.badDate("date", text) }
        return date
    }
}
