import BorderLogModel

/// What `POST /api/plans/` takes: a planned stay's `country`, `entry`, `exit` (all three required) and `name`.
struct PlanBody: Decodable {
    let plan: Plan

    enum CodingKeys: String, BodyKey {
        case country, entry, exit, name
    }

    init(from decoder: any Decoder) throws {
        let fields = try BodyFields<CodingKeys>(decoder)
        let country = try fields.required(.country, as: CountryCode.self)
        let entry = try fields.required(.entry, as: LocalDay.self), exit = try fields.required(.exit, as: LocalDay.self)
        guard let plan = Plan(country: country, entry: entry, exit: exit, name: fields.note(.name)) else {
            throw FieldError("exit", "exit \(exit) is before entry \(entry)")
        }
        self.plan = plan
    }
}
