import BorderLogInference
import BorderLogModel

/// "At most `maxDays` zone days in any `windowDays` consecutive days", evaluated the way the
/// European Commission's short-stay calculator does for Schengen 90/180:
/// on day D the window is [D − (windowDays − 1), D]; entry and exit days both count.
public struct RollingLimit: Sendable, Equatable {
    public let windowDays: Int
    public let maxDays: Int

    public static let schengen = RollingLimit(windowDays: 180, maxDays: 90)

    /// The window that counts on `day`.
    public func window(on day: LocalDay) -> DayRange {
        DayRange(day.adding(days: -(windowDays - 1)), day)!
    }

    /// Where someone stands on `day`.
    public func status(of days: ZoneDays, on day: LocalDay) -> Status {
        let window = window(on: day)
        let used = days.count(in: window)
        return Status(on: day, used: used, remaining: max(0, maxDays - used), overstayDays: max(0, used - maxDays), windowStart: window.first)
    }

    public struct Status: Sendable, Equatable {
        public let on: LocalDay
        public let used: Int
        public let remaining: Int
        public let overstayDays: Int
        public let windowStart: LocalDay
    }

    // MARK: - Forecasts

    /// What a planned stay from `enter` does to the count.
    ///
    /// - `exit`: last day of the planned stay, if known (from `--exit`, or from `--length`).
    /// - `length`: the stay length to find the earliest possible entry for.
    public func forecast(history: ZoneDays, enter: LocalDay, exit: LocalDay?, length: Int?) -> Forecast {
        let plan = exit.flatMap { DayRange(enter, $0) }
        let addedDays = plan.map { range in range.filter { !history.contains($0) }.count }
        let breach = plan.flatMap { self.firstBreach(of: $0, history: history) }
        var maxStay = 0
        while maxStay < maxDays, violation(adding: DayRange(enter, enter.adding(days: maxStay))!, to: history) == nil {
            maxStay += 1
        }
        let earliest = length.flatMap { self.earliestEntry(from: enter, length: $0, history: history) }
        return Forecast(enter: enter, exit: exit, addedDays: addedDays, firstBreach: breach, maxStay: maxStay, earliestEntry: earliest)
    }

    public struct Forecast: Sendable, Equatable {
        public let enter: LocalDay
        public let exit: LocalDay?
        public let addedDays: Int?
        public let firstBreach: LocalDay?
        public let maxStay: Int
        public let earliestEntry: LocalDay?
    }

    /// The first day of `plan` whose window count, with the plan added, exceeds the limit.
    public func firstBreach(of plan: DayRange, history: ZoneDays) -> LocalDay? {
        let added = PlannedDays(plan: plan, history: history)
        return plan.first { day in history.count(in: window(on: day)) + added.count(in: window(on: day)) > maxDays }
    }

    /// The first entry day on or after `from` that allows `length` consecutive zone days without breaching.
    public func earliestEntry(from: LocalDay, length: Int, history: ZoneDays) -> LocalDay? {
        guard length >= 1, length <= maxDays else { return nil }
        // Past the last recorded zone day plus a full window, history no longer matters.
        let horizon = max(from, history.last ?? from).adding(days: windowDays)
        var entry = from
        while entry <= horizon {
            if violation(adding: DayRange(entry, entry.adding(days: length - 1))!, to: history) == nil { return entry }
            entry = entry.adding(days: 1)
        }
        return nil
    }

    /// The first day a planned stay breaches: a stay day over the limit, or a later zone day the plan pushes
    /// over it. Nil when the plan is allowed.
    func violation(adding plan: DayRange, to history: ZoneDays) -> LocalDay? {
        let added = PlannedDays(plan: plan, history: history)
        if let breach = plan.first(where: { history.count(in: window(on: $0)) + added.count(in: window(on: $0)) > maxDays }) {
            return breach
        }
        guard added.total > 0 else { return nil }
        let affected = DayRange(plan.last.adding(days: 1), plan.last.adding(days: windowDays - 1))!
        return history.days(in: affected).first { day in
            let pushed = added.count(in: window(on: day))
            return pushed > 0 && history.count(in: window(on: day)) + pushed > maxDays
        }
    }

    /// The days of a plan that are not already zone days, with window counts.
    private struct PlannedDays {
        let newDays: ZoneDays
        var total: Int { newDays.count }

        init(plan: DayRange, history: ZoneDays) {
            newDays = ZoneDays(plan.filter { !history.contains($0) })
        }

        func count(in window: DayRange) -> Int { newDays.count(in: window) }
    }
}

extension RollingLimit {
    /// The rolling limit a rule describes, or nil if the rule is not a rolling maximum.
    public init?(_ rule: Rule) {
        guard case .rolling(let days) = rule.period, let maxDays = rule.maxDays else { return nil }
        self.init(windowDays: days, maxDays: maxDays)
    }
}
