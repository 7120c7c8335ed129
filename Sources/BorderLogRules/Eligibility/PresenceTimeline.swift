import BorderLogInference
import BorderLogModel

/// Each day of a stretch read for one country: present (any presence that day), absent (a known day spent wholly
/// elsewhere) or neither (unknown and zone-only days, days before the ledger begins), with counts over any window in
/// constant time.
///
/// Days after the ledger's last one are assumed present, as if the person stayed in the country from then on; saved
/// plans, when given, are days as planned: in the country they are present, elsewhere absent (a plan adds its country
/// to a ledger day, so a known day in the country stays present).
public struct PresenceTimeline: Sendable {
    public enum State: UInt8, Sendable {
        case present, absent, unknown
    }

    /// The stretch covered.
    public let range: DayRange
    /// The first day assumed present (the day after the ledger ends), when it falls in `range`.
    public let assumedFrom: LocalDay?
    let states: [State]
    /// `prefix[s][i]`: days of state `s` among the first `i` days.
    private let prefix: [[Int32]]
    /// The day after the ledger ends: days from it on are assumed or planned, not known.
    private let assumedStart: LocalDay
    /// Per exempt reason asked for: days marked with it among the first `i` days.
    private let marks: [ExemptReason: [Int32]]

    /// Reads `ledger` (and `plans`) for `zone` over `range`, with the days marked exempt for `reasons` counted apart.
    public init(ledger: Ledger, zone: Zone, range: DayRange, plans: [Plan] = [], reasons: Set<ExemptReason> = []) {
        self.range = range
        let base = range.first.ordinal
        let lastLedgerDay = ledger.days.last?.date
        let assumedStart = lastLedgerDay.map { $0.adding(days: 1) } ?? range.first
        var states = (0..<range.count).map { index in
            LocalDay(ordinal: base + index) >= assumedStart ? State.present : .unknown
        }
        for day in ledger.days where range.contains(day.date) {
            states[day.date.ordinal - base] = PresenceTimeline.state(of: day, in: zone)
        }
        var planned: [Int: Bool] = [:]
        for plan in plans {
            for date in plan.days where range.contains(date) {
                planned[date.ordinal - base, default: false] = planned[date.ordinal - base, default: false] || zone.contains(plan.country, on: date)
            }
        }
        for (index, inZone) in planned {
            if LocalDay(ordinal: base + index) >= assumedStart {
                states[index] = inZone ? .present : .absent
            } else if inZone {
                states[index] = .present
            } else if states[index] == .unknown {
                states[index] = .absent
            }
        }
        self.states = states
        assumedFrom = range.contains(assumedStart) ? assumedStart : nil
        self.assumedStart = assumedStart
        var marks: [ExemptReason: [Int32]] = [:]
        for reason in reasons {
            var marked = [Bool](repeating: false, count: range.count)
            for day in ledger.days where range.contains(day.date) && day.exempt.contains(reason) { marked[day.date.ordinal - base] = true }
            var sums = [Int32](repeating: 0, count: range.count + 1)
            for index in marked.indices { sums[index + 1] = sums[index] + (marked[index] ? 1 : 0) }
            marks[reason] = sums
        }
        self.marks = marks
        prefix = [State.present, .absent, .unknown].map { state in
            var sums = [Int32](repeating: 0, count: states.count + 1)
            for (index, each) in states.enumerated() { sums[index + 1] = sums[index] + (each == state ? 1 : 0) }
            return sums
        }
    }

    /// How a ledger day reads for `zone`: any presence makes it present; a zone-only day is present in the zone it
    /// names and unknown for any other; a day in a region zone's country with no region known is unknown.
    static func state(of day: LedgerDay, in zone: Zone) -> State {
        if day.isZoneOnly { return day.zones.contains(zone.id) ? .present : .unknown }
        if zone.visits(day).contains(true) { return .present }
        return zone.isKnownAbsence(day) ? .absent : .unknown
    }

    /// The index of `day` (which must be in `range`).
    func index(_ day: LocalDay) -> Int { day.ordinal - range.first.ordinal }

    public func state(on day: LocalDay) -> State { states[index(day)] }

    /// Days of `state` in `window`, which must lie inside `range`.
    public func count(_ state: State, in window: DayRange) -> Int {
        let sums = prefix[Int(state.rawValue)]
        return Int(sums[index(window.last) + 1] - sums[index(window.first)])
    }

    /// The first day of `state` in `window` (which must lie inside `range`), or nil.
    public func first(_ state: State, in window: DayRange) -> LocalDay? {
        let sums = prefix[Int(state.rawValue)]
        let before = sums[index(window.first)]
        var low = index(window.first), high = index(window.last) + 1  // the answer is the first i with sums[i + 1] > before
        guard sums[high] > before else { return nil }
        while low < high {
            let mid = (low + high) / 2
            if sums[mid + 1] > before { high = mid } else { low = mid + 1 }
        }
        return range.first.adding(days: low)
    }

    /// Days of `window` (which must lie inside `range`) with no evidence: unknown, or after the ledger ends.
    public func noEvidence(in window: DayRange) -> Int {
        let assumed = DayRange(max(window.first, assumedStart), window.last)?.count ?? 0
        let known = DayRange(window.first, min(window.last, assumedStart.adding(days: -1))).map { count(.unknown, in: $0) } ?? 0
        return known + assumed
    }

    /// Days of `window` marked exempt for `reason` (which the timeline must have been read with).
    public func marked(_ reason: ExemptReason, in window: DayRange) -> Int {
        guard let sums = marks[reason] else { return 0 }
        return Int(sums[index(window.last) + 1] - sums[index(window.first)])
    }

    /// Runs of consecutive days of `state` inside `window`, clipped to it, in order.
    public func runs(of state: State, in window: DayRange) -> [DayRange] {
        var runs: [DayRange] = []
        var start: LocalDay?
        for day in window {
            if states[index(day)] == state {
                start = start ?? day
            } else if let first = start {
                runs.append(DayRange(first, day.adding(days: -1))!)
                start = nil
            }
        }
        if let start { runs.append(DayRange(start, window.last)!) }
        return runs
    }
}
