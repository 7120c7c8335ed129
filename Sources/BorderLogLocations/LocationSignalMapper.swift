import BorderLogGeo
import BorderLogModel
import Foundation

/// Turns timestamped `LocationPoint`s into location `Signal`s (docs/ledger.md, "Days": the day is the
/// local date in the time zone at the coordinate).
///
/// With a geo index each signal is resolved at once, as `SignalResolver` would (country, zone,
/// near-border flag, local time and day). Without one, the export's own UTC offset gives the day
/// when it has one, else UTC, and the signal is left unresolved for `borderlog resolve` to correct.
/// Millions of points pass through here, so zones and their offsets are cached and the wall time
/// and identity are written digit by digit.
public struct LocationSignalMapper {
    private let index: GeoIndex?
    private var zones: [String: TimeZone] = [:]
    /// UTC offset of a zone for one quarter hour (transitions fall on quarter hours).
    private var offsetCache: [String: (quarter: Int64, seconds: Int)] = [:]
    /// The last answer, checked before hashing the name: consecutive points share their zone.
    private var lastOffset: (name: String, quarter: Int64, seconds: Int)?

    public init(index: GeoIndex?) {
        self.index = index
    }

    /// The identity of a point: its instant (ms) and position (E7), never its file, so the same
    /// point in two overlapping exports is stored once.
    public static func identity(utc: Date, coordinate: Coordinate) -> String {
        let ms = Int64((utc.timeIntervalSince1970 * 1000).rounded())
        let lat = Int64((coordinate.latitude * 1e7).rounded())
        let lon = Int64((coordinate.longitude * 1e7).rounded())
        return ASCIIDigits.string(capacity: 72) { out in
            var count = 0
            for byte in "location:".utf8 {
                out[count] = byte
                count += 1
            }
            count += ASCIIDigits.writeInteger(ms, to: out + count)
            out[count] = UInt8(ascii: ":")
            count += 1 + ASCIIDigits.writeInteger(lat, to: out + count + 1)
            out[count] = UInt8(ascii: ":")
            return count + 1 + ASCIIDigits.writeInteger(lon, to: out + count + 1)
        }
    }

    /// A timestamped point with its place and local day, cheap to make for every point so that
    /// thinning runs before the full `Signal` (identity, wall-time text) is built for the few kept.
    public struct Resolved: LocationThinnable {
        public let point: LocationPoint
        public let day: LocalDay
        let wallSeconds: Int64
        public let country: CountryCode?
        public let timeZone: String?
        public let nearBorder: Bool?
        public let region: RegionCode?
        public let nearbyRegion: RegionCode?
        /// Metres per second along the file's track up to this point (`LocationSpeed`), when measured.
        public internal(set) var trackSpeed: Double?
        public var utc: Date? { point.utc }
        public var accuracy: Double? { point.accuracy }

        /// Altitude and speeds as the signal stores them (rounded), so thinning sees what inference will read.
        public var motion: MotionDetail? {
            MotionDetail(
                altitude: LocationSignalMapper.storedAltitude(point.altitude), speedTenths: LocationSignalMapper.storedTenths(point.speed),
                trackSpeedTenths: LocationSignalMapper.storedTenths(trackSpeed))
        }
    }

    /// The point placed in its zone and day, or nil when it has no time.
    public mutating func resolve(_ point: LocationPoint) -> Resolved? {
        guard let utc = point.utc else { return nil }
        var offset = point.offsetMinutes.map { $0 * 60 } ?? 0
        var country: CountryCode?, zoneName: String?, nearBorder: Bool?, region: RegionCode?, nearbyRegion: RegionCode?
        if let index {
            let place = index.resolve(latitude: point.coordinate.latitude, longitude: point.coordinate.longitude)
            country = place.country
            nearBorder = place.nearBorder
            region = place.region
            nearbyRegion = place.nearbyRegion
            if let name = place.timeZone {
                zoneName = name
                if let seconds = zoneOffset(name, at: utc) { offset = seconds }
            }
        }
        let wall = Self.wallSeconds(utc, offset: offset)
        return Resolved(point: point, day: LocalDay(wallSeconds: wall), wallSeconds: wall,
                        country: country, timeZone: zoneName, nearBorder: nearBorder, region: region, nearbyRegion: nearbyRegion)
    }

