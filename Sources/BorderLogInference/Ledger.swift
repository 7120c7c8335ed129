import BorderLogModel

/// A day-by-day presence ledger over a contiguous range of days.
public struct Ledger: Sendable, Equatable {
    public var days: [LedgerDay]

    public init(days: [LedgerDay]) {
        self.days = days
    }

    public var range: DayRange? { days.first.flatMap { first in DayRange(first.date, days.last!.date) } }

    /// Runs of consecutive days nothing places (zone-only days are placed in their zone, if in no country).
    public var unknownRuns: [DayRange] {
        Self.unknownRuns(days.lazy.map { ($0.date, $0.isUnknown && !$0.isZoneOnly) })
    }

    /// Runs of consecutive unknown days in `days` (each day and whether it is unknown, in date order).
    public static func unknownRuns(_ days: some Sequence<(date: LocalDay, unknown: Bool)>) -> [DayRange] {
        var runs: [DayRange] = []
        var start: LocalDay?
        var last: LocalDay?
        for (date, unknown) in days {
            if unknown {
                start = start ?? date
            } else if let first = start {
                runs.append(DayRange(first, date.adding(days: -1))!)
                start = nil
            }
            last = date
        }
        if let first = start, let last { runs.append(DayRange(first, last)!) }
        return runs
    }

    /// Days that count for `zone` under `counting`, exempt days included (`countedDays(for:zone:)` leaves out those a
    /// rule honours). A layover (a country reached and left by air the same day, kept under `evidence[.transit]`)
    /// counts only when `countTransit` says so.
    public func zoneDays(_ zone: Zone, counting: Rule.Counting = .anyPresence, countTransit: Bool = false) -> ZoneDays {
        DayCounting(zone: zone, counting: counting, countTransit: countTransit).days(of: self)
    }
}
