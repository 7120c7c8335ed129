import BorderLogArchive
import BorderLogModel

/// Where a photo or video (or its Takeout sidecar) is: a file, or a member of a zip archive (a Google Takeout).
public enum MediaLocation: Sendable, Hashable {
    case file(String)
    case member(archive: String, ZipArchive.Member)

    /// The path people read and the store records: the file's, or `archive.zip!/Takeout/Google Photos/…/IMG_1.jpg`
    /// for a member, as location imports name the members they read.
    public var path: String {
        switch self {
        case .file(let path): path
        case .member(let archive, let member): SourcePath.member(member.path, of: archive)
        }
    }

    /// The file or member name alone (a sidecar's, in a warning).
    var name: String {
        switch self {
        case .file(let path): path.split(separator: "/").last.map(String.init) ?? path
        case .member(_, let member): member.name
        }
    }
}
