import BorderLogJSON
import BorderLogModel
import Foundation

/// Google Semantic Location History (monthly `2019_APRIL.json`): `timelineObjects[]` of
/// `placeVisit` (location at the visit's start) and `activitySegment` (start and end locations at
/// the segment's start and end; `simplifiedRawPath` points with their own times; `waypointPath`
/// waypoints, which have no time and are only counted).
struct GoogleSemanticReader {
    let sink: LocationSink
    private(set) var recognised = 0

    init(sink: LocationSink) { self.sink = sink }

    mutating func consume(_ position: JSONRecordCollector.Position, _ value: JSONValue) {
        guard case let .element(key, index) = position, key == "timelineObjects" else { return }
        recognised += 1
        let place = "timelineObjects[\(index)]"
        if let visit = value["placeVisit"] {
            let time = time(visit["duration"], start: true)
            if let location = visit["location"], let coordinate = coordinate(location, place: "\(place).placeVisit") {
                emit(coordinate, time, accuracy: location["accuracyMetres"]?.double, activity: nil)
            } else if visit["location"] == nil || visit["location"]?["latitudeE7"] == nil {
                sink.warn(at: "\(place).placeVisit", "no location coordinates; skipped")
            }
        }
        if let segment = value["activitySegment"] {
            let activity = segment["activityType"]?.string
            if let start = segment["startLocation"], let coordinate = coordinate(start, place: "\(place).activitySegment.startLocation") {
                emit(coordinate, time(segment["duration"], start: true), accuracy: nil, activity: activity)
            }
            for (n, point) in (segment["simplifiedRawPath", "points"]?.array ?? []).enumerated() {
                guard let coordinate = coordinate(point, place: "\(place).simplifiedRawPath.points[\(n)]") else { continue }
                let time = (point["timestamp"] ?? point["timestampMs"]).flatMap(Self.timestamp)
                emit(coordinate, time, accuracy: point["accuracyMeters"]?.double, activity: activity)
            }
            for (n, point) in (segment["waypointPath", "waypoints"]?.array ?? []).enumerated() {
                guard let coordinate = coordinate(point, place: "\(place).waypointPath.waypoints[\(n)]") else { continue }
                emit(coordinate, nil, accuracy: nil, activity: activity)
            }
            if let end = segment["endLocation"], let coordinate = coordinate(end, place: "\(place).activitySegment.endLocation") {
                emit(coordinate, time(segment["duration"], start: false), accuracy: nil, activity: activity)
            }
        }
    }

    private func emit(_ coordinate: Coordinate, _ time: LocationTimestamp.Parsed?, accuracy: Double?, activity: String?) {
        var detail = ["format": "semantic"]
        if let activity { detail["activity"] = activity }
        sink.point(LocationPoint(coordinate: coordinate, utc: time?.date, accuracy: accuracy, offsetMinutes: time?.offsetMinutes, detail: detail))
    }

    private func time(_ duration: JSONValue?, start: Bool) -> LocationTimestamp.Parsed? {
        guard let duration else { return nil }
        let keys = start ? ["startTimestamp", "startTimestampMs"] : ["endTimestamp", "endTimestampMs"]
        for key in keys { if let value = duration[key], let parsed = Self.timestamp(value) { return parsed } }
        return nil
    }

    static func timestamp(_ value: JSONValue) -> LocationTimestamp.Parsed? {
        switch value {
        case let .string(text): LocationTimestamp.parse(text)
        case let .number(number): LocationTimestamp.epoch(number).map { .init(date: $0, offsetMinutes: nil) }
        default: nil
        }
    }

    /// `latitudeE7`/`longitudeE7` (or `latE7`/`lngE7` in paths).
    private func coordinate(_ value: JSONValue, place: String) -> Coordinate? {
        let lat = (value["latitudeE7"] ?? value["latE7"])?.double
        let lon = (value["longitudeE7"] ?? value["lngE7"])?.double
        guard let lat, let lon else {
            if lat != nil || lon != nil { sink.reject(at: place, "only one of latitudeE7/longitudeE7") }
            return nil
        }
        guard let coordinate = GoogleE7.coordinate(latE7: lat, lonE7: lon) else {
            sink.reject(at: place, "coordinate out of range: \(GoogleE7.text(lat)), \(GoogleE7.text(lon)) (E7)")
            return nil
        }
        return coordinate
    }
}
