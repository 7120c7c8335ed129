import BorderLogModel

/// What `POST /api/forecast/` takes: `zone` (Schengen when left out) or `rule`, `enter`, `exit` or `length`, and
/// `withPlans` (`report forecast --with-plans`).
struct ForecastBody: Decodable {
    /// What the forecast measures.
    enum Subject: Equatable {
        /// A zone's limit (`report forecast --zone`).
        case zone(ZoneID)
        /// Any rule, a minimum's `daysNeeded` and `lastStart` included (`report forecast --rule`).
        case rule(String)
    }

    /// How long the trip runs.
    enum Span: Equatable {
        /// As long as the limit allows.
        case open
        /// Through this last day.
        case exit(LocalDay)
        /// This many days, from `enter`.
        case length(Int)

        var exit: LocalDay? {
            guard case .exit(let day) = self else { return nil }
            return day
        }

        var length: Int? {
            guard case .length(let days) = self else { return nil }
            return days
        }
    }

    let subject: Subject
    let enter: LocalDay
    let span: Span
    /// Count saved plans as if they happened.
    let withPlans: Bool

    enum CodingKeys: String, BodyKey {
        case zone, rule, withPlans, enter, exit, length

        var kind: BodyFieldKind {
            switch self {
            case .withPlans: .flag
            case .length: .count
            default: .text
            }
        }
    }

    init(from decoder: any Decoder) throws {
        let fields = try BodyFields<CodingKeys>(decoder)
        enter = try fields.required(.enter)
        let exit = try fields.optional(.exit, as: LocalDay.self), length = fields.count(.length)
        if let exit, exit < enter { throw FieldError("exit", "exit \(exit) is before enter \(enter)") }
        switch (exit, length) {
        case (_?, _?): throw FieldError("length", "give exit or length, not both")
        case (let exit?, nil): span = .exit(exit)
        case (nil, let length?):
            guard length >= 1 else { throw FieldError("length", "length must be at least 1 day") }
            span = .length(length)
        case (nil, nil): span = .open
        }
        switch (fields.text(.rule), fields.text(.zone)) {
        case (_?, _?): throw FieldError("rule", "give rule or zone, not both")
        case (let rule?, nil): subject = .rule(rule)
        case (nil, let zone): subject = .zone(zone.map { ZoneID($0) } ?? .schengen)
        }
        withPlans = fields.flag(.withPlans) ?? false
    }
}
