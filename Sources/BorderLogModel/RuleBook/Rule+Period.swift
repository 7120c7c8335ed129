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
        /// The `months` calendar months ending on the evaluation day (`{"kind": "rolling", "months": 12}`): "12
        /// consecutive months" is 365 days, or 366 when it holds 29 February.
        case rollingMonths(months: Int)
        /// This calendar year's days plus last year's, a year holding `floor` days or fewer counting zero; a current year
        /// at or under the floor never meets the rule, and `currentYearAlone` days in the current year meet it by
        /// themselves (Ireland, TCA 1997 s.819(1)–(2): 183 days in the year of assessment, or 280 in it and the year
        /// before; a year of 30 days or fewer is not counted and does not make one resident; Revenue TDM Part 34-00-01).
        case twoYearAggregate(floor: Int, currentYearAlone: Int?)
        /// A rule whose answer is a date (New Zealand): the first day of the first `months`-month window holding more
        /// than `maxDays` counted days; and, after it, of the first window holding more than `absentOver` days away
        /// (ITA 2007 s.YD 1(3)–(6): "more than 183 days in total in a 12-month period … resident from the first of
        /// those days"; non-resident after "more than 325 days in total", from the first of them; IRD guide IR292).
        case firstDayOf(months: Int, absentOver: Int?)
        /// Single absences (the rule counts `absence` days), each ranked by the levels it reaches (US green card:
        /// warning from 150 days, soft over 180, presumption over six months, hard at a year: INA §101(a)(13)(C)(ii),
        /// 8 CFR 316.5(c)(1), 8 CFR 211.1(a)(2) and 223.1). An unknown day ends an absence: it is no day away, and
        /// counting it as one would invent an absence the evidence does not show.
        case absenceRuns(levels: [AbsenceLevel])

        /// The most weights a weighted rule may have, and the largest common denominator of its weights.
        static let maxWeights = 10
        static let maxDenominator = 1_000_000

        private enum CodingKeys: String, CodingKey { case kind, days, months, start, weights, minCurrentYear, maxGap, floor, orCurrentYear, absentOver, levels }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let kind = try container.decode(String.self, forKey: .kind)
            func corrupt(_ key: CodingKeys, _ message: String) -> DecodingError {
                DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: message)
            }
            switch kind {
            case "rolling" where container.contains(.months):
                let months = try container.decode(Int.self, forKey: .months)
                guard months > 0, months <= 1_200, !container.contains(.days) else {
                    throw corrupt(.months, "a rolling window has days or months (1 to 1200), not both")
                }
                self = .rollingMonths(months: months)
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
            case "twoYearAggregate":
                let floor = try container.decodeIfPresent(Int.self, forKey: .floor) ?? 0
                let alone = try container.decodeIfPresent(Int.self, forKey: .orCurrentYear)
                guard floor >= 0, floor <= 366, (alone ?? 1) > 0 else { throw corrupt(.floor, "floor is 0 to 366 days and orCurrentYear positive") }
                self = .twoYearAggregate(floor: floor, currentYearAlone: alone)
            case "firstDayOf":
                let months = try container.decodeIfPresent(Int.self, forKey: .months) ?? 12
                let absentOver = try container.decodeIfPresent(Int.self, forKey: .absentOver)
                guard months > 0, months <= 120, (absentOver ?? 0) >= 0 else {
                    throw corrupt(.months, "a firstDayOf window has 1 to 120 months, and absentOver is 0 or more")
                }
                self = .firstDayOf(months: months, absentOver: absentOver)
            case "absenceRuns":
                let levels = try container.decode([AbsenceLevel].self, forKey: .levels)
                guard !levels.isEmpty else { throw corrupt(.levels, "an absenceRuns rule lists at least one level") }
                self = .absenceRuns(levels: levels)
            default:
                throw corrupt(
                    .kind,
                    "unknown period kind '\(kind)'; use rolling, calendarYear, taxYear, weightedYears, anyTwelveMonths, longestStay, twoYearAggregate, firstDayOf or absenceRuns")
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
            case .rollingMonths(let months):
                try container.encode("rolling", forKey: .kind)
                try container.encode(months, forKey: .months)
            case .twoYearAggregate(let floor, let alone):
                try container.encode("twoYearAggregate", forKey: .kind)
                try container.encode(floor, forKey: .floor)
                try container.encodeIfPresent(alone, forKey: .orCurrentYear)
            case .firstDayOf(let months, let absentOver):
                try container.encode("firstDayOf", forKey: .kind)
                try container.encode(months, forKey: .months)
                try container.encodeIfPresent(absentOver, forKey: .absentOver)
            case .absenceRuns(let levels):
                try container.encode("absenceRuns", forKey: .kind)
                try container.encode(levels, forKey: .levels)
            }
        }

        /// The days this period covers when evaluated on `day`: the rolling window, the calendar or tax year, the
        /// weighted years from the earliest's 1 January, or (for the twelve-month and longest-stay kinds) the calendar
        /// year whose periods and stays count.
        public func window(endingOn day: LocalDay) -> DayRange {
            switch self {
            case .rolling(let days):
                return DayRange(day.adding(days: -(days - 1)), day)!
            case .rollingMonths(let months), .firstDayOf(let months, _):
                return DayRange(day.adding(months: -months).adding(days: 1), day)!
            case .absenceRuns:
                return DayRange(day.adding(months: -12), day.adding(days: -1))!
            case .calendarYear, .anyTwelveMonths, .longestStay:
                return Period.calendarYear(day.year)
            case .twoYearAggregate:
                return DayRange(Period.calendarYear(day.year - 1).first, Period.calendarYear(day.year).last)!
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
        public func segment(containing day: LocalDay) -> DayRange? {
            switch self {
            case .rolling, .rollingMonths, .firstDayOf, .absenceRuns: nil
            case .taxYear: window(endingOn: day)
            case .calendarYear, .weightedYears, .anyTwelveMonths, .longestStay, .twoYearAggregate: Period.calendarYear(day.year)
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
            case .rollingMonths(let months): "any \(months) months"
            case .twoYearAggregate(let floor, let alone):
                "this year and last year together (a year of \(floor) days or fewer counting none)" + (alone.map { ", or \($0) this year" } ?? "")
            case .firstDayOf(let months, let absentOver):
                "from the first day of any \(months) months over the limit" + (absentOver.map { ", until more than \($0) days away in \(months) months" } ?? "")
            case .absenceRuns(let levels): "each absence (" + levels.map(\.text).joined(separator: ", ") + ")"
            }
        }

        public static func calendarYear(_ year: Int) -> DayRange {
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
