import BorderLogJSON
import BorderLogModel
import Foundation

/// Arc / LocoKit2 exports (the bucketed format: `metadata.json`, `places/*.json`, `items/YYYY-MM.json[.gz]`,
/// `samples/YYYY-Www.json[.gz]`), one file at a time.
///
/// - A sample (`date`, `latitude`, `longitude`, `horizontalAccuracy`, `altitude`, `speed`, `secondsFromGMT`) with a
///   position is a point; a `disabled` one gives nothing.
/// - A timeline item is `{base, visit | trip, samples?}`: a visit with a position gives points at its `startDate` and
///   `endDate`; samples it embeds are read as samples. A `disabled` or `deleted` item gives nothing, its embedded
///   samples included.
/// - Places (no time) and `metadata.json` are recognised and give no points.
/// - In an export folder, or an export zipped whole, samples of items that its `items/` files mark disabled or
///   deleted give nothing (`ArcDeletedItems`).
///
/// Dates are ISO 8601 texts (schema 2.1 on) or numbers: below 978,307,200 seconds since 2001-01-01 (Apple's
/// reference date), else since 1970.
struct ArcReader {
    let sink: LocationSink
    /// Disabled and deleted items of the export (`ArcDeletedItems`): their samples in other files give nothing too.
    let deletedItems: Set<String>
    private(set) var recognised = 0

    private static let sampleDetail = LocationDetail(["format": "arc", "element": "sample"])
    private static let visitDetail = LocationDetail(["format": "arc", "element": "visit"])
    /// 2001-01-01T00:00:00Z in seconds since 1970.
    private static let referenceDate: Double = 978_307_200

    init(sink: LocationSink, deletedItems: Set<String> = []) {
        self.sink = sink
        self.deletedItems = deletedItems
    }

    mutating func consume(_ position: JSONRecordCollector.Position, _ value: JSONValue) {
        switch position {
        case let .element(key, index):
            let place = "\(key ?? "")[\(index)]"
            if value["base"] != nil {
                recognised += 1
                item(value, place: place)
            } else if value["date"] != nil {
                recognised += 1
                sample(value, place: place)
            } else if value["radiusMean"] != nil {
                recognised += 1
            }
        case .member(key: "schemaVersion"), .member(key: "exportMode"):
            recognised += 1
        default:
            break
        }
    }

    private func item(_ value: JSONValue, place: String) {
        let base = value["base"] ?? .null
        guard case .object = base else { return sink.reject(at: place, "an item's base is not an object") }
        if base["disabled"] == .bool(true) || base["deleted"] == .bool(true) { return }
        if base["isVisit"] == .bool(true), let visit = value["visit"], visit["latitude"]?.double != nil || visit["longitude"]?.double != nil {
            if let coordinate = coordinate(visit, place: "\(place).visit") {
                for key in ["startDate", "endDate"] {
                    guard let raw = base[key], raw != .null else { continue }
                    guard let date = Self.date(raw) else {
                        sink.reject(at: "\(place).base.\(key)", "not a date")
                        continue
                    }
                    sink.point(LocationPoint(coordinate: coordinate, utc: date, details: Self.visitDetail))
                }
            }
        }
        for (index, sample) in (value["samples"]?.array ?? []).enumerated() {
            self.sample(sample, place: "\(place).samples[\(index)]")
        }
    }

    private func sample(_ value: JSONValue, place: String) {
        if value["disabled"] == .bool(true) { return }
        if !deletedItems.isEmpty, let item = value["timelineItemId"]?.string, deletedItems.contains(item) { return }
        guard value["latitude"]?.double != nil || value["longitude"]?.double != nil else { return }  // no fix: not a location
        guard let coordinate = coordinate(value, place: place) else { return }
        guard let raw = value["date"], let date = Self.date(raw) else { return sink.reject(at: place, "date is not a date") }
        let accuracy = value["horizontalAccuracy"]?.double.flatMap { $0 >= 0 ? $0 : nil }
        let speed = value["speed"]?.double.flatMap { $0 >= 0 ? $0 : nil }
        let offset = value["secondsFromGMT"]?.double.flatMap { abs($0) <= 18 * 3600 ? Int($0) / 60 : nil }
        sink.point(LocationPoint(
            coordinate: coordinate, utc: date, accuracy: accuracy, offsetMinutes: offset, altitude: value["altitude"]?.double, speed: speed,
            details: Self.sampleDetail))
    }

    private func coordinate(_ value: JSONValue, place: String) -> Coordinate? {
        guard let lat = value["latitude"]?.double, let lon = value["longitude"]?.double else {
            sink.reject(at: place, "only one of latitude/longitude")
            return nil
        }
        guard let coordinate = sink.coordinate(lat, lon, at: place) else { return nil }
        return coordinate
    }

    static func date(_ value: JSONValue) -> Date? {
        switch value {
        case let .string(text): return LocationTimestamp.parse(text)?.date
        case let .number(number):
            guard number.isFinite, number > 0 else { return nil }
            return LocationTimestamp.epoch(number < referenceDate ? number + referenceDate : number)
        default: return nil
        }
    }
}
