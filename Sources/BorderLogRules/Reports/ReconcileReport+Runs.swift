import BorderLogModel

extension ReconcileReport {
    /// Consecutive disagreeing days of one kind, about one area, on which the ledger reads the same: how people read
    /// the disagreements (`2025-11-05…2025-11-07, 3 days, missing-in-ledger: GB`).
    public struct Run: Sendable, Equatable {
        public var days: DayRange
        public var kind: Kind
        public var record: Side
        /// The ledger's countries on every day of the run; empty when it names none.
        public var ledger: [CountryCode]
        /// As `Day.area`.
        public var area: PresenceArea
    }

    /// The listed days as runs, in date order.
    public var runs: [Run] {
        var runs: [Run] = []
        for day in days {
            if let last = runs.last, last.days.last.adding(days: 1) == day.date, last.kind == day.kind, last.ledger == day.ledger,
                last.area == day.area {
                runs[runs.count - 1].days = DayRange(last.days.first, day.date)!
            } else {
                runs.append(Run(days: DayRange(day.date, day.date)!, kind: day.kind, record: day.record, ledger: day.ledger, area: day.area))
            }
        }
        return runs
    }
}
