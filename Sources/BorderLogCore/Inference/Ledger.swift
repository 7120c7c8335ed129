/// A day-by-day presence ledger over a contiguous range of days.
public struct Ledger: Sendable, Equatable {
    public var days: [LedgerDay]

    public init(days: [LedgerDay]) {
        self.days = days
    }

    public var range: DayRange? { days.first.flatMap { first in DayRange(first.date, days.last!.date) } }

    /// Runs of consecutive days with no known country.
    public var unknownRuns: [DayRange] {
        var runs: [DayRange] = []
        var start: LocalDay?
        for day in days {
            if day.isUnknown {
                start = start ?? day.date
            } else if let first = start {
                runs.append(DayRange(first, day.date.adding(days: -1))!)
                start = nil
            }
        }
        if let first = start, let last = days.last { runs.append(DayRange(first, last.date)!) }
        return runs
    }

    /// Days that count for `zone` under `counting`, exempt days included (`countedDays(for:zone:)` leaves out those a
    /// rule honours). A layover (a country reached and left by air the same day, kept under `evidence["transit"]`)
    /// counts only when `countTransit` says so.
    public func zoneDays(_ zone: Zone, counting: Rule.Counting = .anyPresence, countTransit: Bool = false) -> ZoneDays {
        DayCounting(zone: zone, counting: counting, countTransit: countTransit).days(of: self)
    }
}
