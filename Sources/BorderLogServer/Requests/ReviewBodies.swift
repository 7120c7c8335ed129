import BorderLogModel
import BorderLogStages

/// The days a review write names: `from` and `to` (left out or empty: `from` alone), `to` not before `from`.
struct ReviewDays: Equatable {
    let from: LocalDay
    let to: LocalDay

    init<Key: BodyKey>(_ fields: BodyFields<Key>, from fromKey: Key, to toKey: Key) throws(FieldError) {
        from = try fields.required(fromKey)
        to = try fields.optional(toKey, emptyIsAbsent: true) ?? from
        guard from <= to else { throw FieldError(toKey.stringValue, ReviewError.backwards(from: from, to: to).description) }
    }
}

/// What `POST /api/review/assign/` takes: `{from, to, country, note}`, and for a split `until` and `then` (`country`
/// from `from` through `until`, `then` after it through `to`).
struct ReviewAssignBody: Decodable {
    let days: ReviewDays
    let country: CountryCode
    let note: String?
    let split: Split?

    enum CodingKeys: String, BodyKey {
        case from, to, country, note, until, then
    }

    init(from decoder: any Decoder) throws {
        let fields = try BodyFields<CodingKeys>(decoder)
        days = try ReviewDays(fields, from: .from, to: .to)
        country = try fields.required(.country)
        note = fields.note(.note)
        switch (fields.text(.until), fields.text(.then)) {
        case (nil, nil):
            split = nil
        case (nil, _?):
            throw FieldError("until", "until is required with then: the last day of country, YYYY-MM-DD")
        case (_?, nil):
            throw FieldError("then", "then is required with until: the country of the days after until (ISO 3166-1 alpha-2)")
        case (_?, _?):
            split = Split(until: try fields.required(.until), then: try fields.required(.then))
        }
    }

    /// The one assignment, or a split's two (`ReviewAssignment.split` decides the days of each; 422 naming `until`
    /// when it leaves a part no day).
    func assignments() throws -> [ReviewAssignment] {
        let whole = ReviewAssignment(from: days.from, to: days.to, country: country, note: note)
        guard let split else { return [whole] }
        do throws(ReviewError) {
            return try whole.split(until: split.until, then: split.then)
        } catch {
            throw APIError.invalid("until", error.description)
        }
    }

    /// A split's second part: `then` from the day after `until`.
    struct Split: Equatable {
        let until: LocalDay
        let then: CountryCode
    }
}

/// What `POST /api/review/confirm/` takes: `{from, to}`, `to` left out for one day.
struct ReviewConfirmBody: Decodable {
    let days: ReviewDays

    enum CodingKeys: String, BodyKey {
        case from, to
    }

    init(from decoder: any Decoder) throws {
        days = try ReviewDays(BodyFields<CodingKeys>(decoder), from: .from, to: .to)
    }
}
