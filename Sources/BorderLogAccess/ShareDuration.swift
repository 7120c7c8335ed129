import Foundation

/// How long a share link lasts, as `--expires` writes it: a whole number and a unit, `s`, `m`, `h` or `d` (14d).
public struct ShareDuration: Sendable, Equatable, CustomStringConvertible {
    public let seconds: TimeInterval
    public let description: String
    /// A year at most: a link is for a season with an adviser, not for ever.
    public static let maximum: TimeInterval = 366 * 86_400

    public init(parsing text: String) throws(AccessError) {
        guard let unit = text.last, let count = Int(text.dropLast()), count > 0, text.dropLast().allSatisfy(\.isASCII) else {
            throw .invalidDuration(text)
        }
        let scale: TimeInterval
        switch unit {
        case "s": scale = 1
        case "m": scale = 60
        case "h": scale = 3_600
        case "d": scale = 86_400
        default: throw .invalidDuration(text)
        }
        guard TimeInterval(count) * scale <= Self.maximum else { throw .invalidDuration(text) }
        seconds = TimeInterval(count) * scale
        description = text
    }
}
