import BorderLogModel
import Foundation

/// The known flights as the spans of time the person was in the air, from take-off to landing in UTC, each with the
/// countries of its two ends: a location sample or photo strictly inside a span, in a country that is neither end,
/// was taken over that country on the way (climb, descent, a sparse sample without altitude or speed) and is no
/// presence there (`overflies`). Ground travel is never inside a flight, so it counts at any speed.
///
/// Spans are compared as instants, not local days: a flight may cross midnight and several zones. They come from
/// calendar flights, boarding passes and booked flights with exact times (a date alone, or a wall time without its
/// offset, gives none).
public struct FlightWindows: Sendable {
    private struct Window {
        var departure: Double
        var arrival: Double
        /// The countries of its ends known from the legs read (both, unless one end's signal is missing), and of the
        /// ends of every flight overlapping it: a rebooked flight's calendar entry and the boarding pass that replaced
        /// it cannot both have been flown, so the person may be on the ground at either's ends.
        var ends: [CountryCode]
    }

    /// By departure; `latest[i]` is the latest arrival among the first `i + 1`, so a lookup stops as soon as no
    /// earlier window can still be open.
    private var windows: [Window] = []
    private var latest: [Double] = []
    /// Days (ordinals from `firstDay`) whose local date somewhere on Earth falls within a window.
    private var firstDay = 0
    private var days: [Bool] = []

    /// How many days apart a sample in the air and either end of its flight can be filed: a local date is within a day
    /// of the UTC date (zones run from −12 to +14 hours), a flight lasts less than a day, and its two ends are filed at
    /// most two days apart. A change to one day's signals can therefore move samples of that many days before it into
    /// the air or out of it: a re-read of the days from a changed one starts that many days earlier, and reads the
    /// flights from that many days before its first.
    public static let reachDays = 4

    public init() {}

    /// The windows of the flight legs among `points`.
    public init(_ points: some Sequence<EvidencePoint>) {
        self.init(legs: points.lazy.compactMap { point in point.flight.map { (point.country, $0) } })
    }

    /// The windows of `legs`, each the end of a flight in the country given: the two ends of one flight (the same
    /// take-off and landing) make one window.
    public init(legs: some Sequence<(country: CountryCode, leg: EvidencePoint.FlightLeg)>) {
        var byTimes: [Double: [Double: Int]] = [:]
        for (country, leg) in legs {
            guard let departure = leg.departure?.timeIntervalSince1970, let arrival = leg.arrival?.timeIntervalSince1970,
                  arrival > departure else { continue }
            if let index = byTimes[departure]?[arrival] {
                if !windows[index].ends.contains(country) { windows[index].ends.append(country) }
            } else {
                byTimes[departure, default: [:]][arrival] = windows.count
                windows.append(Window(departure: departure, arrival: arrival, ends: [country]))
            }
        }
        guard !windows.isEmpty else { return }
        windows.sort { ($0.departure, $0.arrival) < ($1.departure, $1.arrival) }
        let own = windows.map(\.ends)
        for index in windows.indices {
            var next = index + 1
            while next < windows.count, windows[next].departure < windows[index].arrival {
                for country in own[next] where !windows[index].ends.contains(country) { windows[index].ends.append(country) }
                for country in own[index] where !windows[next].ends.contains(country) { windows[next].ends.append(country) }
                next += 1
            }
        }
        var running = -Double.infinity
        latest = windows.map { window in
            running = max(running, window.arrival)
            return running
        }
        let utcDay = { (seconds: Double) in Int((seconds / 86_400).rounded(.down)) }
        firstDay = utcDay(windows[0].departure) - 1
        days = Array(repeating: false, count: utcDay(running) + 1 - firstDay + 1)
        for window in windows {
            for ordinal in (utcDay(window.departure) - 1)...(utcDay(window.arrival) + 1) { days[ordinal - firstDay] = true }
        }
    }

    public var isEmpty: Bool { windows.isEmpty }

    /// Whether a point of `day` can be inside a window: for readers that get a point's instant only when it may matter.
    public func mayCover(_ day: LocalDay) -> Bool {
        let offset = day.ordinal - firstDay
        return offset >= 0 && offset < days.count && days[offset]
    }

    /// Whether `point` is a sample or photo taken in the air over a country neither end of its flight is in: inside
    /// some window, and no window it is inside has an end in its country (nor overlaps a flight that has).
    public func overflies(_ point: EvidencePoint) -> Bool {
        guard !windows.isEmpty, point.flight == nil, point.kind == .location || point.kind == .photo,
              let instant = point.utc?.timeIntervalSince1970 else { return false }
        // The windows that took off before the instant: the first `open`.
        var low = 0, high = windows.count
        while low < high {
            let middle = (low + high) / 2
            if windows[middle].departure < instant { low = middle + 1 } else { high = middle }
        }
        var inside = false
        var index = low - 1
        while index >= 0, latest[index] > instant {
            if windows[index].arrival > instant {
                if windows[index].ends.contains(point.country) { return false }
                inside = true
            }
            index -= 1
        }
        return inside
    }
}
