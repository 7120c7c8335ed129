import BorderLogModel
import Foundation

/// Everything a MOV/MP4/3GP file says about where and when it was recorded, gathered from all its boxes by
/// ``QuickTimeMetadata``, and the one rule that picks among them when there are several.
///
/// Precedence (``positionOrder`` and ``dateOrder``):
/// - Position: the ISO 6709 text of the `com.apple.quicktime.location.ISO6709` key (iPhones; with altitude) or of
///   `©xyz` in `moov/udta` (Android's MediaMuxer and MediaRecorder, older iPhones, Google Photos), whichever is written
///   with the finer ``Position/resolution`` (more decimals: an editor may copy the phone's `+37.3317-122.0307/` as
///   `+37.33-122.03/`), the key when both are as fine; then 3GPP `loci` in `moov/udta`, then `loci` in a track's
///   `udta` (3GP phones, some editors). A `loci` counts only as a shooting location on Earth.
/// - Date: the `com.apple.quicktime.creationdate` key (wall time and offset), then `date` in `udta` (ISO 8601; Samsung
///   and other Android phones), then `©day` in `udta` when it holds a full date and time. The `mvhd` creation time
///   (UTC) is always kept: the mapper uses it when no wall time dates the file. The 3GPP `yrrc` recording year is
///   never a date on its own (a year is no day); it is only checked against the chosen date.
///
/// The phone writes the key and `©xyz` from its own fix when it records; a `loci` or `©day` is as often an editor's
/// label. A source that disagrees with the chosen one by more than ``positionTolerance`` or ``timeTolerance`` is
/// named in a warning: the chosen value still wins, but the disagreement is never silent. A box that cannot be read
/// is ignored with a warning too, so that a broken `loci` does not cost the file its date.
struct VideoEvidence {
    enum Source: CustomStringConvertible {
        case appleLocation, appleCreationDate, xyz, loci, trackLoci, date, day, movieHeader, recordingYear

        var description: String {
            switch self {
            case .appleLocation: "'com.apple.quicktime.location.ISO6709'"
            case .appleCreationDate: "'com.apple.quicktime.creationdate'"
            case .xyz: "udta '©xyz'"
            case .loci: "udta 'loci'"
            case .trackLoci: "track udta 'loci'"
            case .date: "udta 'date'"
            case .day: "udta '©day'"
            case .movieHeader: "'mvhd' creation time"
            case .recordingYear: "udta 'yrrc'"
            }
        }
    }

    /// Groups in order; within a group the finest position wins, the first of the group when they are as fine.
    static let positionOrder: [[Source]] = [[.appleLocation, .xyz], [.loci], [.trackLoci]]
    static let dateOrder: [Source] = [.appleCreationDate, .date, .day]

    /// About a kilometre: ISO 6709 text with four decimals and 16.16 fixed point both hold far finer positions.
    static let positionTolerance = 0.01
    /// A long recording: `mvhd` may hold the time the recording ended or the file was written.
    static let timeTolerance: TimeInterval = 3 * 3600
    /// A wall time without an offset may be in any zone (UTC−12…+14).
    static let unknownOffsetSlack: TimeInterval = 14 * 3600

    struct Position {
        var latitude: Double
        var longitude: Double
        var altitude: Double?
        /// The smallest step, in degrees, the source wrote the coarser of the two coordinates to: 0.0001 for
        /// `+37.3317-122.0307/`, 1/65536 for 16.16 fixed point.
        var resolution: Double
    }

    struct DateText {
        /// `YYYY-MM-DDTHH:MM:SS`.
        var wall: String
        /// `±HH:MM`, `±HHMM` or `Z`.
        var offset: String?
        var time: WallTime
    }

    private(set) var positions: [(source: Source, position: Position)] = []
    private(set) var dates: [(source: Source, date: DateText)] = []
    var movieHeader: Date?
    var recordingYear: Int?
    private(set) var warnings: [String] = []

    /// Notes a position; the first of each source counts.
    mutating func add(_ source: Source, _ position: Position) {
        guard !positions.contains(where: { $0.source == source }) else { return }
        positions.append((source, position))
    }

