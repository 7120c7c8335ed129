import BorderLogCore
import Foundation

/// How many location points to keep: evidence of where a person was each day, not their trace.
///
/// The rule, applied to each file's points in order:
/// 1. The first and the last point of every local day are always kept.
/// 2. Between them a point is kept when at least `interval` has passed since the last kept point,
///    or it lies at least `distance` metres from it.
/// 3. A point whose accuracy is worse than `poorAccuracy` metres never counts as having moved far,
///    and is kept by rule 2 only when nothing better exists: it waits, and is dropped if an accurate
///    point is kept within `interval` after it.
/// `keepAll` keeps every point (for comparison with other tools, or a full trace).
public struct LocationThinning: Sendable, Equatable {
    public var interval: TimeInterval
    public var distance: Double
    public var poorAccuracy: Double
    public var keepAll: Bool

    public init(interval: TimeInterval = 300, distance: Double = 1_000, poorAccuracy: Double = 1_000, keepAll: Bool = false) {
        self.interval = interval
        self.distance = distance
        self.poorAccuracy = poorAccuracy
        self.keepAll = keepAll
    }

    public static let keepEverything = LocationThinning(keepAll: true)
}

/// What thinning needs to know about a point.
public protocol LocationThinnable {
    var utc: Date? { get }
    var day: LocalDay { get }
    var coordinate: Coordinate? { get }
    var accuracy: Double? { get }
}

extension Signal: LocationThinnable {}

/// Applies `LocationThinning` to a stream of points (one file's), returning what to keep.
public struct LocationThinner<Item: LocationThinnable> {
    public let rule: LocationThinning
    private var day: LocalDay?
    private var lastKept: Item?
    /// The latest point of the current day not yet kept: kept if it turns out to be the day's last.
    private var held: Item?
    /// A poor-accuracy point waiting to see whether something better comes.
    private var fallback: Item?

    public init(rule: LocationThinning) {
        self.rule = rule
    }

    /// The signals to keep now (zero, one or a few) after seeing `signal`.
    public mutating func offer(_ signal: Item) -> [Item] {
        if rule.keepAll { return [signal] }
        var out: [Item] = []
        if signal.day != day {
            out += closeDay()
            day = signal.day
            keep(signal, into: &out)
            return out
        }
        if let waiting = fallback, seconds(signal, waiting) >= rule.interval {
            keep(waiting, into: &out)
        }
        let poor = (signal.accuracy ?? 0) > rule.poorAccuracy
        let elapsed = lastKept.map { seconds(signal, $0) } ?? .infinity
        if poor {
            if fallback == nil, elapsed >= rule.interval { fallback = signal }
        } else if elapsed >= rule.interval || lastKept.map({ metres(signal, $0) >= rule.distance }) ?? true {
            fallback = nil
            held = nil
            keep(signal, into: &out)
            return out
        }
        held = signal
        return out
    }

    /// Whatever is still held at the end of the stream.
    public mutating func finish() -> [Item] {
        rule.keepAll ? [] : closeDay()
    }

    private mutating func closeDay() -> [Item] {
        var out: [Item] = []
        if let waiting = fallback { keep(waiting, into: &out) }
        if let last = held { keep(last, into: &out) }
        held = nil
        fallback = nil
        return out
    }

    private mutating func keep(_ signal: Item, into out: inout [Item]) {
        if let waiting = fallback, waiting.utc == signal.utc, waiting.coordinate == signal.coordinate { fallback = nil }
        if let last = held, last.utc == signal.utc, last.coordinate == signal.coordinate { held = nil }
        out.append(signal)
        lastKept = signal
    }

    private func seconds(_ a: Item, _ b: Item) -> TimeInterval {
        guard let x = a.utc, let y = b.utc else { return .infinity }
        return abs(x.timeIntervalSince(y))
    }

    /// Equirectangular distance: exact enough at the scale of "moved far".
    private func metres(_ a: Item, _ b: Item) -> Double {
        guard let p = a.coordinate, let q = b.coordinate else { return .infinity }
        let meanLat = (p.latitude + q.latitude) / 2 * .pi / 180
        let dx = (p.longitude - q.longitude) * .pi / 180 * cos(meanLat)
        let dy = (p.latitude - q.latitude) * .pi / 180
        return 6_371_000 * (dx * dx + dy * dy).squareRoot()
    }
}