    /// The signal for a resolved point.
    public static func signal(_ resolved: Resolved) -> Signal {
        let point = resolved.point
        let utc = point.utc!
        return Signal(
            kind: .location, identity: Self.identity(utc: utc, coordinate: point.coordinate), utc: utc,
            local: WallTime(wallSeconds: resolved.wallSeconds),
            day: resolved.day, timeZone: resolved.timeZone, coordinate: point.coordinate, accuracy: point.accuracy,
            country: resolved.country, nearBorder: resolved.nearBorder, region: resolved.region, nearbyRegion: resolved.nearbyRegion,
            detail: detail(resolved))
    }

    /// The signal for a country without a position: its day in the export's zone, else UTC.
    public static func signal(_ point: CountryPoint) -> Signal {
        let zone = point.timeZone.flatMap(TimeZone.init(identifier:))
        let wall = wallSeconds(point.utc, offset: zone?.secondsFromGMT(for: point.utc) ?? 0)
        let ms = Int64((point.utc.timeIntervalSince1970 * 1000).rounded())
        return Signal(
            kind: .location, identity: "location:\(ms):\(point.country)", utc: point.utc, local: WallTime(wallSeconds: wall),
            day: LocalDay(wallSeconds: wall), timeZone: zone == nil ? nil : point.timeZone, country: point.country,
            detail: SignalDetail(motion: nil, other: point.details.fields))
    }

    /// The point's detail with its altitude and speeds, which tell inference a sample taken in flight
    /// (`MotionDetail`): added here, for the few points kept, rather than by the readers, so that the details of
    /// millions of points stay a handful of shared values.
    private static func detail(_ resolved: Resolved) -> SignalDetail {
        SignalDetail(motion: resolved.motion, other: resolved.point.detail)
    }

    /// Altitudes (m) and speeds (m/s) larger than this are not measurements (a GPX `<ele>1e300</ele>`): they are
    /// left out, where converting them to an integer would stop the import.
    static let plausibleMagnitude = 1_000_000.0

    /// The altitude as stored: whole metres, when plausible.
    static func storedAltitude(_ altitude: Double?) -> Int? {
        guard let altitude, altitude.isFinite, abs(altitude) < plausibleMagnitude else { return nil }
        return Int(altitude.rounded())
    }

    /// A speed as stored, in tenths of a metre per second (enough, and the same text on every platform), when
    /// plausible and not negative.
    static func storedTenths(_ speed: Double?) -> Int? {
        guard let speed, speed.isFinite, speed >= 0, speed < plausibleMagnitude else { return nil }
        return Int((speed * 10).rounded())
    }

    /// The signal for a point, or nil when it has no time.
    public mutating func signal(_ point: LocationPoint) -> Signal? {
        resolve(point).map { Self.signal($0) }
    }

    private static func wallSeconds(_ utc: Date, offset: Int) -> Int64 {
        Int64(floor(utc.timeIntervalSince1970)) + Int64(offset)
    }

    private mutating func zoneOffset(_ name: String, at utc: Date) -> Int? {
        let quarter = Int64(floor(utc.timeIntervalSince1970 / 900))
        if let last = lastOffset, last.quarter == quarter, last.name == name { return last.seconds }
        if let cached = offsetCache[name], cached.quarter == quarter {
            lastOffset = (name, quarter, cached.seconds)
            return cached.seconds
        }
        let zone: TimeZone
        if let known = zones[name] {
            zone = known
        } else {
            guard let made = TimeZone(identifier: name) else { return nil }
            zones[name] = made
            zone = made
        }
        let seconds = zone.secondsFromGMT(for: utc)
        offsetCache[name] = (quarter, seconds)
        lastOffset = (name, quarter, seconds)
        return seconds
    }
}
