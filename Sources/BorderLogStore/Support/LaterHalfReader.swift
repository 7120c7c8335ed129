import BorderLogInference
import Foundation
import GRDB

/// Reads the points of the signals after row `after` on a connection and a thread of its own, while the caller reads
/// those up to it: a full `infer` then uses both cores. The caller adds these points after its own, so the weights
/// of each day still add up in row-id order and the ledger is the one a single read gives.
///
/// It reads only if its connection sees the evidence revision the caller's does (no write came between the two
/// reads); otherwise, or on any error, `wait` gives nil and the caller reads the rest itself.
final class LaterHalfReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written by the reading thread before `done` is signalled, read after.
    private var points: [EvidencePoint]?

    init(path: String, after split: Int64, revision: Int64?, flights: FlightWindows) {
        Thread.detachNewThread { [self] in
            defer { done.signal() }
            guard let revision else { return }
            var configuration = Configuration()
            configuration.readonly = true
            configuration.label = "borderlog.later-half"
            points = try? DatabaseQueue(path: path, configuration: configuration).read { db -> [EvidencePoint]? in
                guard try Store.evidenceRevision(db) == revision else { return nil }
                var decoder = PointDecoder(db, flights: flights)
                var points: [EvidencePoint] = []
                let statement = try db.makeStatement(sql: PointDecoder.columns + " AND id > ? ORDER BY id")
                try statement.setArguments([split])
                try forEachRawRow(statement) { row in if let point = try decoder.point(row) { points.append(point) } }
                return points
            }
        }
    }

    /// The points, in row-id order, once read; nil when this reader could not read them.
    func wait() -> [EvidencePoint]? {
        done.wait()
        return points
    }
}
