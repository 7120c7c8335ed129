/// Why a photo or video file gave no usable evidence. The description is the reason printed after the path.
public enum PhotoReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read (permissions, I/O error).
    case unreadable(String)
    /// The file ends before a structure it announces.
    case truncated(String)
    /// A structure is inconsistent (bad offsets, lengths, magic numbers).
    case corrupt(String)
    /// The content is not a format this reader knows, whatever its name says.
    case unrecognised(String)
    /// The file was read but holds no date to place it on a day.
    case noDate(String)
    /// The file holds no metadata block at all (a screenshot, a picture saved from a messaging app): only a Takeout
    /// sidecar can date it.
    case noMetadata(MediaContainer)
    /// Every date it holds is a placeholder or impossible.
    case implausibleDate(String)

    public var description: String {
        switch self {
        case .unreadable(let why): "unreadable: \(why)"
        case .truncated(let why): "truncated: \(why)"
        case .corrupt(let why): "corrupt: \(why)"
        case .unrecognised(let why): "not a photo or video: \(why)"
        case .noDate(let why): "no capture date: \(why)"
        case .noMetadata(let container): "no capture date: no EXIF metadata in this \(container.rawValue) file"
        case .implausibleDate(let why): "implausible date: \(why)"
        }
    }
}
