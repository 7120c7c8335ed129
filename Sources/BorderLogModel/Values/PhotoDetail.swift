/// Where a photo signal's date and place came from, and what the file says of itself: what `explain` and
/// `photos --dry-run` show. Stored in the signal's detail under `keys`; `init(storedDetail:)` and `storedDetail` are
/// the one place they are spelled.
public struct PhotoDetail: Sendable, Equatable {
    /// Which of the file's dates became the signal's time.
    public enum DateSource: String, Sendable, CaseIterable {
        case original
        case digitized
        case iptc
        case xmp
        case quicktime
        case gps
        case video
        /// A Google Photos Takeout sidecar's `photoTakenTime`.
        case takeout
        /// An Apple Photos library's database.
        case library
    }

    /// Where the place came from when not from the file itself.
    public enum PlaceSource: String, Sendable, CaseIterable {
        case takeout
        case library
    }

    /// The file's container (`jpeg`, `heif`, …), or `photos-library` for an asset of an Apple Photos library.
    public var container: String?
    public var make: String?
    public var model: String?
    /// Metres above sea level as the file states it, to the centimetre (`412.30`).
    public var altitude: String?
    /// The GPS clock's instant (RFC 3339, UTC), as read.
    public var gpsTime: String?
    /// The UTC offset the file states for its date (`+02:00`), as written.
    public var offset: String?
    public var subsec: String?
    public var dateSource: DateSource?
    /// nil: the file's own GPS, when it has a place.
    public var placeSource: PlaceSource?
    /// Seconds the camera's clock was off the GPS clock, when that moved the day; with the camera's own wall time.
    public var clockSkew: Int?
    public var cameraTime: String?
    /// The day is the UTC date: neither the file nor its place gives a zone.
    public var dayInUTC: Bool
    /// An asset's original file name in a Photos library.
    public var originalName: String?
    public var isVideo: Bool
    public var isHidden: Bool

    public init(
        container: String? = nil, make: String? = nil, model: String? = nil, altitude: String? = nil, gpsTime: String? = nil,
        offset: String? = nil, subsec: String? = nil, dateSource: DateSource? = nil, placeSource: PlaceSource? = nil,
        clockSkew: Int? = nil, cameraTime: String? = nil, dayInUTC: Bool = false, originalName: String? = nil, isVideo: Bool = false,
        isHidden: Bool = false
    ) {
        self.container = container
        self.make = make
        self.model = model
        self.altitude = altitude
        self.gpsTime = gpsTime
        self.offset = offset
        self.subsec = subsec
        self.dateSource = dateSource
        self.placeSource = placeSource
        self.clockSkew = clockSkew
        self.cameraTime = cameraTime
        self.dayInUTC = dayInUTC
        self.originalName = originalName
        self.isVideo = isVideo
        self.isHidden = isHidden
    }

    public static let keys: Set<String> = [
        "container", "make", "model", "altitude", "gpsTime", "offset", "subsec", "dateSource", "placeSource", "clockSkew",
        "cameraTime", "dayBasis", "originalName", "media", "hidden",
    ]

    public init(storedDetail fields: [String: String]) {
        self.init(
            container: fields["container"], make: fields["make"], model: fields["model"], altitude: fields["altitude"],
            gpsTime: fields["gpsTime"], offset: fields["offset"], subsec: fields["subsec"],
            dateSource: fields["dateSource"].flatMap(DateSource.init(rawValue:)),
            placeSource: fields["placeSource"].flatMap(PlaceSource.init(rawValue:)), clockSkew: fields["clockSkew"].flatMap { Int($0) },
            cameraTime: fields["cameraTime"], dayInUTC: fields["dayBasis"] == "utc", originalName: fields["originalName"],
            isVideo: fields["media"] == "video", isHidden: fields["hidden"] == "true")
    }

    public var storedDetail: [String: String] {
        var fields: [String: String] = [:]
        fields["container"] = container
        fields["make"] = make
        fields["model"] = model
        fields["altitude"] = altitude
        fields["gpsTime"] = gpsTime
        fields["offset"] = offset
        fields["subsec"] = subsec
        fields["dateSource"] = dateSource?.rawValue
        fields["placeSource"] = placeSource?.rawValue
        fields["clockSkew"] = clockSkew.map { String($0) }
        fields["cameraTime"] = cameraTime
        if dayInUTC { fields["dayBasis"] = "utc" }
        fields["originalName"] = originalName
        if isVideo { fields["media"] = "video" }
        if isHidden { fields["hidden"] = "true" }
        return fields
    }

    /// What `explain` says of where the signal's place and time came from, when not the file itself: "GPS and time
    /// from Google Photos sidecar", "Photos library: IMG_1994.JPG, hidden"; nil for a photo read from its own file.
    public var provenance: String? {
        if container == Self.libraryContainer {
            let parts = [originalName, isVideo ? "video" : nil, isHidden ? "hidden" : nil].compactMap { $0 }
            return "Photos library" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
        }
        switch (placeSource == .takeout, dateSource == .takeout) {
        case (true, true): return "GPS and time from Google Photos sidecar"
        case (true, false): return "GPS from Google Photos sidecar"
        case (false, true): return "time from Google Photos sidecar"
        case (false, false): return nil
        }
    }

    /// The container of an Apple Photos library's asset.
    public static let libraryContainer = "photos-library"
}
