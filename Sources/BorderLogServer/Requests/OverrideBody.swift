import BorderLogModel

/// What `PUT /api/overrides/{date}/` takes: the day's countries in visiting order (`countries`, or one `country`)
/// and a `note`. A wrong code is named `countries` either way.
struct OverrideBody: Decodable {
    let countries: [CountryCode]
    let note: String?

    enum CodingKeys: String, BodyKey {
        case countries, country, note

        var kind: BodyFieldKind { self == .countries ? .texts : .text }
    }

    init(from decoder: any Decoder) throws {
        let fields = try BodyFields<CodingKeys>(decoder)
        let texts = fields.texts(.countries) ?? fields.text(.country).map { [$0] } ?? []
        guard !texts.isEmpty else { throw FieldError("countries", "countries is required: the day's countries in visiting order") }
        countries = try texts.map { try CountryCode.read($0, field: "countries") }
        note = fields.note(.note)
    }

    func override(on date: LocalDay) -> DayOverride { DayOverride(date: date, countries: countries, note: note) }
}
