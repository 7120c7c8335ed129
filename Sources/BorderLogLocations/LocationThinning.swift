import BorderLogInference
import BorderLogModel
import Foundation

/// Which location points to keep: everything the presence ledger reads of a day, and a few samples an hour.
///
/// Points are taken one local day at a time, in file order. Of each day the rule keeps:
/// 1. the first and the last point;
/// 2. the points on both sides of every change of place (country, time zone, on the ground or in flight), so
///    every run of points in one place keeps its first and last point and a lone point stays alone (inference
///    reads a lone sample between samples in one other country as an outlier);
/// 3. in every `sampleInterval`, the point inference weighs most, the most accurate of those;
/// 4. per country, one point away from any border if the day has one (a day reads near-border only when all
///    its points in the country where it ended are);
/// 5. per country, further points in file order until the kept ones weigh `InferencePolicy.saturatingWeight`,
///    or all of them: up to that weight, weight decides a day's confidence, disputes and transit.
///
/// So each day keeps its countries, their order, first and last times, outliers and countries overflown, and
/// every decision weight takes: the ledger is the same as from every point (`ThinnedLedgerTests` checks it on
/// generated trips); only the evidence counts it shows are smaller. `keepAll` keeps every point.
public struct LocationThinning: Sendable, Equatable {
    /// Seconds per sample between the points that must be kept: 20 minutes, three samples an hour.
    public var sampleInterval: TimeInterval
    public var keepAll: Bool
    /// The weights and the in-flight test of the inference the points are kept for.
    public var policy: InferencePolicy

    public init(sampleInterval: TimeInterval = 1_200, keepAll: Bool = false, policy: InferencePolicy = .standard) {
        self.sampleInterval = sampleInterval
        self.keepAll = keepAll
        self.policy = policy
    }

    public static let keepEverything = LocationThinning(keepAll: true)

    /// Points of one day held at most before the rule runs on them: a day of 1 Hz tracking is 86,400. Past it the
    /// day is taken in parts, each thinned as a day; what inference reads of the day is still kept (each part keeps
    /// its ends, both sides of its changes, a point away from a border and its weight), at the cost of a few more rows.
    var dayPartLimit = 100_000

    /// Where a point is, as far as the rule is concerned.
    struct Place: Equatable {
        var country: CountryCode?
        var timeZone: String?
        var airborne: Bool
    }

    /// What the rule needs of a point.
    struct Facts {
        var second: Double
        var place: Place
        /// Its weight for its country on the ground; 0 in flight or without a country.
        var weight: Double
        var nearBorder: Bool
        var accuracy: Double
        /// The country it is evidence of presence in: nil in flight or without a country.
        var groundCountry: CountryCode? { place.airborne ? nil : place.country }
    }

    func facts(of item: some LocationThinnable) -> Facts {
        let second = item.utc?.timeIntervalSince1970 ?? 0
        guard let country = item.country else {
            return Facts(second: second, place: Place(timeZone: item.timeZone, airborne: false), weight: 0, nearBorder: false, accuracy: .infinity)
        }
        let motion = item.motion
        let airborne = policy.isAirborne(altitude: motion?.altitude.map(Double.init), speed: motion?.speed)
        let nearBorder = item.nearBorder ?? false
        return Facts(
            second: second, place: Place(country: country, timeZone: item.timeZone, airborne: airborne),
            weight: airborne ? 0 : policy.locationWeight(accuracy: item.accuracy, nearBorder: nearBorder), nearBorder: nearBorder,
            accuracy: item.accuracy ?? 0)
    }

    /// Which of one day's points, in file order, to keep.
    func selection(of points: [Facts]) -> [Bool] {
        var keep = [Bool](repeating: false, count: points.count)
        guard let last = points.indices.last else { return keep }
        keep[0] = true
        keep[last] = true
        for index in points.indices.dropFirst() where points[index].place != points[index - 1].place {
            keep[index - 1] = true
            keep[index] = true
        }
        keepSamples(points, &keep)
        // A day sees a few countries: a list searched from its latest entry beats hashing every point's.
        var byCountry: [(country: CountryCode, indices: [Int])] = []
        for index in points.indices {
            guard let country = points[index].groundCountry else { continue }
            if let entry = byCountry.lastIndex(where: { $0.country == country }) {
                byCountry[entry].indices.append(index)
            } else {
                byCountry.append((country, [index]))
            }
        }
        let enough = policy.saturatingWeight
        for (_, indices) in byCountry {
            if !indices.contains(where: { keep[$0] && !points[$0].nearBorder }), let away = indices.first(where: { !points[$0].nearBorder }) {
                keep[away] = true
            }
            var weight = indices.reduce(0.0) { keep[$1] ? $0 + points[$1].weight : $0 }
            for index in indices where weight < enough && !keep[index] {
                keep[index] = true
                weight += points[index].weight
            }
        }
        return keep
    }

    /// Rule 3: the best point of each run of points in one `sampleInterval`.
    private func keepSamples(_ points: [Facts], _ keep: inout [Bool]) {
        var start = 0
        while start < points.count {
            let slot = (points[start].second / sampleInterval).rounded(.down)
            var best = start, end = start + 1
            while end < points.count, (points[end].second / sampleInterval).rounded(.down) == slot {
                let (candidate, current) = (points[end], points[best])
                if (candidate.weight, -candidate.accuracy) > (current.weight, -current.accuracy) { best = end }
                end += 1
            }
            keep[best] = true
            start = end
        }
    }
}

/// What thinning needs to know about a point: what inference will read of it once stored.
public protocol LocationThinnable {
    var utc: Date? { get }
    var day: LocalDay { get }
    var timeZone: String? { get }
    var country: CountryCode? { get }
    var accuracy: Double? { get }
    var nearBorder: Bool? { get }
    /// Altitude and speeds, which tell a sample in flight, as stored.
    var motion: MotionDetail? { get }
}

extension Signal: LocationThinnable {
    public var motion: MotionDetail? { detail.motion }
}

/// Applies `LocationThinning` to a stream of points (one file's), passing on what to keep in file order.
public struct LocationThinner<Item: LocationThinnable> {
    public let rule: LocationThinning
    /// The points of the day being read, and what the rule needs of each.
    private var items: [Item] = []
    private var facts: [LocationThinning.Facts] = []
    private var day: LocalDay?

    public init(rule: LocationThinning) {
        self.rule = rule
    }

    /// Sees the next point; passes the points kept of a day to `keep` once the day is over.
    /// A callback rather than an array: this runs for every point of exports with millions.
    public mutating func offer(_ item: Item, keep: (Item) -> Void) {
        if rule.keepAll { return keep(item) }
        if item.day != day || items.count >= rule.dayPartLimit { closeDay(keep) }
        day = item.day
        items.append(item)
        facts.append(rule.facts(of: item))
    }

    /// Passes what is kept of the last day to `keep`.
    public mutating func finish(keep: (Item) -> Void) {
        closeDay(keep)
    }

    private mutating func closeDay(_ keep: (Item) -> Void) {
        for (index, kept) in rule.selection(of: facts).enumerated() where kept { keep(items[index]) }
        items.removeAll(keepingCapacity: true)
        facts.removeAll(keepingCapacity: true)
    }
}
