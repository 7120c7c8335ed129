import BorderLogJSON
import BorderLogModel
import Foundation

/// Google Takeout `Records.json`: `{"locations": [{"latitudeE7", "longitudeE7", "timestamp" |
/// "timestampMs", "accuracy", "source", "altitude" (m), "velocity" (m/s), …}, …]}`.
///
/// The format of files of gigabytes, so it reads parser events directly instead of building a
/// value per record: fields are matched as bytes, nested values (`activity`) are skipped by depth.
final class GoogleRecordsReader: JSONEventHandler {
    private let sink: LocationSink
    private var depth = 0
    private var inLocations = false
    private var index = 0
    private var currentKey = Field.other
    // The record being read.
    private var latE7: Double?
    private var lonE7: Double?
    private var timestamp: LocationTimestamp.Parsed?
    private var timestampText: String?
    private var accuracy: Double?
    private var altitude: Double?
    private var velocity: Double?
    private var detail = GoogleRecordsReader.noSource
    private var bad: String?
    private var sawLocations = false

    private enum Field { case lat, lon, timestamp, timestampMs, accuracy, altitude, velocity, source, other }

    init(sink: LocationSink) {
        self.sink = sink
    }

    /// The file had no `locations` array at all.
    var foundNothing: Bool { !sawLocations }

    override func startObject() {
        depth += 1
        if inLocations, depth == 3 { resetRecord() }
    }

    override func endObject() {
        if inLocations, depth == 3 { finishRecord() }
        depth -= 1
    }

    override func startArray() {
        depth += 1
        if depth == 2, currentKey == .other, pendingLocations {
            inLocations = true
            sawLocations = true
            index = 0
        }
    }

    override func endArray() {
        if depth == 2 { inLocations = false }
        depth -= 1
    }

    private var pendingLocations = false

    override func key(_ bytes: UnsafeRawBufferPointer) {
        if depth == 1 {
            pendingLocations = Self.equal(bytes, Self.locations)
            currentKey = .other
            return
        }
        guard inLocations, depth == 3 else { currentKey = .other; return }
        currentKey = switch bytes.count {
        case 10 where Self.equal(bytes, Self.latitudeE7): .lat
        case 11 where Self.equal(bytes, Self.longitudeE7): .lon
        case 9 where Self.equal(bytes, Self.timestamp): .timestamp
        case 11 where Self.equal(bytes, Self.timestampMs): .timestampMs
        case 8 where Self.equal(bytes, Self.accuracyKey): .accuracy
        case 6 where Self.equal(bytes, Self.sourceKey): .source
        case 8 where Self.equal(bytes, Self.altitudeKey): .altitude
        case 8 where Self.equal(bytes, Self.velocityKey): .velocity
        default: .other
        }
    }

    override func string(_ bytes: UnsafeRawBufferPointer) {
        guard inLocations, depth == 3 else { return }
        switch currentKey {
        case .timestamp, .timestampMs:
            if timestamp == nil || currentKey == .timestamp {
                timestamp = LocationTimestamp.parse(bytes)
                if timestamp == nil { timestampText = String(decoding: bytes, as: UTF8.self) }
            }
        case .lat, .lon, .accuracy, .altitude, .velocity:
            // Some writers quote numbers.
            number(bytes)
        case .source:
            detail = sourceDetail(bytes)
        case .other:
            break
        }
    }

    override func number(_ bytes: UnsafeRawBufferPointer) {
        guard inLocations, depth == 3 else { return }
        switch currentKey {
        case .lat: latE7 = JSONNumber.parse(bytes); if latE7 == nil { bad = "latitudeE7 is not a number" }
        case .lon: lonE7 = JSONNumber.parse(bytes); if lonE7 == nil { bad = "longitudeE7 is not a number" }
        case .accuracy: accuracy = JSONNumber.parse(bytes)
        case .altitude: altitude = JSONNumber.parse(bytes)
        case .velocity: velocity = JSONNumber.parse(bytes)
        case .timestamp, .timestampMs:
            if timestamp == nil, let value = JSONNumber.parse(bytes), let date = LocationTimestamp.epoch(value) {
                timestamp = .init(date: date, offsetMinutes: nil)
            }
        default: break
        }
    }

