import BorderLogModel

/// What `POST /api/travel-segments/` and `PUT /api/travel-segments/{id}/` take: a stay's `country`, `entry`, `exit`
/// (empty or left out: still there) and `note`, each checked in that order so that a mistake names its field.
struct StayBody: Decodable {
    let country: CountryCode
    let entry: LocalDay
    let exit: LocalDay?
    let note: String?

    enum CodingKeys: String, BodyKey {
        case country, entry, exit, note
    }

    init(from decoder: any Decoder) throws {
        let fields = try BodyFields<CodingKeys>(decoder)
        country = try fields.required(.country)
        entry = try fields.required(.entry)
        exit = try fields.optional(.exit, emptyIsAbsent: true)
        if let exit, exit < entry { throw FieldError("exit", "exit \(exit) is before entry \(entry)") }
        note = fields.note(.note)
    }

    var stay: Stay { Stay(country: country, entry: entry, exit: exit, note: note) }
}
