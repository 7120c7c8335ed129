import BorderLogModel
import Foundation

/// The speed along one file's track at each point, from the points before it: how inference tells a
/// sample recorded in flight when the export gives no speed (`InferencePolicy.airborneSpeed`).
///
/// Measured on every point read, before thinning, against the latest earlier point at least
/// `minimumBaseline` older: over a minute the scatter of a phone's fixes (tens of metres) moves the
/// figure by a few km/h, where between fixes a second apart it could look like a jet. Points more than
/// `maximumBaseline` older say nothing about a moment (a phone off for a whole flight, then on again
/// at the other end), so no speed is given then; nor when time runs backwards in the file.
public struct LocationSpeed {
    public static let minimumBaseline: TimeInterval = 60
    public static let maximumBaseline: TimeInterval = 30 * 60

    /// Recent points, oldest first, from `head`: those within `minimumBaseline` of the newest and one before.
    private var recent: [(utc: Date, coordinate: Coordinate)] = []
    private var head = 0

    public init() {}

    /// The speed in metres per second at a point, measured against an earlier one; nil when no earlier
    /// point lies between `minimumBaseline` and `maximumBaseline` before it.
    public mutating func speed(at utc: Date, _ coordinate: Coordinate) -> Double? {
        if let last = recent.last, utc < last.utc {
            recent.removeAll(keepingCapacity: true)
            head = 0
        }
        // Drop points while the next one is already old enough to be the baseline.
        while recent.count - head >= 2, utc.timeIntervalSince(recent[head + 1].utc) >= Self.minimumBaseline { head += 1 }
        if head > 256 {
            recent.removeFirst(head)
            head = 0
        }
        var speed: Double?
        if head < recent.count {
            let base = recent[head]
            let elapsed = utc.timeIntervalSince(base.utc)
            if elapsed >= Self.minimumBaseline && elapsed <= Self.maximumBaseline {
                // Great-circle: a flight covers hundreds of kilometres between samples.
                speed = base.coordinate.metres(to: coordinate) / elapsed
            }
        }
        recent.append((utc, coordinate))
        return speed
    }
}
