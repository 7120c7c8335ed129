import BorderLogModel
import Foundation

/// One position read from a location export, before it becomes a `Signal`.
public struct LocationPoint: Sendable, Equatable {
    public var coordinate: Coordinate
    /// The instant, when the export gives one; points without one are counted, never stored.
    public var utc: Date?
    /// Horizontal accuracy in metres, when given.
    public var accuracy: Double?
    /// The export's own UTC offset at this point (Android `startTimeTimezoneUtcOffsetMinutes`, an
    /// RFC 3339 offset), used for the day only when no geo index is available.
    public var offsetMinutes: Int?
    /// Metres above sea level, when given (GPX `ele`, Records `altitude`, OwnTracks `alt`).
    public var altitude: Double?
    /// Speed over ground in metres per second, when the export reports one (GPX `speed`, Records
    /// `velocity`, OwnTracks `vel`); otherwise the speed along the track is measured (`LocationSpeed`).
    public var speed: Double?
    /// Small, flat facts: `source` (GPS, WIFI…), `activity`, `element` (trkpt, visit…).
    public var details: LocationDetail
    public var detail: [String: String] { details.fields }

    public init(
        coordinate: Coordinate, utc: Date?, accuracy: Double? = nil, offsetMinutes: Int? = nil, altitude: Double? = nil, speed: Double? = nil,
        detail: [String: String] = [:]
    ) {
        self.init(
            coordinate: coordinate, utc: utc, accuracy: accuracy, offsetMinutes: offsetMinutes, altitude: altitude, speed: speed,
            details: LocationDetail(detail))
    }

    /// For readers of large files, which make each distinct detail once.
    public init(
        coordinate: Coordinate, utc: Date?, accuracy: Double? = nil, offsetMinutes: Int? = nil, altitude: Double? = nil, speed: Double? = nil,
        details: LocationDetail
    ) {
        self.coordinate = coordinate
        self.utc = utc
        self.accuracy = accuracy
        self.offsetMinutes = offsetMinutes
        self.altitude = altitude
        self.speed = speed
        self.details = details
    }
}
