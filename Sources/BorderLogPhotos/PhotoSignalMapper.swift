import BorderLogGeo
import BorderLogModel
import BorderLogSettings
import Foundation

/// Turns what a file says into a photo signal, following docs/ledger.md, "Days", and rejects implausible values.
///
/// - The day is the wall-clock date of `DateTimeOriginal` (the local date where the photo was made).
/// - The instant is exact with `OffsetTimeOriginal` (never `OffsetTime`, the edit time) or a GPS date and time (UTC);
///   otherwise it comes from the wall time and the zone at the coordinate, when the resolver knows it.
/// - GPS 0,0 and out-of-range positions are dropped (the date is kept); placeholder, impossible and future dates are
///   not used, and a file left without any usable date is rejected.
/// - A Google Photos Takeout sidecar fills what the file lacks, as ``TakeoutSidecarRule`` says.
public struct PhotoSignalMapper: Sendable {
    /// A mapped photo and the values that were dropped from it, each with its reason.
    public struct Mapped: Sendable, Equatable {
        public var signal: Signal
        public var warnings: [String]
        /// The file's GPS position was a placeholder or out of range, so the photo has no place.
        public var droppedPlace = false
        /// What a Takeout sidecar did for the photo.
        public var sidecar = SidecarUse()
    }

    /// What a Takeout sidecar did for one photo.
    public struct SidecarUse: Sendable, Equatable {
        /// A sidecar was found and read.
        public var read = false
        /// It could not be read or parsed; the photo was mapped without it.
        public var broken = false
        /// It gave the photo's place or time.
        public var filled = false
        /// Its place or time disagreed with the file's beyond tolerance (the file's was kept).
        public var conflicts = 0

        public init() {}
    }

    /// A camera clock left on another zone's time is off by more than an hour and at most 15 hours (zone
    /// offsets span UTC−12…+14). Outside that range the two clocks disagree for another reason — a GPS block
    /// copied from another photo, a date set wrong by days — and the camera's own date is kept.
    static let clockSkewRange: ClosedRange<TimeInterval> = 3600.5...(15 * 3600)

    public let today: LocalDay
    public let resolve: (@Sendable (Coordinate) -> GeoResolution?)?

    public init(today: LocalDay = .today(), resolve: (@Sendable (Coordinate) -> GeoResolution?)? = nil) {
        self.today = today
        self.resolve = resolve
    }

