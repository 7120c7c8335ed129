/// One condition of an eligibility rule: days present in (or absent from) the rule's country over a window anchored on
/// the date, compared with a limit; or a residence status held over the window.
///
/// In a rules file:
/// `{"id": "absence-5-years", "description": "…", "measure": "absence", "kind": "max", "limit": 450,
///   "window": {"years": 5, "ends": "onDate"}}`, with optionally `"aggregate": "mostInAnyTwelveMonths"` or
/// `"longestRun"`, `"creditBeforeStatus": {"status": "ca-pr", "weight": "1/2", "cap": 365}`,
/// `"listRunsOver": 180`; a status condition is `{"measure": "status", "status": "au-pr", "kind": "min", "window": …}`
/// and needs the status on every day of its window.
public struct EligibilityCondition: Codable, Sendable, Equatable {
    /// What is counted on each day of the window.
    public enum Measure: String, Codable, Sendable, CaseIterable {
        /// A day with any presence in the country (arrival and departure days included).
        case presence
        /// A known day spent wholly elsewhere.
        case absence
        /// A day on which the profile's status `status` was held.
        case status
    }

    /// Whether the days found may be at most or must be at least the limit.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case max, min
    }

    /// How the window's days make one number.
    public enum Aggregate: String, Codable, Sendable, CaseIterable {
        /// All of them.
        case total
        /// The most in any twelve calendar months lying wholly inside the window (UK ILR's "any rolling 12 months").
        case mostInAnyTwelveMonths
        /// The longest run of consecutive days inside the window (the longest single absence).
        case longestRun
        /// The fewest days in any of the year-long blocks the window is cut into, counted back from its end (New
        /// Zealand citizenship, Citizenship Act 1977 s.8(2)(a): at least 240 days "in each of those 5 years", the years
        /// counted back from the application; the Department of Internal Affairs' calculator counts them the same way).
        case blocks
    }

    /// A limit raised by each day of the window marked exempt for `reason` that the condition counts, up to `upTo`
    /// (Ireland, INCA 1956 s.15(1)(c) as amended in 2023: continuous residence survives 70 days away in the year, and
    /// up to 30 more in exceptional circumstances; the person marks those days `--exempt exceptional`).
    public struct ExemptAllowance: Codable, Sendable, Equatable {
        public var reason: ExemptReason
        public var upTo: Int
    }

    /// Days counted at a weight before a status began, up to a cap on the credit they give (Canadian citizenship:
    /// each day in Canada before permanent residence counts half, for at most 365 days of credit).
    public struct Credit: Codable, Sendable, Equatable {
        public var status: ResidenceStatus.ID
        public var weight: Fraction
        /// The most the weighted days may add.
        public var cap: Int

        public init(status: ResidenceStatus.ID, weight: Fraction, cap: Int) {
            self.status = status
            self.weight = weight
            self.cap = cap
        }
    }

    /// A window of calendar years or months anchored on the date.
    ///
    /// `onDate`: the N years ending on the date, from the day after the same date N years earlier through the date.
    /// `dayBefore`: the N years before the date, from the same date N years earlier through the day before. 29 February
    /// N years earlier is 28 February, so a window holding 29 February is a day longer. With `notBeforeStatus`, the
    /// window starts no earlier than the day that status began.
    public struct Window: Codable, Sendable, Equatable {
        public enum End: String, Codable, Sendable, CaseIterable {
            case onDate, dayBefore
        }

        public var years: Int?
        public var months: Int?
        public var ends: End
        public var notBeforeStatus: ResidenceStatus.ID?
        /// The window ends this many years earlier: just before the years that count for another condition (Ireland:
        /// the 8 years before the year before the date).
        public var yearsBefore: Int?

        public init(years: Int? = nil, months: Int? = nil, ends: End, notBeforeStatus: ResidenceStatus.ID? = nil, yearsBefore: Int? = nil) {
            self.years = years
            self.months = months
            self.ends = ends
            self.notBeforeStatus = notBeforeStatus
            self.yearsBefore = yearsBefore
        }

        /// Calendar months back from the anchor.
        var totalMonths: Int { (years ?? 0) * 12 + (months ?? 0) }

        /// The window on `date` before any status clips it.
        public func period(on date: LocalDay) -> DayRange {
            let date = date.adding(months: -12 * (yearsBefore ?? 0))
            let start = date.adding(months: -totalMonths)
            return ends == .onDate ? DayRange(start.adding(days: 1), date)! : DayRange(start, date.adding(days: -1))!
        }

        /// The window on `date`, starting no earlier than `statusStart` (the day `notBeforeStatus` began); nil when the
        /// status begins after the window's last day.
        public func range(on date: LocalDay, statusStart: LocalDay?) -> DayRange? {
            let period = period(on: date)
            return DayRange(max(period.first, statusStart ?? period.first), period.last)
        }

        /// "the 5 years ending on the date", "the 12 months before the date".
        public var text: String {
            let length = if let years, months == nil { "\(years) year\(years == 1 ? "" : "s")" } else { "\(totalMonths) months" }
            let anchor = yearsBefore.map { "the \($0) year\($0 == 1 ? "" : "s") before the date" } ?? "the date"
            return "the \(length) \(ends == .onDate ? "ending on" : "before") \(anchor)"
                + (notBeforeStatus.map { " (from when \($0.rawValue) began, when later)" } ?? "")
        }
    }

    public var id: String
    public var description: String
    public var measure: Measure
    public var kind: Kind
    /// The most (`max`) or the fewest (`min`) days; a status condition has none: it needs every day of its window.
    public var limit: Int?
    public var window: Window
    public var aggregate: Aggregate?
    /// The status a `status` condition needs.
    public var status: ResidenceStatus.ID?
    public var creditBeforeStatus: Credit?
    /// Runs longer than this many days are listed (US: an absence of more than six months is presumed to break
    /// continuous residence).
    public var listRunsOver: Int?
    /// A limit in calendar months instead of days, counted from the first day found: a run's first day, or the first
    /// counted day of a total (of the twelve months, for the worst twelve months). The reported `limit` is its length in
    /// days for the days found. Statutes say months (Directive 2003/109/EC art. 4(3): "shorter than six consecutive
    /// months and … not exceeding in total 10 months"; StAG §12b(1): "bis zu sechs Monaten"; Appendix EU Annex 1: "a
    /// total of six months in any 12-month period"): a calendar month from the first day away reads "six months" the
    /// same way for every absence, where a fixed number of days would allow one absence of six months and not another.
    public var limitMonths: Int?
    /// The days found must be fewer than the limit ("shorter than six consecutive months"), not at most it.
    public var under: Bool?
    public var exemptAllowance: ExemptAllowance?

    public init(
        id: String, description: String, measure: Measure, kind: Kind, limit: Int?, window: Window, aggregate: Aggregate? = nil,
        status: ResidenceStatus.ID? = nil, creditBeforeStatus: Credit? = nil, listRunsOver: Int? = nil, limitMonths: Int? = nil,
        under: Bool? = nil, exemptAllowance: ExemptAllowance? = nil
    ) {
        self.id = id
        self.description = description
        self.measure = measure
        self.kind = kind
        self.limit = limit
        self.window = window
        self.aggregate = aggregate
        self.status = status
        self.creditBeforeStatus = creditBeforeStatus
        self.listRunsOver = listRunsOver
        self.limitMonths = limitMonths
        self.under = under
        self.exemptAllowance = exemptAllowance
    }

    /// The limit in days for days found from `first` on (a run's first day; the first counted day of a total): a limit in
    /// months is that many calendar months from it, so a single absence of exactly six months is six months long.
    public func limitDays(from first: LocalDay) -> Int {
        let days = limitMonths.map { DayLength.months($0).days(from: first) } ?? limit ?? 0
        return under == true ? days - 1 : days
    }

    /// Why the condition cannot be evaluated as written, or nil.
    func problem() -> String? {
        if window.years.map({ $0 < 0 }) ?? false || window.months.map({ $0 < 0 }) ?? false || window.totalMonths == 0 {
            return "the window needs a positive number of years or months"
        }
        if window.totalMonths > 12 * 50 { return "the window may be at most 50 years long" }
        switch measure {
        case .status:
            if status == nil { return "a status condition names the status it needs (\"status\": \"au-pr\")" }
            if kind != .min || limit != nil { return "a status condition is \"kind\": \"min\" with no limit (the status is needed every day of the window)" }
        case .presence, .absence:
            guard (limit ?? 0) >= 0, (limit == nil) != (limitMonths == nil), (limitMonths ?? 1) > 0 else {
                return "a presence or absence condition needs a limit of 0 days or more, or a limitMonths of 1 or more (one of them)"
            }
            if status != nil { return "only a status condition names a status" }
            if limitMonths != nil && aggregate == .blocks { return "a blocks condition's limit is in days" }
            if let allowance = exemptAllowance, allowance.upTo < (limit ?? 0) || limit == nil {
                return "an exempt allowance raises a limit in days up to upTo, which is at least the limit"
            }
        }
        if let credit = creditBeforeStatus {
            if measure != .presence || (aggregate ?? .total) != .total { return "a credit before a status adds to a total of days present" }
            if credit.weight < .zero || Fraction(1) < credit.weight || credit.cap < 0 { return "a credit's weight is 0 to 1 and its cap 0 or more" }
        }
        if aggregate == .mostInAnyTwelveMonths && window.totalMonths < 12 { return "a window shorter than 12 months holds no twelve months" }
        if aggregate == .blocks && (window.months != nil || (window.years ?? 0) < 1) { return "a blocks window is a whole number of years, one block each" }
        if (window.yearsBefore ?? 0) < 0 { return "yearsBefore may not be negative" }
        return nil
    }
}
