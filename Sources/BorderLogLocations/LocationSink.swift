import BorderLogModel
import Foundation

/// Where readers deliver what they find: points, points without a time, and problems.
///
/// Readers never abort a file for a broken record; they report it here and go on.
public final class LocationSink {
    public let path: String
    /// What was seen, in one struct so that each point updates it with one access, not eight:
    /// a class's stored properties are checked for exclusive access on every write.
    private var tally = Tally()
    public var points: Int { tally.points }
    public var timestamped: Int { tally.timestamped }
    public var untimed: Int { tally.untimed }
    public var firstUTC: Date? { tally.firstUTC }
    public var lastUTC: Date? { tally.lastUTC }
    public var minUTC: Date? { tally.minUTC }
    public var maxUTC: Date? { tally.maxUTC }
    public private(set) var issues: [InputIssue] = []
    /// Countries without a position (`CountryPoint`), kept here: an export holds a few, never millions.
    public private(set) var countryPoints: [CountryPoint] = []
    /// Country points beyond this many are rejected, so a hostile file cannot fill memory with them.
    public static let countryPointLimit = 100_000
    /// Problems beyond this many are counted but not kept, so a file of garbage stays small in memory.
    public var issueLimit = 200
    public private(set) var issueCount = 0
    private let onPoint: (LocationPoint) -> Void

    public init(path: String, onPoint: @escaping (LocationPoint) -> Void) {
        self.path = path
        self.onPoint = onPoint
    }

    /// A point with or without a time; only timestamped points reach the callback.
    public func point(_ point: LocationPoint) {
        tally.count(point.utc)
        if point.utc != nil { onPoint(point) }
    }

    /// A country at an instant without a position; counted as a timestamped point.
    public func countryPoint(_ point: CountryPoint, at place: String) {
        guard countryPoints.count < Self.countryPointLimit else {
            return reject(at: place, "more than \(Self.countryPointLimit) places without a position in one file; the rest are skipped")
        }
        tally.count(point.utc)
        countryPoints.append(point)
    }

    private struct Tally {
        var points = 0, timestamped = 0, untimed = 0
        var firstUTC: Date?, lastUTC: Date?, minUTC: Date?, maxUTC: Date?

        mutating func count(_ utc: Date?) {
            points += 1
            guard let utc else {
                untimed += 1
                return
            }
            timestamped += 1
            if firstUTC == nil { firstUTC = utc }
            lastUTC = utc
            if minUTC.map({ utc < $0 }) ?? true { minUTC = utc }
            if maxUTC.map({ utc > $0 }) ?? true { maxUTC = utc }
        }
    }

    /// A record that could not be read. `where` names the record (`locations[12]`, `line 40`).
    public func reject(line: Int? = nil, at place: String? = nil, _ message: String) {
        issueCount += 1
        guard issues.count < issueLimit else { return }
        issues.append(InputIssue(.error, path: path, line: line, field: place, message: message))
    }

    /// The coordinate of a record, or nil with the record rejected as out of range: the check every reader makes.
    public func coordinate(_ latitude: Double, _ longitude: Double, line: Int? = nil, at place: String? = nil) -> Coordinate? {
        switch Coordinate.checked(latitude: latitude, longitude: longitude) {
        case .success(let coordinate): return coordinate
        case .failure(let outOfRange):
            reject(line: line, at: place, outOfRange.description)
            return nil
        }
    }

    /// Something worth saying that is not a rejected record.
    public func warn(line: Int? = nil, at place: String? = nil, _ message: String) {
        guard issues.count < issueLimit else { return }
        issues.append(InputIssue(.warning, path: path, line: line, field: place, message: message))
    }

    public var rejected: Int { issueCount }
}