    /// Maps what a file says, with what its Takeout sidecar says where the file is silent.
    public func map(_ metadata: PhotoMetadata, sidecar: TakeoutSidecar? = nil, identity: String) throws(PhotoReadError) -> Mapped {
        var warnings = metadata.warnings
        var use = SidecarUse()
        use.read = sidecar != nil
        var droppedPlace = false
        var detail = PhotoDetail(container: metadata.container.rawValue, make: metadata.make, model: metadata.model)
        if let altitude = metadata.altitude, altitude.isFinite { detail.altitude = String(format: "%.2f", altitude) }

        // MARK: Place
        var coordinate: Coordinate?
        if let latitude = metadata.latitude, let longitude = metadata.longitude {
            if latitude == 0 && longitude == 0 {
                warnings.append("GPS 0,0 is a placeholder, not a place; kept the date without a place")
                droppedPlace = true
            } else if let point = Coordinate(latitude: latitude, longitude: longitude) {
                coordinate = point
            } else {
                warnings.append("GPS \(latitude),\(longitude) is out of range; kept the date without a place")
                droppedPlace = true
            }
        }
        if let sidecar, let position = sidecar.position {
            if let point = Coordinate(latitude: position.latitude, longitude: position.longitude) {
                if let coordinate {
                    if let conflict = TakeoutSidecarRule.placeConflict(file: coordinate, sidecar: point, name: sidecar.name) {
                        warnings.append(conflict)
                        use.conflicts += 1
                    }
                } else {
                    coordinate = point
                    detail.placeSource = .takeout
                    if detail.altitude == nil, let altitude = position.altitude, altitude.isFinite {
                        detail.altitude = String(format: "%.2f", altitude)
                    }
                    use.filled = true
                }
            } else {
                warnings.append("sidecar \(sidecar.name): GPS \(position.latitude),\(position.longitude) is out of range; ignored")
            }
        }
        let place = coordinate.flatMap { resolve?($0) }
        let zone = place?.timeZone.flatMap(TimeZone.init(identifier:))

        // MARK: Time
        let gpsInstant = gpsInstant(metadata, warnings: &warnings)
        if let gpsInstant { detail.gpsTime = RFC3339.utc(gpsInstant) }
        var rejections: [String] = []
        var chosen: (utc: Date?, local: WallTime?, day: LocalDay)?

        let walls: [(name: String, source: PhotoDetail.DateSource, value: String?, offset: String?)] = [
            ("DateTimeOriginal", .original, metadata.dateTimeOriginal, metadata.offsetTimeOriginal),
            ("CreateDate", .digitized, metadata.dateTimeDigitized, metadata.offsetTimeDigitized),
            ("IPTC DateCreated", .iptc, metadata.iptcDateCreated, metadata.iptcOffset),
            ("XMP date", .xmp, metadata.xmpDateTime, metadata.xmpOffset),
            ("QuickTime creation date", .quicktime, metadata.creationDate.map { String($0.prefix(19)) },
             metadata.creationDate.map { String($0.dropFirst(19)) }),
        ]
        for (name, source, value, offsetText) in walls {
            guard let value else { continue }
            switch ExifDateTime.parse(value) {
            case .failure(let reason):
                rejections.append("\(name) '\(value)' \(reason)")
            case .success(let wall):
                if wall.day > today.adding(days: 1) {
                    rejections.append("\(name) '\(value)' is in the future")
                    continue
                }
                var utc: Date?
                var cameraInstant = zone.map { wall.instant(in: $0) }
                if let offsetText, let offset = ExifDateTime.offsetSeconds(offsetText) {
                    utc = wall.instant(offsetSeconds: offset)
                    cameraInstant = utc
                    detail.offset = offsetText.trimmingCharacters(in: .whitespaces)
                } else if let gpsInstant {
                    utc = gpsInstant
                } else if let zone {
                    utc = wall.instant(in: zone)
                }
                if source == .original, let subsec = metadata.subSecTimeOriginal { detail.subsec = subsec }
                detail.dateSource = source
                chosen = (utc, wall, wall.day)
                // A camera clock hours off (never set to the trip's zone) disagrees with the satellites'
                // UTC; the GPS time at the photo's place then gives the true local day.
                if let gpsInstant, let zone, let cameraInstant,
                   PhotoSignalMapper.clockSkewRange.contains(abs(gpsInstant.timeIntervalSince(cameraInstant))) {
                    let gpsWall = WallTime(instant: gpsInstant, in: zone)
                    detail.clockSkew = Int(gpsInstant.timeIntervalSince(cameraInstant))
                    detail.cameraTime = wall.description
                    chosen = (gpsInstant, gpsWall, gpsWall.day)
                }
            }
            if chosen != nil { break }
        }
        if chosen == nil {
            let instants: [(String, PhotoDetail.DateSource, Date?)] = [
                ("GPS date and time", .gps, gpsInstant), ("video creation time", .video, metadata.creationInstant),
                ("Google Photos sidecar photoTakenTime", .takeout, sidecar?.taken),
            ]
            for (name, source, instant) in instants {
                guard let instant else { continue }
                let day = LocalDay(instant: instant, in: zone ?? TimeZone(identifier: "UTC")!)
                if day > today.adding(days: 1) || day.year < 1900 {
                    rejections.append("\(name) \(RFC3339.utc(instant)) is not plausible")
                    continue
                }
                detail.dateSource = source
                if source == .takeout { use.filled = true }
                if zone == nil { detail.dayInUTC = true }
                chosen = (instant, zone.map { WallTime(instant: instant, in: $0) }, day)
                break
            }
        }
        guard let chosen else {
            if let first = rejections.first { throw .implausibleDate(first) }
            throw .noDate("no DateTimeOriginal, CreateDate or GPS date and time")
        }
        if !rejections.isEmpty { warnings += rejections.map { "\($0); used the next date instead" } }
        if let sidecar, let taken = sidecar.taken, detail.dateSource != .takeout,
           let conflict = TakeoutSidecarRule.timeConflict(fileInstant: chosen.utc, fileWall: chosen.local, sidecar: taken, name: sidecar.name) {
            warnings.append(conflict)
            use.conflicts += 1
        }

        let signal = Signal(
            kind: .photo, identity: identity, utc: chosen.utc, local: chosen.local, day: chosen.day, timeZone: place?.timeZone,
            coordinate: coordinate, accuracy: nil, country: place?.country, nearBorder: place?.nearBorder, region: place?.region, nearbyRegion: place?.nearbyRegion,
            detail: SignalDetail(photo: detail))
        return Mapped(signal: signal, warnings: warnings, droppedPlace: droppedPlace, sidecar: use)
    }

    /// GPS date and time as an instant, when both are present and plausible.
    private func gpsInstant(_ metadata: PhotoMetadata, warnings: inout [String]) -> Date? {
        guard let date = metadata.gpsDate, let time = metadata.gpsTime else { return nil }
        guard case .success(let wall) = ExifDateTime.parse(date + " " + time.prefix(8)), wall.day <= today.adding(days: 1) else {
            warnings.append("GPS date and time '\(date) \(time)' is not plausible; ignored")
            return nil
        }
        return wall.instant(offsetSeconds: 0)
    }
}
