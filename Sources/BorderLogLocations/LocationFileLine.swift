import BorderLogModel

/// What happened to one location file, as the import's summary keeps it and `locations --dry-run` prints it: its
/// format, what its reader counted, what was kept and stored, and why it was rejected or skipped.
public struct LocationFileLine: Codable, Sendable {
    public enum Outcome: String, Codable, Sendable { case imported, unchanged, rejected, skipped }
    public var path: String
    public var format: String?
    public var outcome: Outcome = .imported
    public var points = 0, timestamped = 0, untimed = 0, kept = 0, added = 0, alreadyStored = 0, rejectedRecords = 0
    public var firstUTC: String?, lastUTC: String?, minUTC: String?, maxUTC: String?
    public var reason: String?

    public init(path: String, outcome: Outcome = .imported, reason: String? = nil) {
        self.path = path
        self.outcome = outcome
        self.reason = reason
    }

    /// Takes what `sink` counted while the file was read: its points, records rejected and the span of its times.
    public mutating func count(_ sink: LocationSink) {
        points = sink.points
        timestamped = sink.timestamped
        untimed = sink.untimed
        rejectedRecords = sink.rejected
        firstUTC = sink.firstUTC.map { RFC3339.utc($0, milliseconds: true) }
        lastUTC = sink.lastUTC.map { RFC3339.utc($0, milliseconds: true) }
        minUTC = sink.minUTC.map { RFC3339.utc($0, milliseconds: true) }
        maxUTC = sink.maxUTC.map { RFC3339.utc($0, milliseconds: true) }
    }
}
