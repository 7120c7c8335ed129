import BorderLogGeo
import BorderLogModel
import BorderLogSettings
import Foundation

/// Turns a library asset into a photo signal, as ``PhotoSignalMapper`` does for a file (docs/ledger.md, "Days";
/// docs/evidence/photos.md, "Apple Photos libraries").
///
/// - The instant is `ZDATECREATED`, exact. The day and wall time are those of the offset Photos recorded, else of its
///   zone name, else of the zone at the asset's place; with none of them the day is the UTC date (`dayBasis` `utc`).
/// - A location of 0,0 or out of range is dropped and the date kept; an asset with no date or an implausible one
///   (before 1900, after tomorrow) is rejected.
/// - The identity is Photos' UUID, so two copies of one library (a backup and the live one) count once.
public struct LibraryAssetMapper: Sendable {
    /// A mapped asset and the values dropped from it, each with its reason.
    public struct Mapped: Sendable, Equatable {
        public var signal: Signal
        public var warnings: [String]
    }

    public let today: LocalDay
    public let resolve: (@Sendable (Coordinate) -> GeoResolution?)?

    public init(today: LocalDay = .today(), resolve: (@Sendable (Coordinate) -> GeoResolution?)? = nil) {
        self.today = today
        self.resolve = resolve
    }

    /// The signal of `asset`, or the reason it has none.
    public func map(_ asset: LibraryAsset) -> Result<Mapped, LibraryAssetRejection> {
        guard let created = asset.created else { return .failure(LibraryAssetRejection(reason: "no creation date")) }
        var warnings: [String] = []
        var detail = PhotoDetail(
            container: PhotoDetail.libraryContainer, dateSource: .library, originalName: asset.originalFilename, isVideo: asset.kind == .video,
            isHidden: asset.hidden)

        var coordinate: Coordinate?
        if let latitude = asset.latitude, let longitude = asset.longitude {
            if latitude == 0 && longitude == 0 {
                warnings.append("location 0,0 is a placeholder, not a place; kept the date without a place")
            } else if let point = Coordinate(latitude: latitude, longitude: longitude) {
                coordinate = point
                detail.placeSource = .library
            } else {
                warnings.append("location \(latitude),\(longitude) is out of range; kept the date without a place")
            }
        }
        let place = coordinate.flatMap { resolve?($0) }

        let zone = recordedZone(asset, at: created) ?? place?.timeZone.flatMap(TimeZone.init(identifier:))
        if let zone { detail.offset = Self.offsetText(zone.secondsFromGMT(for: created)) } else { detail.dayInUTC = true }
        let day = LocalDay(instant: created, in: zone ?? TimeZone(identifier: "UTC")!)
        guard day.year >= 1900, day <= today.adding(days: 1) else {
            return .failure(LibraryAssetRejection(reason: "creation date \(RFC3339.utc(created)) is not plausible"))
        }
        let signal = Signal(
            kind: .photo, identity: "photos-asset:" + asset.uuid, utc: created, local: zone.map { WallTime(instant: created, in: $0) },
            day: day, timeZone: place?.timeZone, coordinate: coordinate, accuracy: coordinate == nil ? nil : asset.accuracy,
            country: place?.country, nearBorder: place?.nearBorder, region: place?.region, nearbyRegion: place?.nearbyRegion, detail: SignalDetail(photo: detail))
        return .success(Mapped(signal: signal, warnings: warnings))
    }

    /// The zone Photos recorded at the capture: its offset in seconds, else its name (an IANA id, or `GMT-0400`).
    private func recordedZone(_ asset: LibraryAsset, at instant: Date) -> TimeZone? {
        if let offset = asset.timeZoneOffset, abs(offset) <= 18 * 3600, let zone = TimeZone(secondsFromGMT: offset) { return zone }
        guard let name = asset.timeZoneName else { return nil }
        if name.hasPrefix("GMT"), name.count == 8, let sign = name.dropFirst(3).first, sign == "+" || sign == "-",
           let hours = Int(name.dropFirst(4).prefix(2)), let minutes = Int(name.suffix(2)) {
            return TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
        }
        return TimeZone(identifier: name)
    }

    /// `+09:30`, `-04:00`: the spelling of EXIF's `OffsetTimeOriginal`, which file signals keep in the same detail.
    static func offsetText(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}

/// Why an asset gave no signal; printed after `LIBRARY!/UUID`.
public struct LibraryAssetRejection: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }

    public init(reason: String) {
        self.reason = reason
    }
}