    override func bool(_ value: Bool) {}
    override func null() {}

    private func resetRecord() {
        latE7 = nil
        lonE7 = nil
        timestamp = nil
        timestampText = nil
        accuracy = nil
        altitude = nil
        velocity = nil
        detail = Self.noSource
        bad = nil
    }

    private func finishRecord() {
        defer { index += 1 }
        if let bad { return reject(bad) }
        guard let latE7, let lonE7 else {
            // Records without a position (activity-only entries) carry no presence evidence.
            if latE7 == nil && lonE7 == nil { return reject("no latitudeE7/longitudeE7") }
            return reject(latE7 == nil ? "latitudeE7 missing" : "longitudeE7 missing")
        }
        guard let coordinate = GoogleE7.coordinate(latE7: latE7, lonE7: lonE7) else {
            return reject("coordinate out of range: latitudeE7 \(GoogleE7.text(latE7)), longitudeE7 \(GoogleE7.text(lonE7))")
        }
        if let timestampText { return reject("timestamp '\(timestampText.prefix(40))' is not a date") }
        sink.point(LocationPoint(
            coordinate: coordinate, utc: timestamp?.date, accuracy: accuracy, offsetMinutes: timestamp?.offsetMinutes, altitude: altitude,
            speed: velocity, details: detail))
    }

    private func reject(_ message: String) {
        sink.reject(at: "locations[\(index)]", message)
    }

    /// Records repeat a handful of sources (GPS, WIFI, CELL…), so each one's detail is made once and
    /// found again by its bytes: no string or dictionary per record.
    private var sourceDetails: [(bytes: [UInt8], detail: LocationDetail)] = []

    private func sourceDetail(_ bytes: UnsafeRawBufferPointer) -> LocationDetail {
        if let known = sourceDetails.first(where: { Self.equal(bytes, $0.bytes) }) { return known.detail }
        let detail = Self.detail(source: String(decoding: bytes, as: UTF8.self))
        if sourceDetails.count < 16 { sourceDetails.append((Array(bytes), detail)) }
        return detail
    }

    private static let noSource = detail(source: nil)

    private static func detail(source: String?) -> LocationDetail {
        var fields = ["format": "records"]
        if let source { fields["source"] = source }
        return LocationDetail(fields)
    }

    private static let locations = Array("locations".utf8)
    private static let latitudeE7 = Array("latitudeE7".utf8)
    private static let longitudeE7 = Array("longitudeE7".utf8)
    private static let timestamp = Array("timestamp".utf8)
    private static let timestampMs = Array("timestampMs".utf8)
    private static let accuracyKey = Array("accuracy".utf8)
    private static let sourceKey = Array("source".utf8)
    private static let altitudeKey = Array("altitude".utf8)
    private static let velocityKey = Array("velocity".utf8)

    @inline(__always)
    private static func equal(_ bytes: UnsafeRawBufferPointer, _ expected: [UInt8]) -> Bool {
        guard bytes.count == expected.count else { return false }
        return expected.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }
}

/// Google's E7 integers (degrees × 10^7).
enum GoogleE7 {
    /// Google wrote some longitudes past 180° as two's-complement overflow; fold those back.
    static func coordinate(latE7: Double, lonE7: Double) -> Coordinate? {
        var lat = latE7, lon = lonE7
        if lat > 900_000_000 { lat -= 4_294_967_296 }
        if lon > 1_800_000_000 { lon -= 4_294_967_296 }
        return Coordinate(latitude: lat / 1e7, longitude: lon / 1e7)
    }

    /// An E7 value for a message: a whole number as written when it is one an integer holds, else the number as
    /// parsed (a hostile `8322222222222222269500010` must not stop the import converting it).
    static func text(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e18 ? String(Int64(value)) : "\(value)"
    }
}
