import BorderLogModel
import Foundation

/// Completes signals with country, time zone and near-border flag from the offline index, and
/// re-derives what depends on the zone (docs/ledger.md, "Days"): a location sample's local time and day
/// come from its UTC instant in the zone at its coordinate; a photo without an offset gets its instant
/// from its wall time in that zone, while its day stays the date its clock showed.
public struct SignalResolver {
    private let index: GeoIndex
    private var zones: [String: TimeZone] = [:]

    public init(index: GeoIndex) {
        self.index = index
    }

    /// The signal with its place filled in; signals without a coordinate come back unchanged.
    public mutating func resolve(_ signal: Signal) -> Signal {
        guard let coordinate = signal.coordinate else { return signal }
        let place = index.resolve(latitude: coordinate.latitude, longitude: coordinate.longitude)
        var resolved = signal
        resolved.country = place.country
        resolved.nearBorder = place.nearBorder
        resolved.region = place.region
        resolved.nearbyRegion = place.nearbyRegion
        guard let name = place.timeZone else { return resolved }
        resolved.timeZone = name
        guard let zone = timeZone(name) else { return resolved }
        switch signal.kind {
        case .location, .calendar, .booking, .logbook:
            if let utc = signal.utc {
                let wall = WallTime(instant: utc, in: zone)
                resolved.local = wall
                resolved.day = wall.day
            }
        case .photo:
            if signal.utc == nil, let wall = signal.local {
                resolved.utc = wall.instant(in: zone)
            }
        }
        return resolved
    }

    private mutating func timeZone(_ name: String) -> TimeZone? {
        if let cached = zones[name] { return cached }
        let zone = TimeZone(identifier: name)
        zones[name] = zone
        return zone
    }
}
