import BorderLogPhotoLibrary
import BorderLogPhotos

/// Which of the files found in folders a scan takes, judged by name alone (files named directly are always taken).
public struct FileSelection: Sendable {
    /// Whether to take a file of this name (bytes, no folder).
    public let accepts: @Sendable (UnsafeBufferPointer<UInt8>) -> Bool
    /// Whether a folder of this name is taken whole, as one input, rather than walked (a Photos library, whose
    /// files are read from its database).
    public let takesWhole: @Sendable (String) -> Bool

    public init(
        accepts: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Bool, takesWhole: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        self.accepts = accepts
        self.takesWhole = takesWhole
    }

    /// Files whose extension is one of `extensions` (lower case, no dot), in any case.
    public init(extensions: Set<String>) {
        let keys = Set(extensions.map { Array($0.utf8) })
        self.init { name in
            guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
            return keys.contains(name[(dot + 1)...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
        }
    }

    /// Photos and videos, by the extensions the photo reader knows.
    public static let media = FileSelection(accepts: MediaContainer.isCandidate(name:))
    /// Zip archives, by name; what a file holds is decided by its content (`ZipArchive.isArchive`).
    public static let archives = FileSelection(extensions: ["zip"])
    /// What a photo import reads: photos and videos, zip archives of them (a Google Photos Takeout), and Photos
    /// libraries, taken whole.
    public static let photos = FileSelection(accepts: { media.accepts($0) || archives.accepts($0) }, takesWhole: PhotoLibrary.isPackage(name:))
    /// iCalendar files, Apple Wallet passes, files of boarding-pass barcodes (`.bcbp`), and PDFs and PNG or JPEG
    /// images of boarding passes. Text files of barcodes with other names are read when named directly.
    public static let calendars = FileSelection(extensions: ["ics", "ical", "icalendar", "ifb", "pkpass", "bcbp", "pdf", "png", "jpg", "jpeg"])
    /// Flight logbooks: CSV, text and JSON exports, recognised by content (`LogbookFormat.detect`).
    public static let logbooks = FileSelection(extensions: ["csv", "txt", "json"])
    /// Every file: location exports are recognised by content, not by name.
    public static let everything = FileSelection { _ in true }
    /// Every file but Thunderbird's `.msf` summaries: mailboxes are recognised by content (`MailFormat.sniff`),
    /// since Thunderbird's and mutt's mbox files and Maildir messages have no extension. A Maildir's `tmp/` is
    /// left out by the sniff, which sees the folder.
    public static let mail = FileSelection { !thunderbirdSummaries.accepts($0) }
    private static let thunderbirdSummaries = FileSelection(extensions: ["msf"])
}
