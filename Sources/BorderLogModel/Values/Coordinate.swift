import Foundation

/// A WGS 84 position in decimal degrees, always within range and never NaN.
public struct Coordinate: Hashable, Sendable, Codable {
    public let latitude: Double
    public let longitude: Double

    /// A coordinate, or nil when a value is NaN, infinite or out of range.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// A position outside WGS 84's range (or NaN): what every reader says of one, in one wording.
    public struct OutOfRange: Error, Sendable, CustomStringConvertible {
        public let latitude: Double
        public let longitude: Double
        public var description: String { "coordinate out of range: \(latitude), \(longitude)" }
    }

    /// The coordinate, or why the values are not one.
    public static func checked(latitude: Double, longitude: Double) -> Result<Coordinate, OutOfRange> {
        Coordinate(latitude: latitude, longitude: longitude).map { .success($0) } ?? .failure(OutOfRange(latitude: latitude, longitude: longitude))
    }

    /// Great-circle distance in metres (haversine on a sphere of the Earth's mean radius).
    public func metres(to other: Coordinate) -> Double {
        let radians = Double.pi / 180
        let dLat = (other.latitude - latitude) * radians, dLon = (other.longitude - longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_000 * asin(min(1, a.squareRoot()))
    }
}
