/// Calendar-month arithmetic, as statutes count months: "six months" from 31 August ends with February's last day.
extension LocalDay {
    /// The same date `months` calendar months later (earlier when negative), the month's last day when it has no such
    /// date (31 August + 6 months is 28 or 29 February).
    public func adding(months: Int) -> LocalDay {
        let index = year * 12 + (month - 1) + months
        let year = index >= 0 ? index / 12 : (index - 11) / 12
        let month = index - year * 12 + 1
        return LocalDay(year: year, month: month, day: Swift.min(day, LocalDay.daysIn(month: month, year: year)))!
    }
}

/// A length given in days or in calendar months, as rules state them ("180 days", "six months").
public enum DayLength: Codable, Sendable, Equatable {
    case days(Int)
    case months(Int)

    /// The days of this length counted from `first` on: `months` calendar months run through the day before the same
    /// date that many months later (1 January + 6 months is 1 January…30 June, 181 days in a common year).
    public func days(from first: LocalDay) -> Int {
        switch self {
        case .days(let days): days
        case .months(let months): first.days(to: first.adding(months: months))
        }
    }

    /// The days of this length ending on `last`: `months` calendar months from the day after the same date that many
    /// months earlier.
    public func days(endingOn last: LocalDay) -> Int {
        switch self {
        case .days(let days): days
        case .months(let months): last.adding(months: -months).days(to: last)
        }
    }

    /// "180 days", "6 months".
    public var text: String {
        switch self {
        case .days(let days): "\(days) day\(days == 1 ? "" : "s")"
        case .months(let months): "\(months) month\(months == 1 ? "" : "s")"
        }
    }

    private enum CodingKeys: String, CodingKey { case days, months }

    /// `{"days": 180}` or `{"months": 6}`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let days = try container.decodeIfPresent(Int.self, forKey: .days)
        let months = try container.decodeIfPresent(Int.self, forKey: .months)
        switch (days, months) {
        case (let days?, nil) where (1...36_600).contains(days): self = .days(days)
        case (nil, let months?) where (1...1_200).contains(months): self = .months(months)
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a length is {\"days\": 1 to 36600} or {\"months\": 1 to 1200}, one of them"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .days(let days): try container.encode(days, forKey: .days)
        case .months(let months): try container.encode(months, forKey: .months)
        }
    }
}
