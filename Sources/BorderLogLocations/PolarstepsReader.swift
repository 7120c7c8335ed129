import BorderLogJSON
import BorderLogModel
import Foundation

/// Polarsteps `trip/<name>_<id>/trip.json`: the trip's `all_steps`, each a place the traveller stopped at
/// (`location` with `lat`, `lon`, `country_code`) from its `start_time` (seconds since 1970, or an RFC 3339 text).
///
/// A step is a point at its start, its day placed by the step's own `timezone_id` when no geo index is loaded. A step
/// with an `end_time` after its start (the traveller stayed there until then) is a point at its end too, and one at
/// noon of every day between, on the step's clock, so that each of those days is evidence of the place. A stay longer
/// than `longestStay` gives its two ends only; an end before the start, or one that is no date, gives the start only;
/// both with a warning. A step whose location has no position (absent, null, or the 0,0 placeholder) but a
/// `country_code` is that country on its days (`CountryPoint`).
///
/// Deleted steps (`is_deleted`) give nothing, and neither does a trip marked deleted: as that mark may come after the
/// steps, a trip's points are handed on when the whole file is read (`finish()`); a trip is a few hundred steps. The
/// trip's GPS trace, `locations.json`, is flat `locations[]` of lat/lon/time and is read as GeoJSON.
struct PolarstepsReader {
    let sink: LocationSink
    /// Steps seen, deleted ones included: what tells a trip from JSON that only mentions `all_steps`.
    private(set) var recognised = 0
    /// The trip's points, held until the file is read.
    private var points: [LocationPoint] = []
    private var countryPoints: [(point: CountryPoint, place: String)] = []
    private var tripDeleted = false

    private static let detail = LocationDetail(["format": "polarsteps", "element": "step"])
    /// The longest stay at one step whose days between are read: a step is a stop on a trip, and an `end_time` more
    /// than a year on is a slip of the date, not a stay.
    static let longestStay: TimeInterval = 366 * 86_400

    init(sink: LocationSink) { self.sink = sink }

    mutating func consume(_ position: JSONRecordCollector.Position, _ value: JSONValue) {
        switch position {
        case .element(key: "all_steps", let index):
            recognised += 1
            step(value, place: "all_steps[\(index)]")
        case .member(key: "is_deleted"):
            if value == .bool(true) { tripDeleted = true }
        default:
            break
        }
    }

    /// Hands the trip's points to the sink, unless the trip is deleted.
    mutating func finish() {
        defer { (points, countryPoints) = ([], []) }
        guard !tripDeleted else {
            if !points.isEmpty || !countryPoints.isEmpty { sink.warn("the trip is deleted (is_deleted); its steps give nothing") }
            return
        }
        points.forEach(sink.point)
        for (point, place) in countryPoints { sink.countryPoint(point, at: place) }
    }

    private mutating func step(_ value: JSONValue, place: String) {
        guard case .object = value else { return sink.reject(at: place, "a step is not an object") }
        if value["is_deleted"] == .bool(true) { return }
        let location = value["location"] ?? .null
        let lat = location["lat"]?.double, lon = location["lon"]?.double
        guard let start = value["start_time"], start != .null else { return sink.reject(at: place, "step without start_time") }
        guard let time = GoogleSemanticReader.timestamp(start) else { return sink.reject(at: place, "start_time is not a date") }
        let zone = value["timezone_id"]?.string
        // The step's clock: its own zone, else the offset its start was written with.
        let clock = zone.flatMap { TimeZone(identifier: $0) } ?? time.offsetMinutes.flatMap { TimeZone(secondsFromGMT: $0 * 60) }
        let instants = instants(from: time.date, to: value["end_time"], clock: clock, place: place)
        guard let lat, let lon, lat != 0 || lon != 0 else {
            if lat != nil || lon != nil, !(lat == 0 && lon == 0) {
                return sink.reject(at: place, "location has only one of lat/lon")
            }
            return countryOnly(location["country_code"], at: instants, zone: zone, place: place)
        }
        guard let coordinate = sink.coordinate(lat, lon, at: place) else { return }
        for instant in instants {
            let onClock = clock.map { $0.secondsFromGMT(for: instant) / 60 }
            let offset = instant == time.date ? time.offsetMinutes ?? onClock : onClock
            points.append(LocationPoint(coordinate: coordinate, utc: instant, offsetMinutes: offset, details: Self.detail))
        }
    }

    /// A step without a position still says which country the traveller was in on its days, when it names one.
    private mutating func countryOnly(_ code: JSONValue?, at instants: [Date], zone: String?, place: String) {
        guard let text = code?.string, !text.isEmpty else { return sink.warn(at: place, "step with neither a position nor a country_code; no point") }
        guard let country = CountryCode(text) else { return sink.reject(at: place, "country_code '\(text)' is not an ISO 3166 country") }
        for instant in instants {
            countryPoints.append((CountryPoint(country: country, utc: instant, timeZone: zone, details: Self.detail), place))
        }
    }

    /// The instants a step stands for: its start; with an `end_time` after it, noon of every day between (on the
    /// step's `clock`, else UTC's) and the end.
    private func instants(from start: Date, to endValue: JSONValue?, clock: TimeZone?, place: String) -> [Date] {
        guard let endValue, endValue != .null else { return [start] }
        guard let end = GoogleSemanticReader.timestamp(endValue)?.date else {
            sink.warn(at: place, "end_time is not a date; the step's start alone is read")
            return [start]
        }
        guard end >= start else {
            sink.warn(at: place, "end_time is before start_time; the step's start alone is read")
            return [start]
        }
        guard end > start else { return [start] }
        guard end.timeIntervalSince(start) <= Self.longestStay else {
            sink.warn(at: place, "end_time is more than a year after start_time; its two ends are read, not the days between")
            return [start, end]
        }
        let zone = clock ?? TimeZone(secondsFromGMT: 0)!
        var instants = [start]
        var day = LocalDay(instant: start, in: zone).adding(days: 1)
        let last = LocalDay(instant: end, in: zone)
        while day < last {
            if let noon = WallTime(day: day, hour: 12, minute: 0, second: 0) { instants.append(noon.instant(in: zone)) }
            day = day.adding(days: 1)
        }
        instants.append(end)
        return instants
    }
}
