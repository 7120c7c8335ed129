extension Rule {
    /// The stretch of days a rule counts over, relative to the day it is evaluated on.
    public enum Period: Codable, Sendable, Equatable {
        /// The `days` days ending on the evaluation day, both ends included.
        case rolling(days: Int)
        /// 1 January to 31 December of the evaluation day's year.
        case calendarYear
        /// A year starting on `month`-`day` (UK: 6 April, Australia: 1 July), containing the evaluation day.
        case taxYear(month: Int, day: Int)
        /// Calendar years weighted and summed: `weights[0]` for the evaluation day's year, `weights[1]` for the year
        /// before, and so on (US: 1, ⅓, ⅙). The rule is met only with at least `minCurrentYear` days in the current year.
        case weightedYears(weights: [Fraction], minCurrentYear: Int)
        /// The most days in any 12-month period that starts or ends in the evaluation day's calendar year (Portugal).
        case anyTwelveMonths
        /// The longest single stay reaching into the evaluation day's calendar year: zone days separated by at most
        /// `maxGap` consecutive days away form one stay (14 days away join under 14, 15 do not), whose length is its
        /// whole span, gaps included (Germany).
        case longestStay(maxGap: Int)

        /// The most weights a weighted rule may have, and the largest common denominator of its weights.
        static let maxWeights = 10
        static let maxDenominator = 1_000_000

        private enum CodingKeys: String, CodingKey { case kind, days, start, weights, minCurrentYear, maxGap }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let kind = try container.decode(String.self, forKey: .kind)
            func corrupt(_ key: CodingKeys, _ message: String) -> DecodingError {
                DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: message)
            }
            switch kind {
            case "rolling":
                let days = try container.decode(Int.self, forKey: .days)
                guard days > 0, days <= 36_600 else { throw corrupt(.days, "a rolling window has 1 to 36600 days, not \(days)") }
                self = .rolling(days: days)
            case "calendarYear":
                self = .calendarYear
            case "taxYear":
                let start = try container.decode(String.self, forKey: .start)
                let parts = start.split(separator: "-").compactMap { Int($0) }
                guard parts.count == 2, LocalDay(year: 2000, month: parts[0], day: parts[1]) != nil else {
                    throw corrupt(.start, "tax year start '\(start)' is not MM-DD")
                }
                self = .taxYear(month: parts[0], day: parts[1])
            case "weightedYears":
                let weights = try container.decode([Fraction].self, forKey: .weights)
                guard !weights.isEmpty, weights.count <= Period.maxWeights else {
                    throw corrupt(.weights, "a weighted rule needs 1 to \(Period.maxWeights) weights, the current year's first")
                }
                guard weights.allSatisfy({ $0 >= .zero }) else { throw corrupt(.weights, "weights may not be negative") }
                guard Period.commonDenominator(weights) != nil else {
                    throw corrupt(.weights, "the weights' common denominator is too large; use simple fractions such as \"1/3\"")
                }
                let minCurrentYear = try container.decodeIfPresent(Int.self, forKey: .minCurrentYear) ?? 0
                guard minCurrentYear >= 0 else { throw corrupt(.minCurrentYear, "minCurrentYear may not be negative") }
                self = .weightedYears(weights: weights, minCurrentYear: minCurrentYear)
            case "anyTwelveMonths":
                self = .anyTwelveMonths
            case "longestStay":
                let maxGap = try container.decodeIfPresent(Int.self, forKey: .maxGap) ?? 1
                guard maxGap >= 0, maxGap <= 366 else { throw corrupt(.maxGap, "maxGap is 0 to 366 days, not \(maxGap)") }
                self = .longestStay(maxGap: maxGap)
            default:
                throw corrupt(.kind, "unknown period kind '\(kind)'; use rolling, calendarYear, taxYear, weightedYears, anyTwelveMonths or longestStay")
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
                try container.encode(Period.monthDay(month, day), forKey: .start)
            case .weightedYears(let weights, let minCurrentYear):
                try container.encode("weightedYears", forKey: .kind)
                try container.encode(weights, forKey: .weights)
                try container.encode(minCurrentYear, forKey: .minCurrentYear)
            case .anyTwelveMonths:
                try container.encode("anyTwelveMonths", forKey: .kind)
            case .longestStay(let maxGap):
                try container.encode("longestStay", forKey: .kind)
                try container.encode(maxGap, forKey: .maxGap)
            }
        }

        /// The days this period covers when evaluated on `day`: the rolling window, the calendar or tax year, the
        /// weighted years from the earliest's 1 January, or (for the twelve-month and longest-stay kinds) the calendar
        /// year whose periods and stays count.
        public func window(endingOn day: LocalDay) -> DayRange {
            switch self {
            case .rolling(let days):
                return DayRange(day.adding(days: -(days - 1)), day)!
            case .calendarYear, .anyTwelveMonths, .longestStay:
                return Period.calendarYear(day.year)
            case .taxYear(let month, let startDay):
                let thisYearStart = Period.date(year: day.year, month: month, day: startDay)
                let start = day >= thisYearStart ? thisYearStart : Period.date(year: day.year - 1, month: month, day: startDay)
                let nextStart = Period.date(year: start.year + 1, month: month, day: startDay)
                return DayRange(start, nextStart.adding(days: -1))!
            case .weightedYears(let weights, _):
                return DayRange(Period.calendarYear(day.year - (weights.count - 1)).first, Period.calendarYear(day.year).last)!
            }
        }

        /// The stretch within which the count only grows as the evaluation day moves on (it starts afresh after it):
        /// the window's own year for every kind but `rolling`, whose count also falls as days leave the window.
        func segment(containing day: LocalDay) -> DayRange? {
            switch self {
            case .rolling: nil
            case .taxYear: window(endingOn: day)
            case .calendarYear, .weightedYears, .anyTwelveMonths, .longestStay: Period.calendarYear(day.year)
            }
        }

        /// In a sentence fragment: "any 180 days", "the tax year from 04-06".
        public var text: String {
            switch self {
            case .rolling(let days): "any \(days) days"
            case .calendarYear: "the calendar year"
            case .taxYear(let month, let day): "the tax year from \(Period.monthDay(month, day))"
            case .weightedYears(let weights, let minCurrentYear):
                "weighted years (\(weights.map(\.description).joined(separator: ", ")))"
                    + (minCurrentYear > 0 ? " with at least \(minCurrentYear) in the current year" : "")
            case .anyTwelveMonths: "any 12 months starting or ending in the year"
            case .longestStay(let maxGap): "one stay (up to \(maxGap) days away in a row joined)"
            }
        }

        static func calendarYear(_ year: Int) -> DayRange {
            DayRange(LocalDay(year: year, month: 1, day: 1)!, LocalDay(year: year, month: 12, day: 31)!)!
        }

        /// A year-relative date, with 29 February becoming 28 February in common years.
        private static func date(year: Int, month: Int, day: Int) -> LocalDay {
            LocalDay(year: year, month: month, day: day) ?? LocalDay(year: year, month: month, day: day - 1)!
        }

        private static func monthDay(_ month: Int, _ day: Int) -> String {
            (month < 10 ? "0" : "") + "\(month)-" + (day < 10 ? "0" : "") + "\(day)"
        }

        /// The least common denominator of `weights`, or nil beyond `maxDenominator` (sums would risk overflow).
        private static func commonDenominator(_ weights: [Fraction]) -> Int? {
            func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
            var common = 1
            for weight in weights {
                common = common / gcd(common, weight.denominator) * weight.denominator
                if common > maxDenominator { return nil }
            }
            return common
        }
    }
}
