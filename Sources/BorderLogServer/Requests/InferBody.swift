import BorderLogModel

/// What `POST /api/ledger/infer/` takes: nothing, `{}`, or `{"to"}`, the last day to infer. A `to` that is no date
/// answers 400, as a date in a query does (the route decodes with `fieldStatus: .badRequest`).
struct InferBody: Decodable {
    let to: LocalDay?

    enum CodingKeys: String, BodyKey {
        case to
    }

    init(from decoder: any Decoder) throws {
        to = try BodyFields<CodingKeys>(decoder).optional(.to)
    }
}
