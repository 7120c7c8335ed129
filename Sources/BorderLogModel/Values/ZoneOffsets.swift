import Foundation

/// One time zone's UTC offsets at many instants, each period between two of its transitions asked of Foundation once.
///
/// A zone's offset holds from one transition (a daylight-saving change, a new standard offset) to the next; Foundation
/// answers every instant through ICU, which costs about a microsecond a call, and a logbook of fifty thousand flights
/// asks ten times a flight. The answers are the zone's own: a period is the span between the transitions
/// `nextDaylightSavingTimeTransition(after:)` reports around the instant asked about.
///
/// For one thread at a time: a reader keeps one per zone for the length of a file.
public final class ZoneOffsets {
    public let zone: TimeZone
    /// Spans of one offset, sorted by start; `end` is the next transition (excluded), infinity after the last.
    private var periods: [(start: Double, end: Double, seconds: Int)] = []
    /// The period the last answer came from: instants asked about in turn are mostly near each other.
    private var last = 0
    /// How far before an instant its period's start is looked for; a period longer than this starts no earlier.
    private static let lookBack: Double = 400 * 86_400

    public init(_ zone: TimeZone) {
        self.zone = zone
    }

    /// `zone.secondsFromGMT(for: instant)`.
    public func secondsFromGMT(for instant: Date) -> Int {
        let time = instant.timeIntervalSince1970
        if last < periods.count, periods[last].start <= time, time < periods[last].end { return periods[last].seconds }
        // The last period starting at or before `time`.
        var low = 0, high = periods.count
        while low < high {
            let middle = (low + high) / 2
            if periods[middle].start <= time { low = middle + 1 } else { high = middle }
        }
        if low > 0, time < periods[low - 1].end {
            last = low - 1
            return periods[last].seconds
        }
        return learn(time)
    }

    /// The offset at `time`, and the period it holds over remembered.
    private func learn(_ time: Double) -> Int {
        let seconds = zone.secondsFromGMT(for: Date(timeIntervalSince1970: time))
        guard time.isFinite else { return seconds }
        var start = time - Self.lookBack
        var next = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: start))?.timeIntervalSince1970
        while let transition = next, transition <= time {
            guard transition > start else { return seconds }  // a zone that does not move on: ask again next time
            start = transition
            next = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: transition))?.timeIntervalSince1970
        }
        let end = next ?? .infinity
        var index = 0
        while index < periods.count, periods[index].start <= start { index += 1 }
        periods.insert((start, end, seconds), at: index)
        last = index
        return seconds
    }

    /// `WallTime(instant:in:)` on this zone's clock.
    public func wallTime(at instant: Date) -> WallTime {
        WallTime(wallSeconds: Int64(floor(instant.timeIntervalSince1970)) + Int64(secondsFromGMT(for: instant)))
    }

    /// `LocalDay(instant:in:)` on this zone's clock.
    public func day(at instant: Date) -> LocalDay {
        LocalDay(wallSeconds: Int64(floor(instant.timeIntervalSince1970)) + Int64(secondsFromGMT(for: instant)))
    }

    /// `wall.instant(in:)`: the instant a wall time names in this zone, read as `WallTime.instant(in:)` reads it in a
    /// daylight-saving gap or overlap.
    public func instant(of wall: WallTime) -> Date {
        let naive = Date(timeIntervalSince1970: Double(wall.day.ordinal * 86_400 + wall.secondsOfDay))
        let first = naive.addingTimeInterval(-Double(secondsFromGMT(for: naive)))
        return naive.addingTimeInterval(-Double(secondsFromGMT(for: first)))
    }
}
