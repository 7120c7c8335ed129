import BorderLogModel

/// The `DayObservation` of every day that saw a located signal, by day.
public struct Observations: Sendable, Equatable {
    /// Dense from `first`; days without signals hold an empty observation.
    private var days: [DayObservation] = []
    private var first = LocalDay(ordinal: 0)

    public init() {}

    /// From the first to the last day that saw a signal; nil when none did.
    public var span: DayRange? {
        days.isEmpty ? nil : DayRange(first, first.adding(days: days.count - 1))
    }

    /// The observation of `day` (empty when nothing was seen).
    public subscript(day: LocalDay) -> DayObservation {
        let offset = first.days(to: day)
        return offset >= 0 && offset < days.count ? days[offset] : DayObservation()
    }

    /// Sets the observation of `day`; an empty one removes it.
    public mutating func set(_ observation: DayObservation, on day: LocalDay) {
        if days.isEmpty {
            guard !observation.isEmpty else { return }
            first = day
            days = [observation]
            return
        }
        let offset = first.days(to: day)
        if offset < 0 {
            guard !observation.isEmpty else { return }
            days.insert(contentsOf: Array(repeating: DayObservation(), count: -offset), at: 0)
            first = day
            days[0] = observation
        } else if offset >= days.count {
            guard !observation.isEmpty else { return }
            days += Array(repeating: DayObservation(), count: offset - days.count + 1)
            days[offset] = observation
        } else {
            days[offset] = observation
            trim()
        }
    }

    /// Keeps the days before `day` and takes those from `day` on from `newer`.
    public mutating func replace(from day: LocalDay, with newer: Observations) {
        let keep = max(0, min(days.count, first.days(to: day)))
        days.removeSubrange(keep...)
        trim()
        for (date, observation) in newer.nonEmpty where date >= day { set(observation, on: date) }
    }

    /// The days that saw something, in order.
    public var nonEmpty: some Sequence<(day: LocalDay, observation: DayObservation)> {
        days.enumerated().lazy.filter { !$0.element.isEmpty }.map { (day: first.adding(days: $0.offset), observation: $0.element) }
    }

    /// Drops empty days at both ends, so `span` starts and ends on days that saw something.
    private mutating func trim() {
        while let last = days.last, last.isEmpty { days.removeLast() }
        let leading = days.prefix { $0.isEmpty }.count
        if leading > 0 {
            days.removeFirst(leading)
            first = first.adding(days: leading)
        }
    }
}
