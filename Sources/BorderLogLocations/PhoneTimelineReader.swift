import BorderLogJSON
import BorderLogModel
import Foundation

/// Google Maps Timeline exported from a phone (since 2024, when history moved on-device).
///
/// Android (`Timeline.json`): `semanticSegments[]` with `startTime`/`endTime`,
/// `startTimeTimezoneUtcOffsetMinutes`, `visit.topCandidate.placeLocation.latLng` ("48.1°, 11.5°"),
/// `activity.start/end.latLng`, `timelinePath[].point/time`; and `rawSignals[].position`.
/// iOS (`location-history.json`): a top-level array of segments whose places are `"geo:lat,lng"`
/// strings and whose `timelinePath` points carry `durationMinutesOffsetFromStartTime`.
/// `userLocationProfile.frequentPlaces` has no time and is not evidence of presence.
struct PhoneTimelineReader {
    let sink: LocationSink
    let format: LocationFormat
    private(set) var recognised = 0

    init(sink: LocationSink, format: LocationFormat) {
        self.sink = sink
        self.format = format
    }

    mutating func consume(_ position: JSONRecordCollector.Position, _ value: JSONValue) {
        guard case let .element(key, index) = position else { return }
        switch key {
        case "semanticSegments", nil:
            recognised += 1
            segment(value, place: "\(key ?? "")[\(index)]")
        case "rawSignals":
            recognised += 1
            rawSignal(value, place: "rawSignals[\(index)]")
        default:
            break
        }
    }

    private func segment(_ value: JSONValue, place: String) {
        let startOffset = value["startTimeTimezoneUtcOffsetMinutes"]?.double.map { Int($0) }
        let endOffset = value["endTimeTimezoneUtcOffsetMinutes"]?.double.map { Int($0) }
        let start = value["startTime"]?.string.flatMap(LocationTimestamp.parse)
        let end = value["endTime"]?.string.flatMap(LocationTimestamp.parse)
        if value["startTime"] != nil, start == nil { sink.reject(at: "\(place).startTime", "'\(value["startTime"]?.string ?? "?")' is not a date and time") }
        if let visit = value["visit"] {
            let location = visit["topCandidate", "placeLocation"]
            let text = location?.string ?? location?["latLng"]?.string
            if let coordinate = latLng(text, place: "\(place).visit") {
                emit(coordinate, start, offset: startOffset, accuracy: nil, element: "visit", activity: nil)
            }
        }
        if let activity = value["activity"] {
            let type = activity["topCandidate", "type"]?.string
            for (key, time, offset) in [("start", start, startOffset), ("end", end, endOffset)] {
                let point = activity[key]
                guard let point else { continue }
                let text = point.string ?? point["latLng"]?.string
                if let coordinate = latLng(text, place: "\(place).activity.\(key)") {
                    emit(coordinate, time, offset: offset, accuracy: nil, element: "activity", activity: type)
                }
            }
        }
        for (n, point) in (value["timelinePath"]?.array ?? []).enumerated() {
            let spot = "\(place).timelinePath[\(n)]"
            guard let coordinate = latLng(point["point"]?.string, place: spot) else { continue }
            var time: LocationTimestamp.Parsed?
            if let text = point["time"]?.string {
                time = LocationTimestamp.parse(text)
                if time == nil { sink.reject(at: spot, "time '\(text.prefix(40))' is not a date and time"); continue }
            } else if let minutes = point["durationMinutesOffsetFromStartTime"]?.double, let start {
                time = .init(date: start.date.addingTimeInterval(minutes * 60), offsetMinutes: start.offsetMinutes)
            }
            emit(coordinate, time, offset: startOffset, accuracy: nil, element: "timelinePath", activity: nil)
        }
    }

    private func rawSignal(_ value: JSONValue, place: String) {
        guard let position = value["position"] else { return } // wifiScan, activityRecord: no position
        guard let coordinate = latLng((position["LatLng"] ?? position["latLng"])?.string, place: "\(place).position") else { return }
        let time = position["timestamp"]?.string.flatMap(LocationTimestamp.parse)
        emit(coordinate, time, offset: nil, accuracy: position["accuracyMeters"]?.double, element: "rawSignal", activity: nil)
    }

    private func emit(_ coordinate: Coordinate, _ time: LocationTimestamp.Parsed?, offset: Int?, accuracy: Double?, element: String, activity: String?) {
        var detail = ["format": format.rawValue, "element": element]
        if let activity { detail["activity"] = activity }
        sink.point(LocationPoint(coordinate: coordinate, utc: time?.date, accuracy: accuracy,
                                 offsetMinutes: offset ?? time?.offsetMinutes, detail: detail))
    }

    private func latLng(_ text: String?, place: String) -> Coordinate? {
        guard let text else {
            sink.reject(at: place, "no position")
            return nil
        }
        guard let coordinate = LatLngText.parse(text) else {
            sink.reject(at: place, "'\(text.prefix(40))' is not a position (expected \"48.1°, 11.5°\" or \"geo:48.1,11.5\")")
            return nil
        }
        return coordinate
    }
}

/// Positions written as text: `48.1375°, 11.5755°`, `48.1375, 11.5755`, `geo:48.1375,11.5755`.
enum LatLngText {
    static func parse(_ text: String) -> Coordinate? {
        var body = Substring(text).trimmingCharacters(in: .whitespaces)[...]
        if body.hasPrefix("geo:") { body = body.dropFirst(4) }
        let parts = body.replacingOccurrences(of: "°", with: "").split(separator: ",")
        guard parts.count == 2,
              let lat = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let lon = Double(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        return Coordinate(latitude: lat, longitude: lon)
    }
}
