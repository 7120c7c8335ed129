import BorderLogSettings
import Foundation

/// Accounts, grants or share links could not be read or changed.
public enum AccessError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case noAccount(PersonName)
    case passwordTooShort(minimum: Int)
    case passwordsDiffer
    case unknownShare(Int64)
    case invalidDuration(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot use the people's access file \(path): \(reason). Check the data home's permissions."
        case .noAccount(let name):
            "\(name) has no password yet: set one with `borderlog people passwd \(name)`."
        case .passwordTooShort(let minimum):
            "the password is shorter than \(minimum) characters; choose a longer one."
        case .passwordsDiffer:
            "the two passwords differ; nothing was changed."
        case .unknownShare(let id):
            "no share link #\(id) (`borderlog share list`)."
        case .invalidDuration(let text):
            "\"\(text)\" is not a duration: a whole number followed by s, m, h or d (30m, 12h, 14d)."
        }
    }
}
