import BorderLogModel
import Foundation

/// How a Google Photos Takeout sidecar and the file's own metadata combine; the one place this is decided.
///
/// - **The file wins.** The sidecar fills only what the file lacks: the place when the file has no usable GPS
///   (none, 0,0 or out of range), the time when it has no usable date (none, or only placeholders and impossible
///   ones). A sidecar time is an exact instant, so its day is the local date where the photo was taken (the zone at
///   its place), or the UTC date when the place is unknown.
/// - **A disagreement is reported, not resolved.** When both have a value and they differ beyond tolerance, the
///   file's value is kept and the photo gets a warning (`sidecar NAME disagrees with EXIF: …`), counted by the import:
///   positions more than ``placeTolerance`` apart, or times more than ``timeTolerance`` apart.
/// - **Every borrowed value is marked** in the signal's detail (`placeSource` and `dateSource` are `takeout`), so
///   `explain` says "GPS from Google Photos sidecar".
public enum TakeoutSidecarRule {
    /// Google's place may be its own estimate from location history, off by a town; farther than this it is
    /// another place.
    public static let placeTolerance: Double = 50_000
    /// A file's wall time without an offset differs from the true instant by up to the widest zone offset
    /// (UTC+14), and Google's own time may come from that wall time read in the wrong zone: only a larger gap
    /// means the two speak of different moments.
    public static let timeTolerance: TimeInterval = 14 * 3600

    /// The warning when the file's position and the sidecar's are farther apart than ``placeTolerance``.
    static func placeConflict(file: Coordinate, sidecar: Coordinate, name: String) -> String? {
        let metres = file.metres(to: sidecar)
        guard metres > placeTolerance else { return nil }
        return "sidecar \(name) disagrees with EXIF: GPS \(shown(sidecar)) is \(Int(metres / 1000)) km from the file's "
            + "\(shown(file)); kept the file's"
    }

    /// The warning when the file's time and the sidecar's are farther apart than ``timeTolerance``. `fileInstant`
    /// is the file's instant when known; otherwise its wall time is compared as if it were UTC.
    static func timeConflict(fileInstant: Date?, fileWall: WallTime?, sidecar: Date, name: String) -> String? {
        guard let file = fileInstant ?? fileWall?.instant(offsetSeconds: 0) else { return nil }
        let gap = abs(sidecar.timeIntervalSince(file))
        guard gap > timeTolerance else { return nil }
        let shownFile = fileWall?.description ?? RFC3339.utc(file)
        let hours = Int((gap / 3600).rounded())
        let span = hours >= 48 ? "\(Int((gap / 86_400).rounded())) days" : "\(hours) hours"
        return "sidecar \(name) disagrees with EXIF: photoTakenTime \(RFC3339.utc(sidecar)) is \(span) from the file's "
            + "\(shownFile); kept the file's"
    }

    private static func shown(_ point: Coordinate) -> String {
        String(format: "%.5f,%.5f", point.latitude, point.longitude)
    }
}
