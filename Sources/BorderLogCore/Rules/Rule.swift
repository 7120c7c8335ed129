/// A day-count limit on presence in a zone: "at most 90 days in any 180", "at least 183 days in the tax year".
public struct Rule: Codable, Sendable, Equatable, Identifiable {
    /// The stretch of days a rule counts over, relative to the day it is evaluated on.
    public enum Period: Codable, Sendable, Equatable {
        /// The `days` days ending on the evaluation day, both ends included.
        case rolling(days: Int)
        /// 1 January to 31 December of the evaluation day's year.
        case calendarYear
        /// A year starting on `month`-`day` (UK: 6 April), containing the evaluation day.
        case taxYear(month: Int, day: Int)

        private enum CodingKeys: String, CodingKey { case kind, days, start }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let kind = try container.decode(String.self, forKey: .kind)
            switch kind {
            case "rolling":
                let days = try container.decode(Int.self, forKey: .days)
                guard days > 0 else {
                    throw DecodingError.dataCorruptedError(forKey: .days, in: container, debugDescription: "a rolling window needs at least 1 day")
                }
                self = .rolling(days: days)
            case "calendarYear":
                self = .calendarYear
            case "taxYear":
                let start = try container.decode(String.self, forKey: .start)
                let parts = start.split(separator: "-").compactMap { Int($0) }
                guard parts.count == 2, LocalDay(year: 2001, month: parts[0], day: parts[1]) != nil else {
                    throw DecodingError.dataCorruptedError(forKey: .start, in: container, debugDescription: "tax year start '\(start)' is not MM-DD")
                }
                self = .taxYear(month: parts[0], day: parts[1])
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .kind, in: container,
                    debugDescription: "unknown period kind '\(kind)'; use rolling, calendarYear or taxYear")
            }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .rolling(let days):
                try container.encode("rolling", forKey: .kind)
                try container.encode(days, forKey: .days)
            case .calendarYear:
                try container.encode("calendarYear", forKey: .kind)
            case .taxYear(let month, let day):
                try container.encode("taxYear", forKey: .kind)
                try container.encode(String(format: "%02d-%02d", month, day), forKey: .start)
            }
        }

        /// The days this period covers when evaluated on `day`.
        public func window(endingOn day: LocalDay) -> DayRange {
            switch self {
            case .rolling(let days):
                return DayRange(day.adding(days: -(days - 1)), day)!
            case .calendarYear:
                return DayRange(LocalDay(year: day.year, month: 1, day: 1)!, LocalDay(year: day.year, month: 12, day: 31)!)!
            case .taxYear(let month, let startDay):
                let thisYearStart = Period.date(year: day.year, month: month, day: startDay)
                let start = day >= thisYearStart ? thisYearStart : Period.date(year: day.year - 1, month: month, day: startDay)
                let nextStart = Period.date(year: start.year + 1, month: month, day: startDay)
                return DayRange(start, nextStart.adding(days: -1))!
            }
        }

        /// A year-relative date, with 29 February becoming 28 February in common years.
        private static func date(year: Int, month: Int, day: Int) -> LocalDay {
            LocalDay(year: year, month: month, day: day) ?? LocalDay(year: year, month: month, day: day - 1)!
        }
    }

    /// Which days count toward a rule.
    public enum Counting: String, Codable, Sendable {
        /// A day counts if any part of it was spent in the zone (Schengen, most visa rules).
        case anyPresence
        /// A day counts only if it ended in the zone (the "midnight rule" of many tax residency tests).
        case midnight
    }

    public var id: String
    public var name: String
    public var zone: String
    public var period: Period
    public var maxDays: Int?
    public var minDays: Int?
    public var counting: Counting
    /// Warn when this many days or fewer remain before `maxDays`.
    public var warnWithin: Int?
    /// Whether an airside layover counts as a day in the zone (default no: for Schengen, changing planes
    /// without passing border control is not an entry).
    public var countTransit: Bool?

    public init(
        id: String, name: String, zone: String, period: Period, maxDays: Int? = nil, minDays: Int? = nil,
        counting: Counting = .anyPresence, warnWithin: Int? = nil, countTransit: Bool? = nil
    ) {
        self.id = id
        self.name = name
        self.zone = zone
        self.period = period
        self.maxDays = maxDays
        self.minDays = minDays
        self.counting = counting
        self.warnWithin = warnWithin
        self.countTransit = countTransit
    }
}
