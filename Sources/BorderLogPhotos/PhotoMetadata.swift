import Foundation

/// What a photo or video file says about when and where it was made, exactly as written (before any
/// plausibility check). Readers fill it; ``PhotoSignalMapper`` turns it into a signal.
public struct PhotoMetadata: Sendable, Equatable {
    public var container: MediaContainer
    /// Signed decimal degrees after applying the N/S and E/W references.
    public var latitude: Double?
    public var longitude: Double?
    /// Metres; negative below sea level.
    public var altitude: Double?
    /// `YYYY:MM:DD HH:MM:SS` local wall time, as in EXIF `DateTimeOriginal`.
    public var dateTimeOriginal: String?
    public var subSecTimeOriginal: String?
    /// `±HH:MM`, the offset of `DateTimeOriginal` from UTC.
    public var offsetTimeOriginal: String?
    /// `DateTimeDigitized` (`CreateDate`), used when `DateTimeOriginal` is absent.
    public var dateTimeDigitized: String?
    public var offsetTimeDigitized: String?
    /// `YYYY:MM:DD` (UTC).
    public var gpsDate: String?
    /// `HH:MM:SS[.fff]` (UTC).
    public var gpsTime: String?
    public var make: String?
    public var model: String?
    /// IPTC `DateCreated` and `TimeCreated` as `YYYY:MM:DD HH:MM:SS` (only when both are present), used after the EXIF dates.
    public var iptcDateCreated: String?
    /// `±HH:MM` from IPTC `TimeCreated`.
    public var iptcOffset: String?
    /// The XMP packet's date (`exif:DateTimeOriginal`, else `xmp:CreateDate`, else `photoshop:DateCreated`) as
    /// `YYYY-MM-DDTHH:MM:SS`, read only when neither EXIF nor IPTC dates the photo; used after them.
    public var xmpDateTime: String?
    /// `±HH:MM` or `Z`, the offset written with the XMP date.
    public var xmpOffset: String?
    /// Video creation instant (QuickTime `mvhd`, UTC).
    public var creationInstant: Date?
    /// Video creation wall time and its offset when known, `YYYY-MM-DDTHH:MM:SS` then `±HHMM`, `±HH:MM` or `Z`: the
    /// date ``VideoEvidence`` chose (`com.apple.quicktime.creationdate`, a `udta` `date` or `©day`).
    public var creationDate: String?
    /// What the reader found but did not use, and where the file's own sources disagree, each a sentence; the
    /// mapper reports them with its own warnings.
    public var warnings: [String] = []

    public init(container: MediaContainer) {
        self.container = container
    }
}
