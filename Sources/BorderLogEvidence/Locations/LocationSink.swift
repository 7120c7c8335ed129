import BorderLogCore
import Foundation

/// Where readers deliver what they find: points, points without a time, and problems.
///
/// Readers never abort a file for a broken record; they report it here and go on.
public final class LocationSink {
    public let path: String
    public private(set) var points = 0
    public private(set) var timestamped = 0
    public private(set) var untimed = 0
    public private(set) var firstUTC: Date?
    public private(set) var lastUTC: Date?
    public private(set) var minUTC: Date?
    public private(set) var maxUTC: Date?
    public private(set) var issues: [InputIssue] = []
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
        points += 1
        guard let utc = point.utc else {
            untimed += 1
            return
        }
        timestamped += 1
        if firstUTC == nil { firstUTC = utc }
        lastUTC = utc
        if minUTC.map({ utc < $0 }) ?? true { minUTC = utc }
        if maxUTC.map({ utc > $0 }) ?? true { maxUTC = utc }
        onPoint(point)
    }

    /// A record that could not be read. `where` names the record (`locations[12]`, `line 40`).
    public func reject(line: Int? = nil, at place: String? = nil, _ message: String) {
        issueCount += 1
        guard issues.count < issueLimit else { return }
        issues.append(InputIssue(.error, path: path, line: line, field: place, message: message))
    }

    /// Something worth saying that is not a rejected record.
    public func warn(line: Int? = nil, at place: String? = nil, _ message: String) {
        guard issues.count < issueLimit else { return }
        issues.append(InputIssue(.warning, path: path, line: line, field: place, message: message))
    }

    public var rejected: Int { issueCount }
}
