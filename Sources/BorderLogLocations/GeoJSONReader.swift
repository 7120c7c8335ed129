import BorderLogJSON
import BorderLogModel
import Foundation

/// GeoJSON features with a time in their properties: a `FeatureCollection`, a single `Feature`,
/// Overland batches (`{"locations": [Feature…]}`), and flat `locations[]` of `lat`/`lon`/`time`.
///
/// Point and MultiPoint take the feature's time; LineString and MultiLineString take per-vertex
/// times from `coordTimes`/`times` when present, else the feature's time for every vertex.
struct GeoJSONReader {
    let sink: LocationSink
    private(set) var recognised = 0
    private var rootType: String?
    private var rootGeometry: JSONValue?
    private var rootProperties: JSONValue?

    init(sink: LocationSink) { self.sink = sink }

    static let timeKeys = ["timestamp", "time", "datetime", "date", "recorded_at", "created_at", "when", "time_long", "tst", "timestampMs"]
    static let accuracyKeys = ["accuracy", "horizontal_accuracy", "acc", "accuracyMeters"]

    mutating func consume(_ position: JSONRecordCollector.Position, _ value: JSONValue) {
        switch position {
        case let .element(key, index) where key == "features" || key == "locations" || key == nil:
            feature(value, place: "\(key ?? "")[\(index)]")
        case .member(key: "type"):
            rootType = value.string
        case .member(key: "geometry"):
            rootGeometry = value
        case .member(key: "properties"):
            rootProperties = value
        default:
            break
        }
    }

    /// Completes a document that was a single Feature at the top level.
    mutating func finish() {
        if rootType == "Feature" || rootGeometry != nil {
            feature(.object([("type", .string("Feature")), ("geometry", rootGeometry ?? .null), ("properties", rootProperties ?? .null)]), place: "feature")
        } else if rootType == "FeatureCollection" {
            recognised += 1
        }
    }

    private mutating func feature(_ value: JSONValue, place: String) {
        if value["geometry"] == nil, let lat = (value["lat"] ?? value["latitude"])?.double, let lon = (value["lon"] ?? value["lng"] ?? value["longitude"])?.double {
            recognised += 1
            guard let coordinate = sink.coordinate(lat, lon, at: place) else { return }
            let time = Self.time(in: value)
            if time == .invalid { return sink.reject(at: place, "time is not a date") }
            return emit(coordinate, time.parsed, accuracy: Self.accuracy(in: value))
        }
        guard value["type"]?.string == "Feature" || value["geometry"] != nil else { return }
        recognised += 1
        guard let geometry = value["geometry"], geometry != .null else { return sink.warn(at: place, "feature without geometry; skipped") }
        let properties = value["properties"] ?? .null
        let time = Self.time(in: properties)
        if time == .invalid { return sink.reject(at: place, "time in properties is not a date") }
        let accuracy = Self.accuracy(in: properties)
        let perVertex = (properties["coordTimes"] ?? properties["times"])?.array
        let type = geometry["type"]?.string ?? ""
        let coordinates = geometry["coordinates"]
        switch type {
        case "Point":
            if let c = position(coordinates, place: place) { emit(c, time.parsed, accuracy: accuracy) }
        case "MultiPoint", "LineString":
            for (n, vertex) in (coordinates?.array ?? []).enumerated() {
                guard let c = position(vertex, place: "\(place).coordinates[\(n)]") else { continue }
                emit(c, vertexTime(perVertex, n) ?? time.parsed, accuracy: accuracy)
            }
        case "MultiLineString", "Polygon":
            for (l, line) in (coordinates?.array ?? []).enumerated() {
                let times = perVertex?[safe: l]?.array
                for (n, vertex) in (line.array ?? []).enumerated() {
                    guard let c = position(vertex, place: "\(place).coordinates[\(l)][\(n)]") else { continue }
                    emit(c, vertexTime(times, n) ?? time.parsed, accuracy: accuracy)
                }
            }
        default:
            sink.reject(at: place, "geometry type '\(type)' is not a point or line")
        }
    }

    private func vertexTime(_ times: [JSONValue]?, _ n: Int) -> LocationTimestamp.Parsed? {
        times?[safe: n].flatMap(GoogleSemanticReader.timestamp)
    }

    private enum TimeValue: Equatable {
        case none, invalid, parsed(LocationTimestamp.Parsed)
        var parsed: LocationTimestamp.Parsed? { if case let .parsed(p) = self { p } else { nil } }
    }

    private static func time(in properties: JSONValue) -> TimeValue {
        for key in timeKeys {
            guard let value = properties[key], value != .null else { continue }
            guard let parsed = GoogleSemanticReader.timestamp(value) else { return .invalid }
            return .parsed(parsed)
        }
        return .none
    }

    private static func accuracy(in properties: JSONValue) -> Double? {
        for key in accuracyKeys { if let value = properties[key]?.double { return value } }
        return nil
    }

    private func position(_ value: JSONValue?, place: String) -> Coordinate? {
        guard let items = value?.array, items.count >= 2, let lon = items[0].double, let lat = items[1].double else {
            sink.reject(at: place, "coordinates are not [lon, lat]")
            return nil
        }
        guard let coordinate = sink.coordinate(lat, lon, at: place) else { return nil }
        return coordinate
    }

    private func emit(_ coordinate: Coordinate, _ time: LocationTimestamp.Parsed?, accuracy: Double?) {
        sink.point(LocationPoint(coordinate: coordinate, utc: time?.date, accuracy: accuracy, offsetMinutes: time?.offsetMinutes,
                                 detail: ["format": "geojson"]))
    }
}

fileprivate extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
