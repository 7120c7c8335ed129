import BorderLogJSON
import BorderLogLocations
import BorderLogModel
import Foundation

/// The one decision on whether a pushed point is plausible enough to store (docs/devices.md): a position within
/// WGS 84's range and an instant from 2000-01-01 to a day after it arrived. Everything else about it is optional.
public enum DevicePointCheck {
    /// 2000-01-01T00:00:00Z: no phone tracker existed before, so an earlier instant is a clock not yet set.
    public static let earliest = Date(timeIntervalSince1970: 946_684_800)
    /// How far ahead of its arrival an instant may be (clocks drift, zones are misread): one day.
    public static let aheadLimit: TimeInterval = 86_400

    public typealias Outcome = Result<LocationPoint, RefusedReason>

    /// The point, or the reason it is refused. Accuracy, altitude and speed that are not numbers are dropped.
    public static func point(
        latitude: Double?, longitude: Double?, utc: Date?, accuracy: Double? = nil, altitude: Double? = nil, speed: Double? = nil,
        detail: [String: String], receivedAt: Date
    ) -> Outcome {
        guard let latitude, let longitude else { return .failure(RefusedReason("lat or lon is missing or not a number")) }
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            return .failure(RefusedReason("coordinate out of range (latitude -90…90, longitude -180…180)"))
        }
        guard let utc else { return .failure(RefusedReason("the time is missing or not an instant")) }
        guard utc >= earliest else { return .failure(RefusedReason("the time \(RFC3339.utc(utc)) is before 2000-01-01")) }
        guard utc.timeIntervalSince(receivedAt) <= aheadLimit else {
            return .failure(RefusedReason("the time \(RFC3339.utc(utc)) is more than a day after the point arrived"))
        }
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        return .success(LocationPoint(
            coordinate: coordinate, utc: utc, accuracy: finite(accuracy).flatMap { $0 >= 0 ? $0 : nil }, altitude: finite(altitude),
            speed: finite(speed).flatMap { $0 >= 0 ? $0 : nil }, detail: detail))
    }

    /// Why a point is refused; the wording names the field, never the coordinate.
    public struct RefusedReason: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// Instants as the apps write them: epoch seconds (or milliseconds) as a number or text, or ISO 8601 text. Unlike
    /// `LocationTimestamp.epoch`, small epoch values are instants too (they are refused as before 2000 by `point`).
    static func instant(_ value: JSONValue?) -> Date? {
        switch value {
        case .number(let seconds)?: epoch(seconds)
        case .string(let text)?: instant(text)
        default: nil
        }
    }

    static func instant(_ text: String?) -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let seconds = Double(text), text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) { return epoch(seconds) }
        return LocationTimestamp.parse(text)?.date
    }

    private static func epoch(_ value: Double) -> Date? {
        guard value.isFinite, abs(value) < 1e15 else { return nil }
        return Date(timeIntervalSince1970: value > 1e11 ? value / 1000 : value)
    }
}