    /// Notes a date written as ISO 8601 text; text that is not a date and time is ignored with a warning.
    mutating func add(_ source: Source, dateText text: String) {
        guard !dates.contains(where: { $0.source == source }) else { return }
        guard let (wall, offset) = ExifDateTime.iso8601(text), case .success(let time) = ExifDateTime.parse(wall) else {
            warnings.append("\(source) '\(text.prefix(40))' is not a date and time; ignored")
            return
        }
        dates.append((source, DateText(wall: wall, offset: offset, time: time)))
    }

    /// Notes a box that could not be read.
    mutating func ignore(_ source: Source, because error: PhotoReadError) {
        warnings.append("\(source) ignored: \(error)")
    }

    mutating func ignore(_ source: Source, reason: String) {
        warnings.append("\(source) ignored: \(reason)")
    }

    /// Writes the chosen position and date into `metadata`, and a warning for every source that disagrees with them.
    func apply(to metadata: inout PhotoMetadata) {
        var warnings = warnings
        applyPosition(to: &metadata, warnings: &warnings)
        applyDate(to: &metadata, warnings: &warnings)
        metadata.warnings += warnings
    }

    private func applyPosition(to metadata: inout PhotoMetadata, warnings: inout [String]) {
        let groups = Self.positionOrder.lazy.map { group in group.compactMap { source in self.positions.first { $0.source == source } } }
        guard let chosen = groups.compactMap({ $0.min { $0.position.resolution < $1.position.resolution } }).first else { return }
        metadata.latitude = chosen.position.latitude
        metadata.longitude = chosen.position.longitude
        metadata.altitude = chosen.position.altitude ?? metadata.altitude
        for other in positions where other.source != chosen.source {
            let (a, b) = (chosen.position, other.position)
            guard abs(a.latitude - b.latitude) > Self.positionTolerance || abs(a.longitude - b.longitude) > Self.positionTolerance else { continue }
            warnings.append("\(other.source) places the recording at \(Self.format(b)), \(chosen.source) at \(Self.format(a)); used \(chosen.source)")
        }
    }

    private func applyDate(to metadata: inout PhotoMetadata, warnings: inout [String]) {
        metadata.creationInstant = movieHeader
        // What the others are compared with: the chosen wall time, else the movie header.
        let reference: (source: Source, instant: Date, slack: TimeInterval, text: String)
        if let chosen = Self.dateOrder.lazy.compactMap({ source in self.dates.first { $0.source == source } }).first {
            let text = chosen.date.wall + (chosen.date.offset ?? "")
            metadata.creationDate = text
            let (instant, slack) = Self.instant(chosen.date)
            reference = (chosen.source, instant, slack, text)
        } else if let movieHeader {
            reference = (.movieHeader, movieHeader, 0, RFC3339.utc(movieHeader))
        } else {
            return
        }
        var others = dates.filter { $0.source != reference.source }.map { ($0.source, Self.instant($0.date), $0.date.wall + ($0.date.offset ?? "")) }
        if let movieHeader, reference.source != .movieHeader { others.append((.movieHeader, (movieHeader, 0), RFC3339.utc(movieHeader))) }
        for (source, (instant, slack), text) in others
        where abs(instant.timeIntervalSince(reference.instant)) > Self.timeTolerance + slack + reference.slack {
            warnings.append("\(source) dates the recording \(text), \(reference.source) \(reference.text); used \(reference.source)")
        }
        if let year = recordingYear {
            let span = Self.unknownOffsetSlack + reference.slack
            let years = Set([-span, span].map { LocalDay(instant: reference.instant.addingTimeInterval($0), in: Self.utc).year })
            if !years.contains(year) {
                warnings.append("\(Source.recordingYear) gives the year \(year), \(reference.source) \(reference.text); used \(reference.source)")
            }
        }
    }

    /// The instant of a wall time, and how far off it may be: exact with an offset, within a day's zones without.
    private static func instant(_ date: DateText) -> (Date, TimeInterval) {
        if let offset = date.offset.flatMap(ExifDateTime.offsetSeconds) { return (date.time.instant(offsetSeconds: offset), 0) }
        return (date.time.instant(offsetSeconds: 0), unknownOffsetSlack)
    }

    private static let utc = TimeZone(identifier: "UTC")!

    private static func format(_ position: Position) -> String {
        String(format: "%.5f,%.5f", position.latitude, position.longitude)
    }
}
