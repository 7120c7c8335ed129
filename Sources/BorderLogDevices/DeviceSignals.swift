import BorderLogGeo
import BorderLogLocations
import BorderLogModel
import Foundation

/// A device's points as location signals, resolved at once as an import's are (`LocationSignalMapper`: country,
/// region, zone and day from the geo index when there is one), under an identity of the device, the instant (ms) and
/// the position (E7): the same point sent again, in any later batch, is the same signal.
public enum DeviceSignals {
    public static func signals(_ points: [LocationPoint], device: DeviceName, index: GeoIndex?) -> [Signal] {
        var mapper = LocationSignalMapper(index: index)
        return points.compactMap { point in
            guard let resolved = mapper.resolve(point), let utc = point.utc else { return nil }
            var signal = LocationSignalMapper.signal(resolved)
            signal.identity = identity(device: device, utc: utc, coordinate: point.coordinate)
            return signal
        }
    }

    /// `device:NAME:MS:LATE7:LONE7`.
    public static func identity(device: DeviceName, utc: Date, coordinate: Coordinate) -> String {
        let ms = Int64((utc.timeIntervalSince1970 * 1000).rounded())
        let lat = Int64((coordinate.latitude * 1e7).rounded())
        let lon = Int64((coordinate.longitude * 1e7).rounded())
        return "\(device.source):\(ms):\(lat):\(lon)"
    }
}
