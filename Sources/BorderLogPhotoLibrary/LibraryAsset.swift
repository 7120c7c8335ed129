import BorderLogModel
import Foundation

/// One picture or video as a Photos library's database records it: where and when it was taken, whether or not its
/// original is on this disk (many live only in iCloud).
public struct LibraryAsset: Sendable, Equatable {
    public enum Kind: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// Photos' own identifier, stable across copies of the library.
    public var uuid: String
    public var kind: Kind = .photo
    /// The capture instant (`ZDATECREATED`, seconds since 2001-01-01 UTC), nil when the column is empty.
    public var created: Date?
    /// Signed decimal degrees; nil when the library has no location (it writes −180 for none).
    public var latitude: Double?
    public var longitude: Double?
    /// Horizontal accuracy in metres, where the schema records it (Photos 9 on).
    public var accuracy: Double?
    /// Seconds east of UTC at the capture, as Photos recorded it.
    public var timeZoneOffset: Int?
    /// A zone name: an IANA identifier (`Australia/Adelaide`) or a fixed offset (`GMT-0400`).
    public var timeZoneName: String?
    /// The file name the photo was imported or taken with (`IMG_1994.JPG`), and its size in bytes.
    public var originalFilename: String?
    public var originalFileSize: Int64?
    /// Hidden from the main views; still taken where it says.
    public var hidden = false
}

extension LibraryAsset {
    /// What an asset and a photo file exported from it (or copied from its original) share: the original's file name
    /// and size. Photos' database holds no EXIF, so this is as close to the file's content as it can come.
    public struct ExportKey: Hashable, Sendable {
        public let name: String
        public let size: Int64

        public init(name: some StringProtocol, size: Int64) {
            self.name = name.lowercased()
            self.size = size
        }
    }

    /// Nil when the database has no original name or size for the asset.
    public var exportKey: ExportKey? {
        guard let originalFilename, let originalFileSize, originalFileSize > 0 else { return nil }
        return ExportKey(name: originalFilename, size: originalFileSize)
    }

    /// A fingerprint of everything its signal is made of: a changed location, date or zone changes it.
    public var fingerprint: String {
        var fingerprint = Fingerprint()
        let fields: [String?] = [
            uuid, String(kind.rawValue), created.map { String($0.timeIntervalSinceReferenceDate) }, latitude.map { String($0) },
            longitude.map { String($0) }, accuracy.map { String($0) }, timeZoneOffset.map { String($0) }, timeZoneName,
            originalFilename, originalFileSize.map { String($0) }, hidden ? "hidden" : nil,
        ]
        for field in fields { fingerprint.combine((field ?? "") + "\u{1F}") }
        return fingerprint.hex
    }
}
