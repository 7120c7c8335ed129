import BorderLogGeo
import BorderLogModel
import Foundation

/// What every family's flights share: an end of a flight as a signal, a rough block time for an arrival nobody wrote
/// down, and an instant written as the airport's clock shows it. Calendar events, logbooks, boarding passes and booked
/// flights (mail) make their signals here, so one flight reads the same whichever evidence gave it.
public enum FlightSignals {
    /// One end of a flight as a signal at its airport; `identity` gets the role appended.
    public static func signal(
        _ role: FlightDetail.Role, _ detail: FlightDetail, _ identity: String, _ airport: Airport, _ zone: TimeZone,
        _ instant: Date?, _ day: LocalDay, kind: SignalKind
    ) -> Signal {
        signal(role, detail, identity, .airport(airport), zone, instant, day, kind: kind)
    }

    /// One end of a flight as a signal: at its airport, or for an open end in its country with no position.
    public static func signal(
        _ role: FlightDetail.Role, _ detail: FlightDetail, _ identity: String, _ end: FlightEnd, _ zone: TimeZone,
        _ instant: Date?, _ day: LocalDay, kind: SignalKind
    ) -> Signal {
        signal(role, detail, identity, end, instant, local: instant.map { WallTime(instant: $0, in: zone) }, day, kind: kind)
    }

    /// The same with the wall time at the end already known (`local`, for `instant`).
    public static func signal(
        _ role: FlightDetail.Role, _ detail: FlightDetail, _ identity: String, _ end: FlightEnd, _ instant: Date?, local: WallTime?,
        _ day: LocalDay, kind: SignalKind
    ) -> Signal {
        var leg = detail
        leg.role = role
        return Signal(
            kind: kind, identity: String(concatenating: identity, ":", role.rawValue), utc: instant, local: local, day: day, timeZone: end.timeZone,
            coordinate: end.airport.flatMap { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }, country: end.country,
            region: end.airport?.region, flight: leg)
    }

    /// A rough gate-to-gate time: great-circle distance at 800 km/h plus half an hour.
    public static func blockTime(_ a: Airport, _ b: Airport) -> TimeInterval {
        blockTime(FlightEnd.airport(a), .airport(b))
    }

    /// The same between two ends (an open end measured from the middle of its candidate airports).
    public static func blockTime(_ from: FlightEnd, _ to: FlightEnd) -> TimeInterval {
        let (a, b) = (from.position, to.position)
        let radians = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * radians
        let dLon = (b.longitude - a.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        let kilometres = 2 * 6371 * asin(min(1, sqrt(h)))
        return kilometres / 800 * 3600 + 1800
    }

    /// `2024-03-01T07:05:00+01:00`: the instant as the clock in `zone` shows it, with that zone's offset.
    public static func rfc3339(_ instant: Date, in zone: TimeZone) -> String {
        rfc3339(instant, offset: zone.secondsFromGMT(for: instant))
    }

    /// The same on a clock `offset` seconds ahead of UTC, written digit by digit.
    public static func rfc3339(_ instant: Date, offset: Int) -> String {
        ASCIIDigits.string(capacity: WallTime.textLength + 6) { out in
            let length = ASCIIDigits.writeDateTime(
                seconds: Int64(floor(instant.timeIntervalSince1970)) + Int64(offset), separator: UInt8(ascii: "T"), to: out)
            let minutes = abs(offset) / 60
            out[length] = offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            out[length + 1] = UInt8(ascii: "0") + UInt8(minutes / 600 % 10)
            out[length + 2] = UInt8(ascii: "0") + UInt8(minutes / 60 % 10)
            out[length + 3] = UInt8(ascii: ":")
            out[length + 4] = UInt8(ascii: "0") + UInt8(minutes % 60 / 10)
            out[length + 5] = UInt8(ascii: "0") + UInt8(minutes % 10)
            return length + 6
        }
    }
}
