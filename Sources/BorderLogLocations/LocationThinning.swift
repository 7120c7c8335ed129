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
    /// Where and when the last kept point was: all the rule needs of it, without copying the point.
    private var lastKept: (utc: Date?, coordinate: Coordinate?)?
    /// The latest point of the current day not yet kept: kept if it turns out to be the day's last.
    private var held: Item?
    /// A poor-accuracy point waiting to see whether something better comes.
    private var fallback: Item?

    public init(rule: LocationThinning) {
        self.rule = rule
    }

    /// Sees the next point and passes what to keep now (nothing, one or a few points) to `keep`.
    /// A callback rather than an array: this runs for every point of exports with millions.
    public mutating func offer(_ item: Item, keep: (Item) -> Void) {
        if rule.keepAll { return keep(item) }
        if item.day != day {
            closeDay(keep)
            day = item.day
            return self.keep(item, keep)
        }
        if let waiting = fallback, seconds(item.utc, waiting.utc) >= rule.interval {
            self.keep(waiting, keep)
        }
        let poor = (item.accuracy ?? 0) > rule.poorAccuracy
        let elapsed = lastKept.map { seconds(item.utc, $0.utc) } ?? .infinity
        if poor {
            if fallback == nil, elapsed >= rule.interval { fallback = item }
        } else if elapsed >= rule.interval || lastKept.map({ metres(item.coordinate, $0.coordinate) >= rule.distance }) ?? true {
            fallback = nil
            held = nil
            return self.keep(item, keep)
        }
        held = item
    }

    /// Passes whatever is still held at the end of the stream to `keep`.
    public mutating func finish(keep: (Item) -> Void) {
        if !rule.keepAll { closeDay(keep) }
    }

    private mutating func closeDay(_ keep: (Item) -> Void) {
        if let waiting = fallback { self.keep(waiting, keep) }
        if let last = held { self.keep(last, keep) }
        held = nil
        fallback = nil
    }

    private mutating func keep(_ item: Item, _ keep: (Item) -> Void) {
        if let waiting = fallback, waiting.utc == item.utc, waiting.coordinate == item.coordinate { fallback = nil }
        if let last = held, last.utc == item.utc, last.coordinate == item.coordinate { held = nil }
        keep(item)
        lastKept = (item.utc, item.coordinate)
    }

    private func seconds(_ a: Date?, _ b: Date?) -> TimeInterval {
        guard let a, let b else { return .infinity }
        return abs(a.timeIntervalSince(b))
    }

    /// Equirectangular distance: exact enough at the scale of "moved far".
    private func metres(_ p: Coordinate?, _ q: Coordinate?) -> Double {
        guard let p, let q else { return .infinity }
        let meanLat = (p.latitude + q.latitude) / 2 * .pi / 180
        let dx = (p.longitude - q.longitude) * .pi / 180 * cos(meanLat)
        let dy = (p.latitude - q.latitude) * .pi / 180
        return 6_371_000 * (dx * dx + dy * dy).squareRoot()
    }
}
