import BorderLogCore
import BorderLogJSON
import Foundation

/// Polarsteps `trip/<name>_<id>/trip.json`: the trip's `all_steps`, each a place the traveller stopped at
/// (`location` with `lat`, `lon`, `country_code`) from its `start_time` (seconds since 1970, or an RFC 3339 text).
///
/// A step is a point at its start, its day placed by the step's own `timezone_id` when no geo index is loaded. Deleted
/// steps (`is_deleted`) give nothing. A step whose location has no position (absent, null, or the 0,0 placeholder)
/// but a `country_code` is that country on its day (`CountryPoint`). The trip's GPS trace, `locations.json`, is flat
/// `locations[]` of lat/lon/time and is read as GeoJSON.
struct PolarstepsReader {
    let sink: LocationSink
    /// Steps seen, deleted ones included: what tells a trip from JSON that only mentions `all_steps`.
    private(set) var recognised = 0

    private static let detail = LocationDetail(["format": "polarsteps", "element": "step"])

    init(sink: LocationSink) { self.sink = sink }

    mutating func consume(_ position: JSONRecordCollector.Position, _ value: JSONValue) {
        guard case let .element(key, index) = position, key == "all_steps" else { return }
        recognised += 1
        step(value, place: "all_steps[\(index)]")
    }

    private func step(_ value: JSONValue, place: String) {
        guard case .object = value else { return sink.reject(at: place, "a step is not an object") }
        if value["is_deleted"] == .bool(true) { return }
        let location = value["location"] ?? .null
        let lat = location["lat"]?.double, lon = location["lon"]?.double
        guard let start = value["start_time"], start != .null else { return sink.reject(at: place, "step without start_time") }
        guard let time = GoogleSemanticReader.timestamp(start) else { return sink.reject(at: place, "start_time is not a date") }
        let zone = value["timezone_id"]?.string
        guard let lat, let lon, lat != 0 || lon != 0 else {
            if lat != nil || lon != nil, !(lat == 0 && lon == 0) {
                return sink.reject(at: place, "location has only one of lat/lon")
            }
            return countryOnly(location["country_code"], time: time.date, zone: zone, place: place)
        }
        guard let coordinate = Coordinate(latitude: lat, longitude: lon) else {
            return sink.reject(at: place, "coordinate out of range: \(lat), \(lon)")
        }
        let offset = time.offsetMinutes ?? zone.flatMap { TimeZone(identifier: $0) }.map { $0.secondsFromGMT(for: time.date) / 60 }
        sink.point(LocationPoint(coordinate: coordinate, utc: time.date, offsetMinutes: offset, details: Self.detail))
    }

    /// A step without a position still says which country the traveller was in that day, when it names one.
    private func countryOnly(_ code: JSONValue?, time: Date, zone: String?, place: String) {
        guard let text = code?.string, !text.isEmpty else { return sink.warn(at: place, "step with neither a position nor a country_code; no point") }
        guard let country = CountryCode(text) else { return sink.reject(at: place, "country_code '\(text)' is not an ISO 3166 country") }
        sink.countryPoint(CountryPoint(country: country, utc: time, timeZone: zone, details: Self.detail), at: place)
    }
}
